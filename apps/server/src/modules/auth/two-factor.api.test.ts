import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/seed.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => platform.close());

/** The code an authenticator app shows for `secret` at the platform's clock (RFC 6238 defaults). */
function codeAt(target: TestPlatform, secret: string, offsetMs = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: target.clock.now().getTime() + offsetMs });
}

/** Moves the clock to the start of the next 30-second step, so that a new code is current. */
function nextStep(target: TestPlatform): void {
  const now = target.clock.now().getTime();
  target.clock.advance(30_000 - (now % 30_000) + 1);
}

/** Turns two-factor sign-in on for a user; answers the secret and the recovery codes. */
async function enrol(target: TestPlatform, username: string) {
  const { access } = await target.signIn(username);
  const enrolment = (await target.request('POST', '/api/user/two-factor/enrol', { token: access })).json();
  const confirmed = await target.request('POST', '/api/user/two-factor/confirm', {
    token: access,
    body: { code: codeAt(target, enrolment.secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    access,
    secret: enrolment.secret as string,
    recovery: confirmed.json().recovery_codes as string[],
  };
}

const passwordStep = (username: string) =>
  platform.request('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } });
const codeStep = (challenge: string, code: string) =>
  platform.request('POST', '/api/auth/two-factor', { body: { challenge, code } });

describe('two-factor enrolment', () => {
  it('shows a QR code and the secret, and turns on with a first code; the secret is never shown again', async () => {
    const { access } = await platform.signIn('treasury');
    const before = await platform.request('GET', '/api/user/two-factor', { token: access });
    expect(before.json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    const enrolment = await platform.request('POST', '/api/user/two-factor/enrol', { token: access });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Cobertura:treasury\?/);
    expect(new URL(otpauth_url).searchParams.get('secret')).toBe(secret);
    expect(qr_svg).toMatch(/^<svg/);
    const wrong = await platform.request('POST', '/api/user/two-factor/confirm', {
      token: access,
      body: { code: codeAt(platform, secret, 5 * 60_000) },
    });
    // A wrong code refuses the step, not the session: 400, and the caller stays signed in.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    expect((await platform.request('GET', '/api/user', { token: access })).statusCode).toBe(200);
    const badInput = await platform.request('POST', '/api/user/two-factor/confirm', {
      token: access,
      body: { code: '12ab' },
    });
    expect(badInput.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: ['Enter the 6-digit code'] },
    });
    const confirmed = await platform.request('POST', '/api/user/two-factor/confirm', {
      token: access,
      body: { code: codeAt(platform, secret) },
    });
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await platform.request('GET', '/api/user/two-factor', { token: access });
    expect(after.json()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    expect(after.body).not.toContain(secret);
    expect((await platform.request('GET', '/api/user', { token: access })).json().two_factor).toBe(true);
    const again = await platform.request('POST', '/api/user/two-factor/enrol', { token: access });
    expect(again.statusCode).toBe(409);
  });
});

describe('two-factor sign-in', () => {
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    ({ secret, recovery } = await enrol(platform, 'desk'));
  });

  it('asks for the code after the password, and each code works once', async () => {
    const first = await passwordStep('desk');
    expect(first.statusCode).toBe(200);
    const { challenge, expires_in } = first.json();
    expect(first.json().access).toBeUndefined();
    expect(expires_in).toBe(300);
    // The code that confirmed the enrolment is spent for its step.
    expect((await codeStep(challenge, codeAt(platform, secret))).statusCode).toBe(401);
    nextStep(platform);
    const code = codeAt(platform, secret);
    const signedIn = await codeStep(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    const me = await platform.request('GET', '/api/user', { token: signedIn.json().access });
    expect(me.json().username).toBe('desk');
    // The challenge is spent, and so is the code, even with a new challenge in the same window.
    expect((await codeStep(challenge, code)).json().error.code).toBe('TWO_FACTOR_INVALID');
    const second = (await passwordStep('desk')).json();
    expect((await codeStep(second.challenge, code)).statusCode).toBe(401);
  });

  it('takes a recovery code once instead', async () => {
    const { challenge } = (await passwordStep('desk')).json();
    const signedIn = await codeStep(challenge, (recovery[0] as string).toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const again = (await passwordStep('desk')).json();
    expect((await codeStep(again.challenge, recovery[0] as string)).statusCode).toBe(401);
    const state = await platform.request('GET', '/api/user/two-factor', { token: signedIn.json().access });
    expect(state.json().recovery_codes_left).toBe(9);
  });

  it('closes a challenge after five wrong codes, and when it expires', async () => {
    const { challenge } = (await passwordStep('desk')).json();
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(401);
    nextStep(platform);
    const closed = await codeStep(challenge, codeAt(platform, secret));
    expect(closed.json().error.message).toMatch(/Sign in again with your password/);
    const late = (await passwordStep('desk')).json();
    platform.clock.advance(301_000);
    expect((await codeStep(late.challenge, codeAt(platform, secret))).json().error.message).toMatch(
      /Sign in again/,
    );
  });

  it('refuses the GraphQL login, which has no code step', async () => {
    const response = await platform.request('POST', '/graphql', {
      body: { query: `mutation { login(username: "desk", password: "${DEMO_PASSWORD}") { access } }` },
    });
    expect(response.json().errors[0].extensions.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('turns off only with a current code', async () => {
    nextStep(platform);
    const { challenge } = (await passwordStep('desk')).json();
    const { access } = (await codeStep(challenge, codeAt(platform, secret))).json();
    nextStep(platform);
    const wrong = await platform.request('POST', '/api/user/two-factor/disable', {
      token: access,
      body: { code: codeAt(platform, secret, 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const off = await platform.request('POST', '/api/user/two-factor/disable', {
      token: access,
      body: { code: codeAt(platform, secret) },
    });
    expect(off.statusCode).toBe(204);
    expect((await passwordStep('desk')).json().access).toBeDefined();
  });
});

describe('the code step is limited like the password', () => {
  it('counts against the same per-IP sign-in limit', async () => {
    const limited = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { secret } = await enrol(limited, 'viewer');
      const step = (body: object) => limited.request('POST', '/api/auth/two-factor', { body });
      const first = await limited.request('POST', '/api/auth/login', {
        body: { username: 'viewer', password: DEMO_PASSWORD },
      });
      // The enrolment's sign-in and this one used two of the three; the code step takes the third.
      expect((await step({ challenge: first.json().challenge, code: '000000' })).statusCode).toBe(401);
      const refused = await step({
        challenge: first.json().challenge,
        code: codeAt(limited, secret, 30_000),
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('staff required to use two-factor sign-in', () => {
  it('asks a staff member without it to enrol before anything else', async () => {
    const strict = await startTestPlatform({ STAFF_REQUIRE_2FA: 'true' });
    try {
      const { access } = await strict.signIn('admin');
      const blocked = await strict.request('GET', '/api/admin/users', { token: access });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
      expect((await strict.request('GET', '/api/user', { token: access })).statusCode).toBe(200);
      const state = await strict.request('GET', '/api/user/two-factor', { token: access });
      expect(state.json()).toMatchObject({ enabled: false, required: true });
      // Others are not asked.
      const member = await strict.signIn('treasury');
      expect((await strict.request('GET', '/api/companies', { token: member.access })).statusCode).toBe(200);
      const enrolment = (
        await strict.request('POST', '/api/user/two-factor/enrol', { token: access })
      ).json();
      await strict.request('POST', '/api/user/two-factor/confirm', {
        token: access,
        body: { code: codeAt(strict, enrolment.secret) },
      });
      expect((await strict.request('GET', '/api/admin/users', { token: access })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
