import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server has one clock, `services.now()`, built in `platform.ts`. Any other read of the time
 * (the database's `now()`, `new Date()` with no argument, `Date.now()`) would make a rule depend on a
 * clock that tests cannot move.
 */
const SRC = new URL('.', import.meta.url).pathname;
const THE_CLOCK = 'platform.ts';

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /defaultNow\s*\(/, why: "a database default is the database's clock" },
  { pattern: /(?<![.\w])now\s*\(\s*\)(?!\s*:)/i, why: "SQL now() is the database's clock" },
  {
    pattern:
      /\b(current_timestamp|current_date|current_time|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp)\b/i,
    why: "SQL time functions are the database's clock",
  },
  { pattern: /new Date\(\s*\)/, why: 'new Date() reads the system clock' },
  { pattern: /Date\.now\(\s*\)/, why: 'Date.now() reads the system clock' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('one clock for the server', () => {
  it('no source file outside platform.ts reads the system or database clock', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      if (name === THE_CLOCK) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\/.*$/, '');
          for (const { pattern, why } of FORBIDDEN) {
            if (pattern.test(code)) offences.push(`${name}:${index + 1}: ${why}: ${line.trim()}`);
          }
        });
    }
    expect(offences).toEqual([]);
  });

  it('the guard itself catches each kind of clock read', () => {
    const samples = [
      '.notNull().defaultNow()',
      'sql`select now()`',
      'where at > current_timestamp',
      'const t = new Date();',
      'const t = Date.now();',
    ];
    for (const sample of samples) expect(FORBIDDEN.some(({ pattern }) => pattern.test(sample))).toBe(true);
    for (const sample of ['services.now()', 'options.now()', 'now(): Date;', 'new Date(now.getTime() + 1)'])
      expect(FORBIDDEN.some(({ pattern }) => pattern.test(sample))).toBe(false);
  });
});
