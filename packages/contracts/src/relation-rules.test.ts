import { describe, expect, it } from 'vitest';
import { canCover, isPastExposure, linkExcess } from './relation-rules.ts';

describe('linkExcess', () => {
  it('is nothing while the links fit the amount', () => {
    expect(linkExcess(1000, 0, 1000)).toEqual({ over: 0, isRefused: false });
    expect(linkExcess(1000, 400, 999.99)).toEqual({ over: 0, isRefused: false });
  });

  it('names the amount beyond the limit and refuses the save that makes it grow', () => {
    expect(linkExcess(425_000, 0, 925_000)).toEqual({ over: 500_000, isRefused: true });
    expect(linkExcess(1000, 1200, 1300)).toEqual({ over: 300, isRefused: true });
  });

  it('allows lowering links that the book left over the amount, while still saying by how much', () => {
    expect(linkExcess(1000, 1500, 1200)).toEqual({ over: 200, isRefused: false });
    expect(linkExcess(1000, 1500, 1500)).toEqual({ over: 500, isRefused: false });
  });

  it('does not count the last bits of a sum of decimals as more', () => {
    expect(linkExcess(0.3, 0, 0.1 + 0.2).isRefused).toBe(false);
  });
});

describe('canCover', () => {
  const payable = { type: 'ACCOUNTS PAYABLE', date: '2027-03-31', unit: 'USD' };
  const forward = { derivative: 'FORWARD', buy_sell: 'LONG', date: '2027-03-31', unit: 'USD' };

  it('offers a hedge that offsets the exposure, in its units, close to its date', () => {
    expect(canCover(payable, forward)).toBe(true);
    // A collar's sold put acts as a purchase too: it covers the payable with its bought call.
    expect(canCover(payable, { ...forward, derivative: 'PUT', buy_sell: 'SHORT' })).toBe(true);
    expect(canCover(payable, { ...forward, buy_sell: 'OFFSET SHORT' })).toBe(true);
  });

  it('refuses a hedge on the same side as the exposure', () => {
    expect(canCover(payable, { ...forward, buy_sell: 'SHORT' })).toBe(false);
    expect(canCover(payable, { ...forward, derivative: 'PUT', buy_sell: 'LONG' })).toBe(false);
    const receivable = { ...payable, type: 'FORECAST/CASH FLOW RECEIPT' };
    expect(canCover(receivable, forward)).toBe(false);
    expect(canCover(receivable, { ...forward, buy_sell: 'SHORT' })).toBe(true);
    expect(
      canCover({ ...payable, type: 'SALE' }, { ...forward, derivative: 'FUTURE', buy_sell: 'SHORT' }),
    ).toBe(true);
    expect(canCover({ ...payable, type: 'PURCHASE' }, { ...forward, derivative: 'CALL' })).toBe(true);
  });

  it('refuses a hedge in other units, or with words the book does not know', () => {
    expect(canCover(payable, { ...forward, unit: 'EUR' })).toBe(false);
    expect(canCover(payable, { ...forward, derivative: 'SWAP' })).toBe(false);
    expect(canCover(payable, { ...forward, buy_sell: 'HOLD' })).toBe(false);
    expect(canCover({ ...payable, type: 'LOAN' }, forward)).toBe(false);
  });

  it('keeps to the window: from a month before the exposure to a week after', () => {
    const on = (date: string) => canCover(payable, { ...forward, date });
    expect(on('2027-02-28')).toBe(true);
    expect(on('2027-02-27')).toBe(false);
    expect(on('2026-12-31')).toBe(false);
    expect(on('2027-04-07')).toBe(true);
    expect(on('2027-04-08')).toBe(false);
    expect(on('not a date')).toBe(false);
  });

  it('lets any hedge of the right side cover an undated amount', () => {
    const undated = { ...payable, type: 'UNDATED PAYMENT' };
    expect(canCover(undated, { ...forward, date: '2028-12-31' })).toBe(true);
    expect(canCover(undated, { ...forward, buy_sell: 'SHORT' })).toBe(false);
  });
});

describe('isPastExposure', () => {
  it('is past before today, open from today on', () => {
    expect(isPastExposure({ date: '2027-03-30' }, '2027-03-31')).toBe(true);
    expect(isPastExposure({ date: '2027-03-31' }, '2027-03-31')).toBe(false);
  });
});
