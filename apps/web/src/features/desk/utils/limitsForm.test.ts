import { describe, expect, it } from 'vitest';
import { deskLimits } from '../../../test/deskFixtures.ts';
import { limitsChanges, limitsDraft, lineKey } from './limitsForm.ts';

// What the bank has used does not enter the form.
const LIMITS = deskLimits();

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
