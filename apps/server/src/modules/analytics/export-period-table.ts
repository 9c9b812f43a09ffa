import type { AggregatedPeriod, SheetLanguage } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { SheetValues } from '../../spreadsheets/columns.ts';
import { periodTableColumns } from './period-table-columns.ts';
import { readValuation } from './read-valuation.ts';

/** The scenario figures the sheet repeats beside the base ones. */
const SCENARIO_FIGURES = ['fwd', 'net_rate', 'm2m', 'difference'] as const;

/**
 * A kept valuation's period tables as an .xlsx (`GET /api/portfolio_valuations/{id}/periods.xlsx`):
 * one sheet per portfolio and asset, headers in `language` naming each figure's unit, computed again from the kept record
 * (so the file matches the screen that asked for it). 404 as reading the valuation.
 */
export async function exportPeriodTable(
  services: Services,
  caller: Caller,
  id: string,
  language: SheetLanguage,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const reply = await readValuation(services, caller, id);
  const sheets = reply.groups.map((group, i) => ({
    // Excel keeps 31 characters of a tab's name: the number keeps two long names apart.
    name: `${i + 1} ${group.asset} ${group.portfolio_name}`,
    columns: periodTableColumns(group),
    rows: group.periods.map(sheetRow),
  }));
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', { sheets, language });
  const name = language === 'es' ? 'analitica' : 'analytics';
  return { filename: `${name}_${reply.valuation.valuation_date}.xlsx`, bytes };
}

function sheetRow(period: AggregatedPeriod): SheetValues {
  const { up, down, long_forward, short_forward, call, put, ...figures } = period;
  const row: SheetValues = { ...figures };
  for (const key of SCENARIO_FIGURES) {
    row[`up_${key}`] = up[key];
    row[`down_${key}`] = down[key];
  }
  return row;
}
