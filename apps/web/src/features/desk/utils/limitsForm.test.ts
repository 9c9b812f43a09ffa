import type { DeskLimits } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { limitsChanges, limitsDraft, lineKey } from './limitsForm.ts';

const LIMITS: DeskLimits = {
  company_id: 1,
  company_name: 'Demo Company A',
  request_limit: 5_000_000,
  margin_threshold_bps: 25,
  counterparties: [
    {
      id: 7,
      company_id: 1,
      name: 'Banco Uno',
      code: 'BANK1',
      simulated: true,
      spread_bps: 10,
      credit_lines: { '0-3M': 10_000_000, '3-6M': 5_000_000, '6-12M': 0, '1Y+': 0 },
      used: { '0-3M': 1_000_000, '3-6M': 0, '6-12M': 0, '1Y+': 0 },
    },
  ],
};

describe('limitsChanges', () => {
  it('sends nothing when nothing changed', () => {
    const { body, invalid, isEmpty } = limitsChanges(LIMITS, limitsDraft(LIMITS));
    expect(body).toEqual({});
    expect(invalid).toEqual([]);
    expect(isEmpty).toBe(true);
  });

  it('sends only the figures that changed, read in either notation, with the comment', () => {
    const draft = limitsDraft(LIMITS);
    draft.requestLimit = '7,500,000';
    draft.lines[lineKey(7, '6-12M')] = '2000000,50';
    draft.comment = ' more room for Q1 ';
    expect(limitsChanges(LIMITS, draft).body).toEqual({
      request_limit: 7_500_000,
      credit_lines: [{ counterparty_id: 7, tenor: '6-12M', amount: 2_000_000.5 }],
      comment: 'more room for Q1',
    });
  });

  it('names the fields that are not an amount in range', () => {
    const draft = limitsDraft(LIMITS);
    draft.marginThreshold = '10001';
    draft.lines[lineKey(7, '0-3M')] = 'lots';
    draft.requestLimit = '-1';
    expect(limitsChanges(LIMITS, draft).invalid).toEqual(['request_limit', 'margin_threshold_bps', '7|0-3M']);
  });
});
