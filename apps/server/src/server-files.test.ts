import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverPath, sourceAsset, threadModule } from './server-files.ts';

describe('files the server reads as it runs, from the sources', () => {
  it('finds the assets of src/ and the migrations', () => {
    expect(existsSync(sourceAsset('identity/common-passwords.txt'))).toBe(true);
    expect(existsSync(serverPath('drizzle/meta/_journal.json'))).toBe(true);
  });

  it('runs a worker thread from its TypeScript module through the tsx loader', () => {
    const { filename, execArgv } = threadModule('workers/job-worker.ts');
    expect(existsSync(fileURLToPath(filename))).toBe(true);
    expect(execArgv).toEqual(['--import', 'tsx']);
  });
});
