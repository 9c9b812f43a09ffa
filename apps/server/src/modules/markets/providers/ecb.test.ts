import { readFileSync } from 'node:fs';
import type { IsoDate } from '@cobertura/finance/time';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import {
  ECB_DAILY_URL,
  ECB_HISTORY_URL,
  ECB_PAIRS,
  ecbProvider,
  pairClosesOf,
  parseEcbCsv,
  parseEcbXml,
  unzipEcbHistory,
} from './ecb.ts';

// Files of the ECB's own structure (eurofxref-daily.xml, and the CSV inside eurofxref-hist.zip).
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const DAILY_XML = fixture('eurofxref-daily.xml');
const HISTORY_CSV = fixture('eurofxref-hist.csv');
const historyZip = async () => {
  const zip = new JSZip();
  zip.file('eurofxref-hist.csv', HISTORY_CSV);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};
const close = (
  closes: { instrument: string; day: string; close: number }[],
  instrument: string,
  day: string,
) => closes.find((c) => c.instrument === instrument && c.day === day)?.close;

describe('the ECB reference rates', () => {
  it('reads the daily XML file: one day, every currency against the euro', () => {
    const [day, ...more] = parseEcbXml(DAILY_XML);
    expect(more).toEqual([]);
    expect(day?.day).toBe('2025-01-10');
    expect(day?.perEuro.size).toBe(30);
    expect(day?.perEuro.get('USD')).toBe(1.0304);
    expect(day?.perEuro.get('GBP')).toBe(0.8392);
  });

  it("turns EUR→XXX rates into the catalogue's pairs", () => {
    const closes = pairClosesOf(parseEcbXml(DAILY_XML), ECB_PAIRS);
    expect(new Set(closes.map((c) => c.instrument))).toEqual(
      new Set(['EURGBP', 'EURUSD', 'GBPUSD', 'USDBRL', 'USDMXN', 'USDMYR']),
    );
    expect(close(closes, 'EURUSD', '2025-01-10')).toBe(1.0304);
    expect(close(closes, 'EURGBP', '2025-01-10')).toBe(0.8392);
    // USDXXX = EURXXX ÷ EURUSD; GBPUSD = EURUSD ÷ EURGBP.
    expect(close(closes, 'USDMXN', '2025-01-10')).toBeCloseTo(21.244 / 1.0304, 6);
    expect(close(closes, 'USDBRL', '2025-01-10')).toBeCloseTo(6.2846 / 1.0304, 6);
    expect(close(closes, 'USDMYR', '2025-01-10')).toBeCloseTo(4.6401 / 1.0304, 6);
    expect(close(closes, 'GBPUSD', '2025-01-10')).toBeCloseTo(1.0304 / 0.8392, 6);
    // The ECB fixes neither the Colombian nor the Chilean peso.
    expect(ECB_PAIRS).not.toContain('USDCOP');
    expect(ECB_PAIRS).not.toContain('USDCLP');
  });

  it('reads the history CSV, oldest first, skipping N/A and the trailing empty column', () => {
    const days = parseEcbCsv(HISTORY_CSV);
    expect(days.map((d) => d.day)).toEqual(['2008-12-31', '2025-01-08', '2025-01-09', '2025-01-10']);
    expect(days[0]?.perEuro.get('CYP')).toBe(0.5853);
    expect(days[3]?.perEuro.has('CYP')).toBe(false);
    expect(days[3]?.perEuro.get('USD')).toBe(1.0304);
    // The same day read from either file gives the same closes.
    expect(pairClosesOf(days.slice(3), ECB_PAIRS)).toEqual(pairClosesOf(parseEcbXml(DAILY_XML), ECB_PAIRS));
  });

  it('unzips the history archive', async () => {
    expect(await unzipEcbHistory(await historyZip())).toBe(HISTORY_CSV);
  });

  it('fetches the daily file for a recent start and the history for an older one, from the start on', async () => {
    const zip = await historyZip();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url) === ECB_DAILY_URL ? new Response(DAILY_XML) : new Response(zip),
    );
    const provider = ecbProvider(fetch as typeof globalThis.fetch, () => '2025-01-10' as IsoDate);
    const recent = await provider.fetchDailyCloses(['EURUSD'], '2025-01-09');
    expect(fetch).toHaveBeenLastCalledWith(ECB_DAILY_URL);
    expect(recent).toEqual([{ instrument: 'EURUSD', day: '2025-01-10', close: 1.0304 }]);
    const older = await provider.fetchDailyCloses(['EURUSD'], '2025-01-01');
    expect(fetch).toHaveBeenLastCalledWith(ECB_HISTORY_URL);
    expect(older.map((c) => [c.day, c.close])).toEqual([
      ['2025-01-08', 1.0314],
      ['2025-01-09', 1.0305],
      ['2025-01-10', 1.0304],
    ]);
  });
});
