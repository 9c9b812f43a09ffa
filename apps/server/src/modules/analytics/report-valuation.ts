import type { AggregatedPeriod, SheetLanguage, ValuationGroup } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { ReportJob, ReportTable } from '../../pdf/pdf-report.ts';
import type { Services } from '../../services.ts';
import { selectCompanyNameOfPortfolio } from './analytics.queries.ts';
import { readValuation } from './read-valuation.ts';

/** Periods the one-page report lists: a year ahead and the current month. */
export const REPORT_PERIODS = 13;

const WORDS = {
  en: {
    file: 'report',
    valuedOn: (date: string, prices: string) => `Valued on ${date} with prices of ${prices}`,
    sources: { stored: 'stored market prices', whatIf: 'what-if market', simulated: 'simulated prices' },
    units: (quantity: string, money: string, rate: string) =>
      `Exposure, program, hedge and delta in ${quantity} · M2M in ${money} · rates in ${rate}`,
    per: 'per',
    inputs: (snapshot: string, book: string) => `Audit reference: prices ${snapshot} · book ${book}`,
    simulated: 'Simulated prices: not market quotes.',
    noProgram: 'No program found for this portfolio',
    summary: ['Position', 'Exposure', 'Hedge', 'Program', 'Hedge %'],
    balance: 'BALANCE',
    cashFlow: 'CASH FLOW',
    periods: [
      'Period',
      'Exposure',
      'Program',
      'Hedge',
      'Hedge %',
      'Delta',
      'Required',
      'Forward',
      'Hedge rate',
      'Net rate',
    ],
    labels: { 'REQUIRED HEDGE': 'required', 'EXCESS HEDGE': 'excess' } as Record<string, string>,
    chart: { exposure: 'Exposure', hedge: 'Hedge', net: 'Net', program: 'Program', unit: 'Millions' },
  },
  es: {
    file: 'informe',
    valuedOn: (date: string, prices: string) => `Valorado el ${date} con precios del ${prices}`,
    sources: {
      stored: 'precios de mercado guardados',
      whatIf: 'mercado hipotético',
      simulated: 'precios simulados',
    },
    units: (quantity: string, money: string, rate: string) =>
      `Exposición, programa, cobertura y delta en ${quantity} · M2M en ${money} · tasas en ${rate}`,
    per: 'por',
    inputs: (snapshot: string, book: string) =>
      `Referencia de auditoría: precios ${snapshot} · libro ${book}`,
    simulated: 'Precios simulados: no son cotizaciones de mercado.',
    noProgram: 'No se encontró programa para este portafolio',
    summary: ['Posición', 'Exposición', 'Cobertura', 'Programa', '% cubierto'],
    balance: 'BALANCE',
    cashFlow: 'FLUJO DE CAJA',
    periods: [
      'Período',
      'Exposición',
      'Programa',
      'Cobertura',
      '% cubierto',
      'Delta',
      'Requerida',
      'Forward',
      'Tasa cobertura',
      'Tasa neta',
    ],
    labels: { 'REQUIRED HEDGE': 'requerida', 'EXCESS HEDGE': 'exceso' } as Record<string, string>,
    chart: { exposure: 'Exposición', hedge: 'Cobertura', net: 'Neto', program: 'Programa', unit: 'Millones' },
  },
} as const;

/** The chart's colours: the light palette of the Analytics screen (paper is white). */
const COLOURS = {
  exposure: '#1462c6',
  hedge: '#087f5b',
  net: '#c92a2a',
  program: '#e8590c',
  grid: '#e9ecef',
};

/**
 * A printable one-page report (A4 landscape) of one portfolio and asset of a kept valuation
 * (`GET /api/portfolio_valuations/{id}/report.pdf`): its header, the BALANCE and CASH FLOW summary,
 * the exposure, hedge, net and program chart and the first periods of its table, in `language`.
 * Computed again from the kept record, so the same record gives the same figures. 404 as reading
 * the valuation, and for a portfolio and asset it did not value.
 */
export async function reportValuation(
  services: Services,
  caller: Caller,
  id: string,
  query: { lang: SheetLanguage; portfolio?: number | undefined; asset?: string | undefined },
): Promise<{ filename: string; bytes: Uint8Array }> {
  const reply = await readValuation(services, caller, id);
  const group = reply.groups.find(
    (g) =>
      (query.portfolio === undefined || g.portfolio_id === query.portfolio) &&
      (query.asset === undefined || g.asset === query.asset.toUpperCase()),
  );
  if (!group) throw notFound('This valuation has no such portfolio and asset.');
  const words = WORDS[query.lang];
  const { valuation } = reply;
  const company = (await selectCompanyNameOfPortfolio(services, group.portfolio_id)) ?? '';
  const job: ReportJob = {
    title: `${group.portfolio_name} · ${group.asset}`,
    lines: [
      company,
      `${words.valuedOn(valuation.valuation_date, valuation.prices_date)} (${pricesSource(valuation, group, words)})`,
      ...(hasUnits(group) ? [unitsLine(group, words)] : []),
      [
        words.inputs(valuation.snapshot_id.slice(0, 12), valuation.book_version.slice(0, 12)),
        ...(group.has_program ? [] : [words.noProgram]),
      ].join(' · '),
    ],
    warning: group.simulated ? words.simulated : '',
    tables: { summary: summaryTable(group, query.lang), periods: periodTable(group, query.lang) },
    chart: chartOption(group.periods.slice(0, REPORT_PERIODS), query.lang),
    createdAt: new Date(valuation.valued_at),
  };
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeReport', job);
  const name = `${words.file}_${group.portfolio_name}_${group.asset}_${valuation.valuation_date}.pdf`;
  return { filename: name.replace(/[\s/\\]+/g, '_'), bytes };
}

type Words = (typeof WORDS)[SheetLanguage];

/** Where the prices came from: the stored market, a what-if the caller gave, or simulated prices. */
function pricesSource(valuation: { what_if: boolean }, group: ValuationGroup, words: Words): string {
  if (valuation.what_if) return words.sources.whatIf;
  return group.simulated ? words.sources.simulated : words.sources.stored;
}

/** What the page's figures count, said once above them: a reader of the paper has no tooltip. */
function unitsLine(group: ValuationGroup, words: Words): string {
  const money = group.amounts_currency ?? '';
  const quantity = group.quantity_unit ?? '';
  return words.units(quantity, money, `${money} ${words.per} ${quantity}`);
}

const hasUnits = (group: ValuationGroup) => Boolean(group.amounts_currency && group.quantity_unit);

const MISSING = '—';
const number = (lang: SheetLanguage, decimals: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** The screen's rules (spec 02 §9): amounts whole, percentages with 0 or 1 decimal, a dash when missing. */
function formatters(lang: SheetLanguage) {
  const whole = number(lang, 0);
  const present = (value: number | null | undefined): value is number =>
    value !== null && value !== undefined && Number.isFinite(value);
  return {
    amount: (value: number | null | undefined) => (present(value) ? whole.format(value) : MISSING),
    percent: (fraction: number | null | undefined) => {
      if (!present(fraction)) return MISSING;
      const tenths = Math.round(fraction * 1000);
      return `${number(lang, tenths % 10 === 0 ? 0 : 1).format(tenths / 10)} %`;
    },
    // A pair quoted near one (EURUSD) needs four decimals; one quoted in thousands (USDCOP) two.
    rate: (value: number | null | undefined) =>
      present(value) ? number(lang, Math.abs(value) < 10 ? 4 : 2).format(value) : MISSING,
  };
}

function summaryTable(group: ValuationGroup, lang: SheetLanguage): ReportTable {
  const f = formatters(lang);
  const words = WORDS[lang];
  const row = (name: string, r: ValuationGroup['summary']['balance']) => [
    name,
    f.amount(r.exposure),
    f.amount(r.hedge),
    f.amount(r.program),
    f.percent(r.hedge_percent),
  ];
  return {
    header: [...words.summary],
    rows: [row(words.balance, group.summary.balance), row(words.cashFlow, group.summary.cash_flow)],
    widths: [1.4, 1, 1, 1, 0.8],
  };
}

const exposureOf = (p: AggregatedPeriod) => p.balance + p.undated + p.cash_flow;

function periodTable(group: ValuationGroup, lang: SheetLanguage): ReportTable {
  const f = formatters(lang);
  const words = WORDS[lang];
  const rows = group.periods.slice(0, REPORT_PERIODS).map((p) => {
    const exposure = exposureOf(p);
    return [
      p.date,
      f.amount(exposure),
      f.amount(p.program),
      f.amount(p.hedge),
      f.percent(p.hedge_percent),
      // Delta as a whole percent of the exposure (spec 02 §9).
      exposure === 0 ? MISSING : `${number(lang, 0).format(Math.abs(p.delta / exposure) * 100)} %`,
      `${f.amount(p.required_hedge)} ${words.labels[p.hedge_label] ?? ''}`.trim(),
      f.rate(p.fwd),
      f.rate(p.hedge_rate),
      f.rate(p.net_rate),
      f.amount(p.m2m),
    ];
  });
  const m2m = group.amounts_currency ? `M2M ${group.amounts_currency}` : 'M2M';
  return { header: [...words.periods, m2m], rows, widths: [1, 1.2, 1.2, 1.2, 0.8, 0.6, 1.5, 1, 1, 1, 1.2] };
}

/** Exposure, hedge and net as bars and the program as a line, in millions (the axis says so). */
function chartOption(periods: AggregatedPeriod[], lang: SheetLanguage): Record<string, unknown> {
  const words = WORDS[lang].chart;
  const millions = (value: number) => Math.round(value / 10_000) / 100;
  const exposure = periods.map(exposureOf);
  const bar = (name: string, data: number[], color: string) => ({
    name,
    type: 'bar',
    data: data.map(millions),
    itemStyle: { color },
  });
  return {
    legend: { top: 0, textStyle: { fontSize: 9 } },
    grid: { left: 8, right: 8, top: 24, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: periods.map((p) => p.date.slice(0, 7)), axisLabel: { fontSize: 8 } },
    yAxis: {
      type: 'value',
      name: words.unit,
      nameTextStyle: { fontSize: 8 },
      axisLabel: { fontSize: 8 },
      splitLine: { lineStyle: { color: COLOURS.grid } },
    },
    series: [
      bar(words.exposure, exposure, COLOURS.exposure),
      bar(
        words.hedge,
        periods.map((p) => p.hedge),
        COLOURS.hedge,
      ),
      bar(
        words.net,
        exposure.map((e, i) => e - periods[i]!.hedge),
        COLOURS.net,
      ),
      {
        name: words.program,
        type: 'line',
        data: periods.map((p) => millions(p.program)),
        color: COLOURS.program,
      },
    ],
  };
}
