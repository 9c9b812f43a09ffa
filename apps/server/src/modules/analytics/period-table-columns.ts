import type { SheetColumn } from '../../spreadsheets/columns.ts';

const figure = (key: string, en: string, es: string): SheetColumn => ({
  key,
  type: 'number',
  headers: { en, es },
  width: Math.max(12, en.length + 2, es.length + 2),
});
const word = (key: string, en: string, es: string): SheetColumn => ({
  key,
  type: 'text',
  headers: { en, es },
  width: 16,
});

/**
 * The period table as a sheet (spec 02 §3 "Aggregated period record"): every figure of the base
 * market, then the up and down scenarios' forward, net rate, m2m and difference. Percentages are
 * fractions (0.5 = 50 %), as the API answers them.
 */
export const PERIOD_TABLE_COLUMNS: SheetColumn[] = [
  { key: 'date', type: 'date', headers: { en: 'Period start', es: 'Inicio del período' }, width: 14 },
  { key: 'end', type: 'date', headers: { en: 'Period end', es: 'Fin del período' }, width: 14 },
  figure('balance', 'Balance', 'Balance'),
  figure('undated', 'Undated', 'Sin fecha'),
  figure('cash_flow', 'Cash flow', 'Flujo de caja'),
  figure('program', 'Program', 'Programa'),
  figure('hedge', 'Hedge', 'Cobertura'),
  figure('hedge_percent', 'Hedge %', '% cubierto'),
  figure('delta', 'Delta', 'Delta'),
  figure('required_hedge', 'Required hedge', 'Cobertura requerida'),
  word('hedge_label', 'Hedge label', 'Etiqueta'),
  word('buy_sell', 'Buy/sell', 'Compra/venta'),
  figure('fwd', 'Forward', 'Forward'),
  figure('hedge_rate', 'Hedge rate', 'Tasa de cobertura'),
  figure('net_rate', 'Net rate', 'Tasa neta'),
  figure('hedge_rate_premium', 'Hedge rate with premium', 'Tasa de cobertura con prima'),
  figure('net_rate_premium', 'Net rate with premium', 'Tasa neta con prima'),
  figure('budget_rate', 'Budget rate', 'Tasa presupuesto'),
  figure('budget_expo', 'Budget exposure', 'Exposición a presupuesto'),
  figure('m2m', 'M2M', 'M2M'),
  figure('m2m_rate', 'M2M rate', 'Tasa M2M'),
  figure('hedge_m2m', 'Hedge M2M', 'M2M de coberturas'),
  figure('net_m2m', 'Net M2M', 'M2M neto'),
  figure('difference', 'Difference', 'Diferencia'),
  figure('newHedge', 'New hedges', 'Coberturas nuevas'),
  figure('last_m_hedge', "Last month's hedge", 'Cobertura del mes pasado'),
  figure('totalHedgePercent', 'Total hedge %', '% cubierto acumulado'),
  figure('up_fwd', 'Up: forward', 'Alza: forward'),
  figure('up_net_rate', 'Up: net rate', 'Alza: tasa neta'),
  figure('up_m2m', 'Up: M2M', 'Alza: M2M'),
  figure('up_difference', 'Up: difference', 'Alza: diferencia'),
  figure('down_fwd', 'Down: forward', 'Baja: forward'),
  figure('down_net_rate', 'Down: net rate', 'Baja: tasa neta'),
  figure('down_m2m', 'Down: M2M', 'Baja: M2M'),
  figure('down_difference', 'Down: difference', 'Baja: diferencia'),
];
