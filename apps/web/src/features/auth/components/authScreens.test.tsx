import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login', () => {
  it('asks for username and password', async () => {
    const { fetchMock } = await renderAppAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/login')).toBe(false);
  });

  it("shows the server's message and keeps what was typed", async () => {
    await renderAppAt('/login', (url) =>
      url === '/api/auth/login'
        ? jsonResponse(403, {
            error: {
              code: 'PASSWORD_EXPIRED',
              message: 'Your password has expired, please click Forgot Password button to reset it',
            },
          })
        : undefined,
    );
    type('Username', 'treasury');
    type(/^Password/, 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Your password has expired, please click Forgot Password button to reset it',
    );
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('treasury');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('secret-1');
  });

  it('falls back to the generic text when the server does not answer', async () => {
    await renderAppAt('/login', (url) => {
      if (url === '/api/auth/login') throw new TypeError('Failed to fetch');
      return undefined;
    });
    type('Username', 'treasury');
    type(/^Password/, 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'An error occurred during login. Please try again.',
    );
  });

  it('shows the rotating progress while signing in', async () => {
    await renderAppAt('/login', (url) =>
      url === '/api/auth/login' ? new Promise<Response>(() => {}) : undefined,
    );
    type('Username', 'treasury');
    type(/^Password/, 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-progress')).textContent).toBe('Validating credentials...');
  });

  it('confirms a verified e-mail address', async () => {
    await renderAppAt('/login?verified=1');
    expect((await screen.findByTestId('login-verified')).textContent).toContain('Your email is verified.');
  });

  it('hides the single-sign-on buttons while no provider is enabled', async () => {
    await renderAppAt('/login', (url) =>
      url === '/api/auth/providers'
        ? jsonResponse(200, { google: false, microsoft: false, enterprise: true })
        : undefined,
    );
    expect(await screen.findByTestId('sso-enterprise')).toBeTruthy();
    expect(screen.queryByTestId('sso-google')).toBeNull();
    expect(screen.queryByTestId('sso-microsoft')).toBeNull();
  });
});

describe('two-factor sign-in and single sign-on', () => {
  const signedIn = (url: string) => {
    if (url === '/api/user') return jsonResponse(200, fakeUser());
    if (url.startsWith('/api/')) return jsonResponse(200, []);
    return undefined;
  };

  it('asks for the code after the password and signs in with it', async () => {
    const { router, fetchMock } = await renderAppAt('/login', (url) => {
      if (url === '/api/auth/login') return jsonResponse(200, { challenge: 'ch-1', expires_in: 300 });
      if (url === '/api/auth/two-factor') return jsonResponse(200, { access: fakeJwt(), refresh: 'r' });
      if (url === '/api/auth/providers') return undefined;
      return signedIn(url);
    });
    type('Username', 'treasury');
    type(/^Password/, 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-factor-error')).textContent).toBe('Enter the 6-digit code');
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/two-factor');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it("takes a recovery code instead, and shows the server's refusal", async () => {
    await renderAppAt('/login', (url) => {
      if (url === '/api/auth/login') return jsonResponse(200, { challenge: 'ch-1', expires_in: 300 });
      if (url === '/api/auth/two-factor') {
        return jsonResponse(401, {
          error: { code: 'TWO_FACTOR_INVALID', message: 'The code is not valid.' },
        });
      }
      return undefined;
    });
    type('Username', 'treasury');
    type(/^Password/, 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    type('Recovery code', 'abcde-fghjk');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-factor-error')).textContent).toBe('The code is not valid.');
  });

  it('exchanges the code single sign-on returned, and shows the spec text when it fails', async () => {
    const { fetchMock } = await renderAppAt('/login?code=c1&state=s1&iss=http%3A%2F%2Fidp', (url) =>
      url === '/api/oidc/callback/'
        ? jsonResponse(401, {
            error: {
              code: 'SSO_FAILED',
              message: 'Failed to exchange code: the sign-in request has expired',
            },
          })
        : undefined,
    );
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Failed to exchange code: the sign-in request has expired',
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/oidc/callback/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'c1', state: 's1', iss: 'http://idp' });
  });

  it('signs in with the tokens the single sign-on callback answers', async () => {
    const { router } = await renderAppAt('/login?code=c1&state=s1', (url) =>
      url === '/api/oidc/callback/' ? jsonResponse(200, { access: fakeJwt(), refresh: 'r' }) : signedIn(url),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('refresh')).toBe('r');
  });

  it('starts each configured provider at its own address', async () => {
    await renderAppAt('/login', (url) =>
      url === '/api/auth/providers'
        ? jsonResponse(200, { google: true, microsoft: true, enterprise: true })
        : undefined,
    );
    expect((await screen.findByTestId('sso-google')).getAttribute('href')).toBe(
      '/api/auth/oidc/google/start',
    );
    expect(screen.getByTestId('sso-microsoft').getAttribute('href')).toBe('/api/auth/oidc/microsoft/start');
    expect(screen.getByTestId('sso-enterprise').textContent).toBe('Enterprise single sign-on');
  });
});

describe('register', () => {
  const fill = () => {
    type(/^Username/, 'ana');
    type(/^Email/, 'ana@example.com');
    type(/^Password \*/, 'Str0ng!pass');
    type(/^Password confirmation/, 'Str0ng!pass');
    fireEvent.click(screen.getByRole('checkbox'));
  };

  it('recognises success only by the exact message, then opens the login after 5 s', async () => {
    const { router, fetchMock } = await renderAppAt('/register', (url) =>
      url === '/api/account/'
        ? jsonResponse(201, { message: 'User registered. Verify your email to continue.' })
        : undefined,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('register-success')).textContent).toContain(
      'User registered. Verify your email to continue.',
    );
    // The account's mails (its activation) are to be written in the language of the screen.
    const [, sent] = fetchMock.mock.calls.find(([url]) => url === '/api/account/') ?? [];
    expect(JSON.parse(String(sent?.body))).toMatchObject({ username: 'ana', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 6500 });
  }, 10_000);

  it('joins the field errors in red and keeps the inputs', async () => {
    await renderAppAt('/register', (url) =>
      url === '/api/account/'
        ? jsonResponse(409, {
            error: {
              code: 'CONFLICT',
              message: 'Conflict',
              fields: { username: ['That username is taken.'], email: ['That email is taken.'] },
            },
          })
        : undefined,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('register-error')).textContent).toBe(
      'That email is taken. That username is taken.',
    );
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('ana');
  });

  it('asks for matching passwords and the terms', async () => {
    await renderAppAt('/register');
    type(/^Password \*/, 'Str0ng!pass');
    type(/^Password confirmation/, 'Str0ng!other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
  });
});

describe('reset password', () => {
  it('signs the current user out, sends the code, then validates it', async () => {
    localStorage.setItem('token', 'old');
    const { router, fetchMock } = await renderAppAt('/reset_password', (url) => {
      if (url === '/api/user/resetpassword') {
        return jsonResponse(200, {
          email: 'ana@example.com',
          message: 'Password reset code sent successfully',
        });
      }
      if (url === '/api/user/validatecode') {
        return jsonResponse(200, { message: 'Password has been reset successfully' });
      }
      return undefined;
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type('Email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect((await screen.findByTestId('reset-code-sent')).textContent).toBe(
      'Code successfully sent to registered email',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Validate Code' }));
    expect((await screen.findByTestId('reset-error')).textContent).toBe('Code is required');
    type('Code', '123456');
    type('New password', 'abc');
    type('Repeat new password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Validate Code' }));
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'Password does not meet all requirements',
    );
    expect(screen.getByTestId('password-checklist').querySelectorAll('[data-met="true"]')).toHaveLength(1);

    type('New password', 'Abcdef1!');
    type('Repeat new password', 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Validate Code' }));
    expect((await screen.findByTestId('reset-success')).textContent).toBe(
      'Reset password successful, we will redirect you to login.',
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/validatecode');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      code: '123456',
      password: 'Abcdef1!',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 6500 });
  }, 10_000);

  it('treats any other answer as an error and reports network failures', async () => {
    await renderAppAt('/reset_password', (url) => {
      if (url === '/api/user/resetpassword') throw new TypeError('Failed to fetch');
      return undefined;
    });
    type('Email', 'ana@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    });
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'Failed to process password reset request, Try again.',
    );
    expect(screen.queryByRole('button', { name: 'Validate Code' })).toBeNull();
  });
});

describe('password-change confirmation', () => {
  it('claims a change only when a successful change led there', async () => {
    const { router } = await renderAppAt('/ConfirmRessetPassword');
    expect(await screen.findByTestId('confirm-reset-unconfirmed')).toBeTruthy();
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
    await act(() => router.navigate('/ConfirmRessetPassword', { state: { passwordChanged: true } }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
  });
});

describe('terms page', () => {
  it("shows the spec's texts when the catalogue is empty (204)", async () => {
    await renderAppAt('/disclaimer', (url) =>
      url.startsWith('/api/catalogs') ? new Response(null, { status: 204 }) : undefined,
    );
    const alert = await screen.findByTestId('catalog-empty');
    expect(alert.textContent).toContain('Error: 204 No Content');
    expect(alert.textContent).toContain('Could not fetch data, please refresh or contact support.');
  });

  it('splits the content into paragraphs', async () => {
    const { fetchMock } = await renderAppAt('/disclaimer', (url) =>
      url.startsWith('/api/catalogs')
        ? jsonResponse(200, [
            {
              description: 'terms&conditions',
              json: { termsandconditions: [{ title: 'Terms', content: 'One.|||Two.' }] },
            },
          ])
        : undefined,
    );
    expect(await screen.findByText('Two.')).toBeTruthy();
    expect(screen.getByText('One.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/description=terms%26conditions&lang=en/);
  });
});

describe('set password', () => {
  it("asks for the current password when it is one's own, and sends it", async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    const { fetchMock } = await renderAppAt('/set_password/2', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ pk_idusers: 2 }));
      if (url === '/api/user/setRessetPassword')
        return jsonResponse(200, { message: 'Your password has been changed.' });
      return undefined;
    });
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
    type('New password', 'Quetzal#River42');
    type('Confirm new password', 'Quetzal#River42');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    type('Current password', 'Cobertura#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/setRessetPassword')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/setRessetPassword') ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      pk_idusers: 2,
      password_old: 'Cobertura#2026',
    });
  });

  it('says at once that an invitation link is spent, with no password form to fill in vain', async () => {
    const { fetchMock } = await renderAppAt('/set_password/7?token=t0k3n', (url) =>
      url === '/api/invitations/check' ? jsonResponse(200, { state: 'expired' }) : undefined,
    );
    expect((await screen.findByTestId('set-password-spent')).textContent).toContain(
      'This invitation link expired',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/invitations/check') ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ pk_idusers: 7, token: 't0k3n' });
  });
});
