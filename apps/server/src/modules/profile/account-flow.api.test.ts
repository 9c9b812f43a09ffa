import { MESSAGES } from '@cobertura/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, resetCodes, users } from '../../db/schema.ts';
import { type CaughtMail, mailText, startMailCatcher } from '../../test/mail-catcher.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  platform = await startTestPlatform({ SMTP_URL: catcher.url, PUBLIC_URL: 'http://cobertura.test' });
});
afterAll(async () => {
  await platform.close();
  await catcher.close();
});

const codeIn = (mail: CaughtMail) => /reset code is (\d{6})/.exec(mailText(mail))?.[1] ?? '';
const NEW_PASSWORD = 'Tesoro!Nuevo2026';

describe('registration', () => {
  const newcomer = {
    username: 'lucia.f',
    email: 'lucia@importadora.example',
    password: 'Cafe&Cacao-1987',
    password_confirmation: 'Cafe&Cacao-1987',
    terms_condition: true,
  };

  it('validates the payload field by field', async () => {
    const response = await platform.request('POST', '/api/account/', {
      body: {
        username: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'x',
        terms_condition: false,
      },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'terms_condition',
      'username',
    ]);
  });

  it('applies the password policy: common, numeric, similar to the username, mismatched', async () => {
    const attempt = (password: string, confirmation = password) =>
      platform.request('POST', '/api/account/', {
        body: { ...newcomer, password, password_confirmation: confirmation },
      });
    expect((await attempt('password123')).json().error.fields.password).toContain(
      'This password is too common.',
    );
    expect((await attempt('84736251903')).json().error.fields.password).toContain(
      'This password is entirely numeric.',
    );
    expect((await attempt('lucia.f.2')).json().error.fields.password).toContain(
      'The password is too similar to your personal information.',
    );
    expect(
      (await attempt('Cafe&Cacao-1987', 'Cafe&Cacao-1988')).json().error.fields.password_confirmation,
    ).toEqual(['Passwords do not match']);
    // Each message comes with its code, for the app to word in the user's language.
    expect((await attempt('password123')).json().error.issues.password).toContain('PASSWORD_TOO_COMMON');
  });

  it('answers a taken email like a new one and mails its owner, so nobody learns who has an account', async () => {
    const owner = 'desk@demo.example';
    const attempt = { ...newcomer, username: 'someone.new', email: owner.toUpperCase() };
    const response = await platform.request('POST', '/api/account/', { body: attempt });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.registered });
    const mail = await catcher.waitFor(owner, /already has/);
    expect(mailText(mail)).toMatch(/reset your password/);
    const created = await platform.services.db.select().from(users).where(eq(users.username, 'someone.new'));
    expect(created).toEqual([]);
    // A taken username is still said: the newcomer must choose another.
    const taken = await platform.request('POST', '/api/account/', {
      body: { ...newcomer, username: 'DESK', email: 'fresh@importadora.example' },
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().error.fields)).toEqual(['username']);
  });

  it('answers a username asked for again the same whether its first email was taken or free', async () => {
    const register = (username: string, email: string) =>
      platform.request('POST', '/api/account/', { body: { ...newcomer, username, email } });
    // The probe: a fresh username with the email to test, then that username again with a free email.
    const outcomes = [];
    for (const [username, email] of [
      ['probe.taken', 'treasury@demo.example'],
      ['probe.free', 'nobody-here@importadora.example'],
    ] as const) {
      const first = await register(username, email);
      const again = await register(username, `other-${username}@importadora.example`);
      outcomes.push([first.statusCode, again.statusCode, again.json().error?.fields]);
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]?.slice(0, 2)).toEqual([201, 409]);
  });

  it("mails a taken address's owner at most once an hour", async () => {
    const owner = 'viewer@demo.example';
    const mailsToOwner = () => catcher.mails.filter((m) => m.to.includes(owner)).length;
    const register = (username: string) =>
      platform.request('POST', '/api/account/', { body: { ...newcomer, username, email: owner } });
    expect((await register('flood.one')).statusCode).toBe(201);
    await catcher.waitFor(owner, /already has/);
    expect((await register('flood.two')).statusCode).toBe(201);
    expect((await register('flood.three')).statusCode).toBe(201);
    platform.clock.advance(3_600_000 + 1);
    expect((await register('flood.four')).statusCode).toBe(201);
    await expect.poll(mailsToOwner, { timeout: 3_000 }).toBe(2);
  });

  it('creates an unverified, inactive user, mails a verification link; staff activate; then consent', async () => {
    const created = await platform.request('POST', '/api/account/', { body: newcomer });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: MESSAGES.registered });

    const again = await platform.request('POST', '/api/account/', { body: newcomer });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('username');

    const early = await platform.request('POST', '/api/auth/login', {
      body: { username: newcomer.username, password: newcomer.password },
    });
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await catcher.waitFor(newcomer.email, /verify\?token=/);
    const link = /http:\/\/cobertura\.test(\/api\/account\/verify\?token=[\w-]+)/.exec(mailText(mail))?.[1];
    expect(link).toBeTruthy();
    const verified = await platform.request('GET', link!);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1');
    expect((await platform.request('GET', link!)).headers.location).toBe('/login?verified=0');

    const pending = await platform.signIn(newcomer.username, newcomer.password);
    const gated = await platform.request('GET', '/api/currencies', { token: pending.access });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error.code).toBe('ACCOUNT_INACTIVE');
    const me = (await platform.request('GET', '/api/user', { token: pending.access })).json();
    expect(me).toMatchObject({ is_active: false, habeas_data: false });

    const admin = await platform.signIn('admin');
    const list = await platform.request('GET', '/api/admin/users?status=pending', { token: admin.access });
    expect(list.json().items.map((u: { username: string }) => u.username)).toContain(newcomer.username);
    const forbidden = await platform.request('POST', `/api/admin/users/${me.pk_idusers}/activate`, {
      token: pending.access,
    });
    expect(forbidden.statusCode).toBe(403);
    const activated = await platform.request('POST', `/api/admin/users/${me.pk_idusers}/activate`, {
      token: admin.access,
    });
    expect(activated.statusCode).toBe(200);

    const consent = await platform.request('GET', '/api/currencies', { token: pending.access });
    expect(consent.json().error.code).toBe('CONSENT_REQUIRED');
    const accepted = await platform.request('POST', '/api/user/update', {
      token: pending.access,
      body: { pk_idusers: me.pk_idusers, habeas_data: true, first_name: 'Lucía' },
    });
    expect(accepted.json()).toMatchObject({ habeas_data: true, first_name: 'Lucía', is_active: true });
    expect((await platform.request('GET', '/api/currencies', { token: pending.access })).statusCode).toBe(
      200,
    );
  });
});

describe('consent gate', () => {
  it('lets a user without consent reach only profile, consent, catalogs and sign-out', async () => {
    const { access } = await platform.signIn('newuser');
    for (const url of [
      '/api/companies',
      '/api/currencies',
      '/api/commodities',
      '/api/countries',
      '/api/get_user_routes',
    ]) {
      const response = await platform.request('GET', url, { token: access });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('CONSENT_REQUIRED');
    }
    expect((await platform.request('GET', '/api/user', { token: access })).statusCode).toBe(200);
    expect(
      (await platform.request('GET', '/api/catalogs?description=HabeasData&lang=es', { token: access }))
        .statusCode,
    ).toBe(200);
    expect((await platform.request('POST', '/api/auth/logout', { token: access })).statusCode).toBe(204);
  });
});

describe('password reset by code', () => {
  const email = 'treasury@demo.example';

  it('answers the same text whether or not the email exists', async () => {
    const known = await platform.request('POST', '/api/user/resetpassword', { body: { email } });
    const unknown = await platform.request('POST', '/api/user/resetpassword', {
      body: { email: 'nobody@nowhere.example' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.values(known.json()).at(-1)).toBe(MESSAGES.resetCodeSent);
    expect(Object.values(unknown.json()).at(-1)).toBe(MESSAGES.resetCodeSent);
    const audit = await platform.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reset_request'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    // The code is mailed after the answer; the next tests start once it has gone.
    await catcher.waitFor(email, /reset code/);
  });

  it('answers a known email without waiting for the code and its mail, so timing tells nothing', async () => {
    catcher.mails.length = 0;
    const { mailer } = platform.services;
    const send = mailer.send;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailer.send = async (mail) => {
      await held;
      return send.call(mailer, mail);
    };
    try {
      const answered = platform.request('POST', '/api/user/resetpassword', { body: { email } });
      const tooLate = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000));
      const first = await Promise.race([answered.then((r) => r.statusCode), tooLate]);
      expect(first).toBe(200);
    } finally {
      release();
      mailer.send = send;
    }
    await catcher.waitFor(email, /reset code/);
  });

  it('sets the new password with the mailed code, which works once', async () => {
    catcher.mails.length = 0;
    await platform.request('POST', '/api/user/resetpassword', { body: { email } });
    const code = codeIn(await catcher.waitFor(email, /reset code/));
    expect(code).toMatch(/^\d{6}$/);
    const weak = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code, password: 'alllowercase1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password does not meet all requirements');
    const done = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code, password: NEW_PASSWORD },
    });
    expect(done.json()).toEqual({ message: MESSAGES.passwordReset });
    expect((await platform.signIn('treasury', NEW_PASSWORD)).access).toBeTruthy();
    const reused = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code, password: NEW_PASSWORD },
    });
    expect(reused.json().error.code).toBe('INVALID_CODE');
  });

  it('codes expire after 10 minutes', async () => {
    catcher.mails.length = 0;
    await platform.request('POST', '/api/user/resetpassword', { body: { email } });
    const code = codeIn(await catcher.waitFor(email, /reset code/));
    platform.clock.advance(10 * 60_000 + 1);
    const late = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code, password: 'Another!Pass99' },
    });
    expect(late.json().error.code).toBe('INVALID_CODE');
  });

  it('a code dies after 5 wrong tries', async () => {
    catcher.mails.length = 0;
    await platform.request('POST', '/api/user/resetpassword', { body: { email } });
    const code = codeIn(await catcher.waitFor(email, /reset code/));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await platform.request('POST', '/api/user/validatecode', {
        body: { email, code: wrong, password: 'Another!Pass99' },
      });
    }
    const right = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code, password: 'Another!Pass99' },
    });
    expect(right.json().error.code).toBe('INVALID_CODE');
    const [latest] = await platform.services.db
      .select()
      .from(resetCodes)
      .orderBy(desc(resetCodes.id))
      .limit(1);
    expect(latest?.failedAttempts).toBe(5);
  });
});

describe("mails in the user's language", () => {
  /** The mails `send` is asked for while `act` runs and a moment after (they go after the answer). */
  async function mailsDuring(act: () => Promise<unknown>, to: string, count = 1) {
    const sent = vi.spyOn(platform.services.mailer, 'send');
    try {
      await act();
      const mails = () => sent.mock.calls.map(([mail]) => mail).filter((mail) => mail.to === to);
      await vi.waitFor(() => expect(mails()).toHaveLength(count));
      return mails();
    } finally {
      sent.mockRestore();
    }
  }
  const setLanguage = (username: string, language: string | null) =>
    platform.services.db.update(users).set({ language }).where(eq(users.username, username));

  it('sends the verification link in the language the newcomer registered in', async () => {
    const register = (username: string, email: string, language: 'en' | 'es') =>
      platform.request('POST', '/api/account/', {
        body: {
          username,
          email,
          password: 'Cafe&Cacao-1987',
          password_confirmation: 'Cafe&Cacao-1987',
          terms_condition: true,
          language,
        },
      });
    const [spanish] = await mailsDuring(
      () => register('ana.r', 'ana@molino.example', 'es'),
      'ana@molino.example',
    );
    expect(spanish?.subject).toBe('Confirme su correo para Cobertura');
    expect(spanish?.text).toMatch(
      /^Hola ana\.r,\n\nConfirme su dirección de correo abriendo este enlace:\nhttp:\/\/cobertura\.test\/api\/account\/verify\?token=[\w-]+\n\nLuego nuestro equipo activará su cuenta\.\n\nCobertura$/,
    );
    const [english] = await mailsDuring(
      () => register('tom.b', 'tom@mill.example', 'en'),
      'tom@mill.example',
    );
    expect(english?.subject).toBe('Verify your email for Cobertura');
    expect(english?.text).toMatch(/^Hello tom\.b,\n\nConfirm your email address by opening this link:\n/);
    expect(english?.text).not.toContain('Hola');
  });

  it("tells a taken address's owner in the owner's language", async () => {
    await setLanguage('supervisor', 'es');
    const [mail] = await mailsDuring(
      () =>
        platform.request('POST', '/api/account/', {
          body: {
            username: 'someone.else',
            email: 'supervisor@demo.example',
            password: 'Cafe&Cacao-1987',
            password_confirmation: 'Cafe&Cacao-1987',
            terms_condition: true,
            language: 'en',
          },
        }),
      'supervisor@demo.example',
    );
    expect(mail?.subject).toBe('Alguien intentó registrarse en Cobertura con su correo');
    expect(mail?.text).toContain('restablezca su contraseña desde la página de inicio de sesión');
    expect(mail?.text).not.toContain('Hello');
  });

  it("sends a reset code in the account's language, and in both when it is not known", async () => {
    const email = 'treasuryb@demo.example';
    const ask = () => platform.request('POST', '/api/user/resetpassword', { body: { email } });
    await setLanguage('treasuryb', 'es');
    const [spanish] = await mailsDuring(ask, email);
    expect(spanish?.subject).toBe('Su código para restablecer la contraseña de Cobertura');
    expect(spanish?.text).toMatch(
      /^Hola treasuryb,\n\nSu código para restablecer la contraseña es \d{6}\.\nVence en 10 minutos y solo puede usarse una vez\.\n\nSi no lo pidió, ignore este correo: su contraseña sigue igual\.\n\nCobertura$/,
    );
    await setLanguage('treasuryb', 'en');
    const [english] = await mailsDuring(ask, email);
    expect(english?.subject).toBe('Your Cobertura password reset code');
    expect(english?.text).toMatch(/^Hello treasuryb,\n\nYour password reset code is \d{6}\./);
    expect(english?.text).not.toContain('Hola');
    await setLanguage('treasuryb', null);
    const [both] = await mailsDuring(ask, email);
    expect(both?.subject).toBe(
      'Your Cobertura password reset code / Su código para restablecer la contraseña de Cobertura',
    );
    // One code, said in both languages.
    const codes = [...(both?.text.matchAll(/\d{6}/g) ?? [])].map((match) => match[0]);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(1);
  });

  it('sends nothing for a reset asked for an unknown address', async () => {
    const sent = vi.spyOn(platform.services.mailer, 'send');
    try {
      const asked = await platform.request('POST', '/api/user/resetpassword', {
        body: { email: 'nadie@ninguna.example' },
      });
      expect(asked.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });
});

describe('rate limits', () => {
  it('refuse wrong codes for one email after 10 failures in 15 minutes, with 429', async () => {
    const email = 'viewer@demo.example';
    for (let i = 0; i < 10; i++) {
      const wrong = await platform.request('POST', '/api/user/validatecode', {
        body: { email, code: '000000', password: 'Another!Pass99' },
      });
      expect(wrong.json().error.code).toBe('INVALID_CODE');
    }
    const blocked = await platform.request('POST', '/api/user/validatecode', {
      body: { email, code: '000000', password: 'Another!Pass99' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many wrong codes/);
    platform.clock.advance(16 * 60_000);
  });

  it('limit sign-in attempts per IP address', async () => {
    const strict = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        strict.request('POST', '/api/auth/login', { body: { username: 'nobody', password: 'whatever' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.json().error.message).toMatch(/Too many attempts from your address/);
    } finally {
      await strict.close();
    }
  });
});

describe('set password', () => {
  it('is allowed for the user themself or staff only', async () => {
    const viewer = await platform.signIn('viewer');
    const viewerMe = (await platform.request('GET', '/api/user', { token: viewer.access })).json();
    const desk = await platform.signIn('desk');
    const body = {
      pk_idusers: viewerMe.pk_idusers,
      password: 'Quetzal#River42',
      password_confirmation: 'Quetzal#River42',
    };
    expect((await platform.request('POST', '/api/user/setRessetPassword', { body })).statusCode).toBe(401);
    expect(
      (await platform.request('POST', '/api/user/setRessetPassword', { token: desk.access, body }))
        .statusCode,
    ).toBe(403);
    // One's own password needs the current one: an access token alone is not enough.
    const bare = await platform.request('POST', '/api/user/setRessetPassword', {
      token: viewer.access,
      body,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.password_old).toEqual(['Your current password is not correct.']);
    const guessed = await platform.request('POST', '/api/user/setRessetPassword', {
      token: viewer.access,
      body: { ...body, password_old: 'not-it' },
    });
    expect(guessed.json().error.fields).toHaveProperty('password_old');
    const own = await platform.request('POST', '/api/user/setRessetPassword', {
      token: viewer.access,
      body: { ...body, password_old: 'Cobertura#2026' },
    });
    expect(own.statusCode).toBe(200);
    const admin = await platform.signIn('admin');
    const byStaff = await platform.request('POST', '/api/user/setRessetPassword', {
      token: admin.access,
      body: { ...body, password: 'Cobertura#2026', password_confirmation: 'Cobertura#2026' },
    });
    expect(byStaff.statusCode).toBe(200);
    // A password set by staff ends the user's sessions.
    expect((await platform.request('GET', '/api/user', { token: viewer.access })).statusCode).toBe(401);
    const again = await platform.signIn('viewer');
    const common = await platform.request('POST', '/api/user/setRessetPassword', {
      token: again.access,
      body: {
        ...body,
        password_old: 'Cobertura#2026',
        password: 'iloveyou',
        password_confirmation: 'iloveyou',
      },
    });
    expect(common.statusCode).toBe(400);
  });

  it('changing the password in the profile needs the old one', async () => {
    const { access } = await platform.signIn('admin');
    const me = (await platform.request('GET', '/api/user', { token: access })).json();
    const wrong = await platform.request('POST', '/api/user/update', {
      token: access,
      body: {
        pk_idusers: me.pk_idusers,
        password_old: 'guess',
        password_new: 'Lagoon#Heron77',
        password_new_confirm: 'Lagoon#Heron77',
      },
    });
    expect(wrong.json().error.fields).toHaveProperty('password_old');
    const other = await platform.request('POST', '/api/user/update', {
      token: access,
      body: { pk_idusers: me.pk_idusers + 1, first_name: 'X' },
    });
    expect(other.statusCode).toBe(403);
  });
});
