import type { Strategy } from '@cobertura/contracts';
import { afterAll, beforeAll } from 'vitest';
import { startTestPlatform, type TestPlatform } from './platform-harness.ts';

/** The demo users, one of each role. */
export const DEMO_USERS = ['treasury', 'desk', 'viewer', 'admin'];

/** A test file's platform, its signed-in users' access tokens and the demo portfolios' ids by name. */
export interface PlatformSuite {
  readonly platform: TestPlatform;
  readonly tokens: Record<string, string>;
  readonly portfolio: Record<string, number>;
}

/**
 * Starts a platform before a test file's tests, with its clock at noon UTC of `today`, and closes it
 * after them. `users` are signed in; `portfoliosAs` (one of them) names who reads the portfolios' ids.
 */
export function useTestPlatform(options: {
  today: string;
  users: string[];
  portfoliosAs?: string;
  env?: Record<string, string>;
}): PlatformSuite {
  let platform: TestPlatform | undefined;
  const tokens: Record<string, string> = {};
  const portfolio: Record<string, number> = {};
  beforeAll(async () => {
    platform = await startTestPlatform(options.env, { clockStart: Date.parse(`${options.today}T12:00:00Z`) });
    for (const user of options.users) tokens[user] = (await platform.signIn(user)).access;
    if (options.portfoliosAs)
      Object.assign(portfolio, await platform.portfolioIds(tokens[options.portfoliosAs]));
  });
  afterAll(() => platform?.close());
  return {
    get platform() {
      if (!platform) throw new Error('the test platform starts before the first test');
      return platform;
    },
    tokens,
    portfolio,
  };
}

/** The currency strategies' ids by name, as the suite's treasury user reads the catalogue. */
export function useStrategyIds(suite: PlatformSuite): (name: string) => number {
  const ids = new Map<string, number>();
  beforeAll(async () => {
    const list = (
      await suite.platform.request('GET', '/api/strategies?asset=currency', { token: suite.tokens.treasury })
    ).json() as Strategy[];
    for (const strategy of list) ids.set(strategy.name, strategy.pk_idstrategy);
  });
  return (name) => ids.get(name)!;
}
