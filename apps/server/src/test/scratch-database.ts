import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the PostgreSQL server at `adminUrl`, for one test file or benchmark. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}
