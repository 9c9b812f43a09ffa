import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the platform under test listens, and where its mail lands (shared by setup and tests). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_MAIL_DIR = join(tmpdir(), `cobertura-e2e-mail-${E2E_PORT}`);
