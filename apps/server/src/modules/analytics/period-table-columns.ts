import type { FigureUnits, SheetLanguage } from '@cobertura/contracts';
import type { SheetColumn } from '../../spreadsheets/columns.ts';

/** What a figure of the table counts: quantities, money, rates, or a fraction (no unit). */
type FigureKind = 'quantity' | 'money' | 'rate' | 'fraction';

/** A unit as a header says it, in each language: "COP", "COP per USD" / "COP por USD". */
function unitWords(kind: FigureKind, units: FigureUnits): Record<SheetLanguage, string> | null {
  const { amounts_currency: money, quantity_unit: quantity } = units;
  if (kind === 'money') return money ? { en: money, es: money } : null;
  if (kind === 'quantity') return quantity ? { en: quantity, es: quantity } : null;
  if (kind === 'rate' && money && quantity)
    return { en: `${money} per ${quantity}`, es: `${money} por ${quantity}` };
  return null;
}

/** A figure's column, its header naming its unit: "M2M (COP)", "Forward (COP per USD)". */
const figure =
  (key: string, kind: FigureKind, en: string, es: string) =>
  (units: FigureUnits): SheetColumn => {
    const unit = unitWords(kind, units);
    const headers = unit ? { en: `${en} (${unit.en})`, es: `${es} (${unit.es})` } : { en, es };
    return {
      key,
      type: 'number',
      headers,
      width: Math.max(12, headers.en.length + 2, headers.es.length + 2),
    };
  };
const word = (key: string, en: string, es: string) => (): SheetColumn => ({
  key,
  type: 'text',
  headers: { en, es },
  width: 16,
});
const day = (key: string, en: string, es: string) => (): SheetColumn => ({
  key,
  type: 'date',
  headers: { en, es },
  width: 14,
});

/**
 * The period table as a sheet (spec 02 §3 "Aggregated period record"): every figure of the base
 * market, then the up and down scenarios' forward, net rate, m2m and difference. Each figure's
 * header names its unit (the group's quantity unit, currency or rate quote), so that a sheet read
 * alone never leaves COP to be taken for USD. Percentages are fractions (0.5 = 50 %), as the API
 * answers them.
 */
const COLUMNS = [
  day('date', 'Period start', 'Inicio del período'),
  day('end', 'Period end', 'Fin del período'),
  figure('balance', 'quantity', 'Balance', 'Balance'),
  figure('undated', 'quantity', 'Undated', 'Sin fecha'),
  figure('cash_flow', 'quantity', 'Cash flow', 'Flujo de caja'),
  figure('program', 'quantity', 'Program', 'Programa'),
  figure('hedge', 'quantity', 'Hedge', 'Cobertura'),
  figure('hedge_percent', 'fraction', 'Hedge %', '% cubierto'),
  figure('delta', 'quantity', 'Delta', 'Delta'),
  figure('required_hedge', 'quantity', 'Required hedge', 'Cobertura requerida'),
  word('hedge_label', 'Hedge label', 'Etiqueta'),
  word('buy_sell', 'Buy/sell', 'Compra/venta'),
  figure('fwd', 'rate', 'Forward', 'Forward'),
  figure('hedge_rate', 'rate', 'Hedge rate', 'Tasa de cobertura'),
  figure('net_rate', 'rate', 'Net rate', 'Tasa neta'),
  figure('hedge_rate_premium', 'rate', 'Hedge rate with premium', 'Tasa de cobertura con prima'),
  figure('net_rate_premium', 'rate', 'Net rate with premium', 'Tasa neta con prima'),
  figure('budget_rate', 'rate', 'Budget rate', 'Tasa presupuesto'),
  figure('budget_expo', 'money', 'Budget exposure', 'Exposición a presupuesto'),
  figure('m2m', 'money', 'M2M', 'M2M'),
  figure('m2m_rate', 'rate', 'M2M rate', 'Tasa M2M'),
  figure('hedge_m2m', 'money', 'Hedge M2M', 'M2M de coberturas'),
  figure('net_m2m', 'money', 'Net M2M', 'M2M neto'),
  figure('difference', 'money', 'Difference', 'Diferencia'),
  figure('newHedge', 'quantity', 'New hedges', 'Coberturas nuevas'),
  figure('last_m_hedge', 'quantity', "Last month's hedge", 'Cobertura del mes pasado'),
  figure('totalHedgePercent', 'fraction', 'Total hedge %', '% cubierto acumulado'),
  figure('up_fwd', 'rate', 'Up: forward', 'Alza: forward'),
  figure('up_net_rate', 'rate', 'Up: net rate', 'Alza: tasa neta'),
  figure('up_m2m', 'money', 'Up: M2M', 'Alza: M2M'),
  figure('up_difference', 'money', 'Up: difference', 'Alza: diferencia'),
  figure('down_fwd', 'rate', 'Down: forward', 'Baja: forward'),
  figure('down_net_rate', 'rate', 'Down: net rate', 'Baja: tasa neta'),
  figure('down_m2m', 'money', 'Down: M2M', 'Baja: M2M'),
  figure('down_difference', 'money', 'Down: difference', 'Baja: diferencia'),
];

/** The sheet's columns for a group counted in `units`. */
export function periodTableColumns(units: FigureUnits): SheetColumn[] {
  return COLUMNS.map((column) => column(units));
}
