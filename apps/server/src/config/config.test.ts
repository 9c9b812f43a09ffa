import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'config-test-secret-config-test-secret-0123', ...env });

describe('market settings', () => {
  it('runs the demo ticker every 5 s by default, and only with the demo seed', () => {
    expect(load({}).demoTickerMs).toBe(5000);
    expect(load({ DEMO_TICKER_MS: '250' }).demoTickerMs).toBe(250);
    expect(load({ DEMO_TICKER_MS: '250', SEED_DEMO: 'false' }).demoTickerMs).toBe(0);
  });

  it('names no market-data provider unless asked', () => {
    expect(load({}).marketProvider).toBe('off');
    expect(load({ MARKET_PROVIDER: '' }).marketProvider).toBe('off');
    expect(load({ MARKET_PROVIDER: 'ecb' }).marketProvider).toBe('ecb');
    expect(() => load({ MARKET_PROVIDER: 'bloomberg' })).toThrow(/MARKET_PROVIDER/);
  });
});
