import { describe, expect, it } from 'vitest';
import {
  barrierKind,
  barrierLabel,
  buildHedgeTemplate,
  directionSign,
  hedgeCoverage,
  hedgeDirection,
  hedgeGap,
  isHedgingPurpose,
  settlementStatus,
} from './rules.ts';
import { exposureSide, hedgeLabel } from './side.ts';

describe('hedging rules (spec 02 §4)', () => {
  it('direction: buy, long, offset short are LONG; sell, short, offset long are SHORT', () => {
    for (const w of ['buy', 'LONG', 'offset short', 'OFFSET_SHORT', 'Offset-Short'])
      expect(hedgeDirection(w)).toBe('LONG');
    for (const w of ['sell', 'Short', 'offset long', 'OFFSET LONG']) expect(hedgeDirection(w)).toBe('SHORT');
    expect(directionSign('sell')).toBe(-1);
    expect(() => hedgeDirection('hold')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('purpose: four hedging purposes, plus offsets in the analysis area', () => {
    for (const p of ['hedge', 'limited_hedge', 'hedge_and_reduce_cost', 'ko_hedge']) {
      expect(isHedgingPurpose(p)).toBe(true);
      expect(isHedgingPurpose(p, 'optimizer')).toBe(true);
    }
    for (const p of ['cap_hedge', 'provide_participation', 'reduce_cost', 'reduce_cost_leverage']) {
      expect(isHedgingPurpose(p)).toBe(false);
    }
    expect(isHedgingPurpose('offset a long position')).toBe(true);
    expect(isHedgingPurpose('OFFSET_SHORT')).toBe(true);
    expect(isHedgingPurpose('offset long', 'optimizer')).toBe(false);
  });

  it('barriers: OUT is knock-out, IN is knock-in, labelled by new event', () => {
    expect(barrierKind('downOut')).toBe('KO');
    expect(barrierKind('UP AND IN')).toBe('KI');
    expect(barrierKind('down-and-out')).toBe('KO');
    expect(barrierKind('UPANDOUT')).toBe('KO');
    expect(barrierKind('EUROPEAN')).toBe('NONE');
    expect(barrierKind('BINARY')).toBe('NONE');
    expect(barrierKind(undefined)).toBe('NONE');
    expect(barrierLabel('upOut', true)).toBe('(KO)');
    expect(barrierLabel('upOut', false)).toBe('(no KO)');
    expect(barrierLabel('downIn', true)).toBe('(KI)');
    expect(barrierLabel('downIn', false)).toBe('(no KI)');
    expect(barrierLabel('EUROPEAN', true)).toBe('');
  });

  it('settlement: absent rate is a reference, else settled', () => {
    expect(settlementStatus(undefined)).toBe('reference');
    expect(settlementStatus(null)).toBe('reference');
    expect(settlementStatus('')).toBe('reference');
    expect(settlementStatus(4012.5)).toBe('settled');
    expect(settlementStatus('1.0831')).toBe('settled');
  });

  it('BUY/SELL from balance plus cash flow; EXCESS/REQUIRED from hedge minus program', () => {
    expect(hedgeLabel(-100, -50)).toBe('BUY');
    expect(hedgeLabel(100, -50)).toBe('SELL');
    expect(hedgeLabel(50, -50)).toBe('NONE');
    expect(exposureSide(-100, -50)).toBe('buyer');
    expect(exposureSide(100, -50)).toBe('seller');
    expect(exposureSide(50, -50)).toBeUndefined();
    expect(hedgeGap(-120, -100)).toEqual({ label: 'EXCESS HEDGE', amount: 20 });
    expect(hedgeGap(80, 100)).toEqual({ label: 'REQUIRED HEDGE', amount: 20 });
    expect(hedgeCoverage(-50, -60, -40)).toBe(0.5);
    expect(hedgeCoverage(0, 0, 0)).toBe(0);
  });

  it('hedge template drops zero rows and merges equal fixing dates', () => {
    const rows = [
      { fixing_date: '2025-03-31', notional: 10, newHedge: 10 },
      { fixing_date: '2025-02-28', notional: 5, newHedge: 0 },
      { fixing_date: '2025-03-31', notional: 7, newHedge: 7 },
      { fixing_date: '2025-01-31', notional: 3, newHedge: 3 },
    ];
    expect(buildHedgeTemplate(rows)).toEqual([
      { fixing_date: '2025-01-31', notional: 3, newHedge: 3 },
      { fixing_date: '2025-03-31', notional: 17, newHedge: 17 },
    ]);
  });
});
