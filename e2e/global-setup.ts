import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './e2e-env.ts';

/**
 * Starts a real SMTP catcher, a real OpenID provider (the enterprise single sign-on) and the whole
 * platform on a fresh embedded database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const catcher = await startMailServer();
  const oidc = await startOidcProvider();
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-e2e-data-'));
  const root = new URL('..', import.meta.url).pathname;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      OIDC_ENTERPRISE_ISSUER: oidc.issuer,
      OIDC_ENTERPRISE_CLIENT_ID: oidc.clientId,
      OIDC_ENTERPRISE_CLIENT_SECRET: oidc.clientSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${E2E_BASE_URL}/api/health`);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    catcher.kill('SIGTERM');
    oidc.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function startMailServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(
      new URL('./support/mail-server.ts', import.meta.url).pathname,
      [String(E2E_SMTP_PORT), E2E_MAIL_DIR],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the mail server exited with ${code}`)));
  });
}

/** The test OpenID provider, in its own process; answers its issuer and client. */
function startOidcProvider(): Promise<{
  process: ChildProcess;
  issuer: string;
  clientId: string;
  clientSecret: string;
}> {
  return new Promise((resolve, reject) => {
    const child = fork(
      new URL('./support/oidc-server.ts', import.meta.url).pathname,
      [`${E2E_BASE_URL}/oidc/callback/`],
      { execArgv: ['--import', 'tsx'] },
    );
    child.once('message', (message) => {
      const { issuer, clientId, clientSecret } = message as Record<string, string>;
      resolve({
        process: child,
        issuer: issuer ?? '',
        clientId: clientId ?? '',
        clientSecret: clientSecret ?? '',
      });
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited with ${code}`)));
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer at ${url}`);
}
