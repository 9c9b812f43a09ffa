import type { ReportState } from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { updateReportState } from './reports.queries.ts';

/** Moves a report to another state (the admin card's menu); a draft posted now is dated today. */
export async function changeReportState(services: Services, id: number, state: ReportState) {
  const now = services.now();
  const changed = await updateReportState(services, id, state, utcDateOfInstant(now.getTime()), now);
  if (!changed) throw notFound('No such report.');
  return { message: `The report is now ${state}.` };
}
