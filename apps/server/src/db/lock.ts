import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An exclusive lock on DATA_DIR for embedded mode: PGlite has no lock of its own and two processes
 * writing the same files corrupt them. The lock file holds the owner's pid; a lock left by a process
 * that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'cobertura.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && isRunning(owner)) {
        throw new Error(
          `The database in ${dataDir} is already open by another Cobertura process (pid ${owner}). ` +
            'Embedded mode allows one process per data directory: stop the other one, choose another ' +
            'DATA_DIR, or run on PostgreSQL with DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
