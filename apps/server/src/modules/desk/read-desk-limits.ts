import { type DeskLimits, TENOR_KEYS, type TenorBucket, tenorBucket } from '@cobertura/contracts';
import { daysBetween, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import {
  selectClientLimits,
  selectCounterparties,
  selectCreditUsage,
  selectServedCompanies,
} from './limits.queries.ts';

/** The market's today (spec 02 §9: after 20:00 in Chicago, the next day): tenors are counted from it. */
export const deskToday = (services: Services): IsoDate => latestAcceptedBarDate(services.now().getTime());

const perTenor = (value: (tenor: TenorBucket) => number) =>
  Object.fromEntries(TENOR_KEYS.map((tenor) => [tenor, value(tenor)])) as Record<TenorBucket, number>;

/**
 * The limits of the companies the caller serves (of `companyIds` among them): the four-eyes limits,
 * and each bank's credit line by tenor with what its executed, unsettled trades use of it, bucketed
 * by the tenor of their last value date counted from the market's today. All in DESK_CURRENCY. A
 * client whose limits were never set reads 0: every execution of it goes to a supervisor.
 */
export async function readDeskLimits(
  services: Services,
  scope: { companyIds: number[] },
  companyIds?: readonly number[],
): Promise<DeskLimits[]> {
  const today = deskToday(services);
  const served = (await selectServedCompanies(services, scope)).filter(
    (company) => !companyIds || companyIds.includes(company.id),
  );
  const [limits, banks] = await Promise.all([
    selectClientLimits(services, scope, companyIds),
    selectCounterparties(services, scope, companyIds),
  ]);
  const usage = await selectCreditUsage(
    services,
    banks.map((bank) => bank.id),
    today,
  );
  const used = new Map<string, number>();
  for (const row of usage) {
    const key = `${row.counterpartyId} ${tenorBucket(daysBetween(today, row.lastValueDate as IsoDate))}`;
    used.set(key, (used.get(key) ?? 0) + row.deskAmount);
  }
  return served.map((company) => {
    const limit = limits.find((row) => row.companyId === company.id);
    return {
      company_id: company.id,
      company_name: company.name,
      request_limit: limit?.requestLimit ?? 0,
      margin_threshold_bps: limit?.marginThresholdBps ?? 0,
      counterparties: banks
        .filter((bank) => bank.companyId === company.id)
        .map((bank) => ({
          id: bank.id,
          company_id: bank.companyId,
          name: bank.name,
          code: bank.code,
          simulated: bank.simulated,
          spread_bps: bank.spreadBps,
          credit_lines: perTenor((tenor) => (bank.lines as Record<string, number>)[tenor] ?? 0),
          used: perTenor((tenor) => used.get(`${bank.id} ${tenor}`) ?? 0),
        })),
    };
  });
}
