import type { User } from '@cobertura/contracts';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { type FetchRoute, fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

afterEach(() => {
  // Toasts live in a store of their own: one test's must not show in the next.
  notifications.clean();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function signIn() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
}

/** A signed-in user whose consent is pending, with no other answers. */
const consentPending: FetchRoute = (url) => {
  if (url === '/api/user') return jsonResponse(200, fakeUser({ habeas_data: false }));
  if (url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
  return undefined;
};

describe('profile and consent', () => {
  it('accepting consent on /edit-user saves habeas_data and opens Home', async () => {
    signIn();
    let user: User = fakeUser({ habeas_data: false });
    const { router, fetchMock } = await renderAppAt('/edit-user', (url, init) => {
      if (url === '/api/user') return jsonResponse(200, user);
      if (url === '/api/user/update') {
        const body = JSON.parse(String(init?.body));
        user = { ...user, habeas_data: body.habeas_data };
        return jsonResponse(200, user);
      }
      if (url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('habeas-checkbox'));
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/update');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ pk_idusers: 2, habeas_data: true });
  });

  it('refuses to save without consent while it is pending, and claims no success', async () => {
    signIn();
    const { fetchMock } = await renderAppAt('/edit-user', consentPending);
    fireEvent.click(await screen.findByTestId('profile-save'));
    expect(await screen.findByText(/Accept the data protection policy to continue/)).toBeTruthy();
    expect(screen.queryByText('Your profile was saved.')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/update')).toBe(false);
  });

  it('shows the data-protection policy over the consent form and ticks the box on accepting', async () => {
    signIn();
    await renderAppAt('/edit-user', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ habeas_data: false }));
      if (url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
      if (url.startsWith('/api/catalogs')) {
        return jsonResponse(200, [
          {
            description: 'HabeasData',
            json: { HabeasData: [{ title: 'Our policy', content: 'We protect it.' }] },
          },
        ]);
      }
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('habeas-link'));
    expect(await screen.findByText('Our policy')).toBeTruthy();
    fireEvent.click(screen.getByTestId('habeas-accept'));
    await waitFor(() =>
      expect((screen.getByTestId('habeas-checkbox') as HTMLInputElement).checked).toBe(true),
    );
  });

  it('lets a user with consent pending open the policy at /Habeas', async () => {
    signIn();
    const { router } = await renderAppAt('/Habeas', consentPending);
    await waitFor(() =>
      expect(screen.queryByTestId('catalog-error') ?? screen.queryByTestId('catalog-empty')).toBeTruthy(),
    );
    expect(router.state.location.pathname).toBe('/Habeas');
  });

  it('shows the server field messages and keeps the input', async () => {
    signIn();
    await renderAppAt('/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser());
      if (url === '/api/user/update') {
        return jsonResponse(409, {
          error: { code: 'CONFLICT', message: 'Conflict', fields: { email: ['That email is taken.'] } },
        });
      }
      return undefined;
    });
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'other@demo.example' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('That email is taken.')).toBeTruthy();
    expect(email.value).toBe('other@demo.example');
  });

  it('needs the old password to change the password', async () => {
    signIn();
    const { fetchMock } = await renderAppAt('/profile', (url) =>
      url === '/api/user' ? jsonResponse(200, fakeUser()) : undefined,
    );
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'N3w!password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'N3w!password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/update')).toBe(false);
  });

  it('shows a client treasury user the members of their company, read only', async () => {
    signIn();
    const company = { pk_idcompany: 1, company_name: 'Demo Company A', portfolios: [] };
    const member = {
      pk_idusers: 3,
      username: 'viewer',
      email: 'viewer@demo.example',
      first_name: 'Victor',
      last_name: 'Viewer',
      platform_role: 5,
      is_active: true,
      invitation_pending: false,
    };
    await renderAppAt('/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ platform_role: 2 }));
      if (url.startsWith('/api/companies?')) return jsonResponse(200, [company]);
      if (url === '/api/companies/1/members') return jsonResponse(200, [member]);
      return undefined;
    });
    const row = await screen.findByTestId('member-viewer');
    expect(row.textContent).toContain('Victor Viewer');
    expect(row.textContent).toContain('Executive viewer');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByTestId('admin-link')).toBeNull();
  });

  it("shows the user's companies on the platform as their Company, read only, and saves the typed one unchanged", async () => {
    signIn();
    const companies = ['Demo Company A', 'Demo Company B'].map((company_name, i) => ({
      pk_idcompany: i + 1,
      company_name,
      portfolios: [],
    }));
    const { fetchMock } = await renderAppAt('/profile', (url) => {
      if (url === '/api/user')
        return jsonResponse(200, fakeUser({ platform_role: 5, companies: [1, 2], company: 'Typed Ltd' }));
      if (url.startsWith('/api/companies?')) return jsonResponse(200, companies);
      if (url === '/api/user/update') return jsonResponse(200, fakeUser());
      return undefined;
    });
    const field = await screen.findByLabelText('Companies');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Demo Company A, Demo Company B'));
    expect(field.hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/update')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/update');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ company: 'Typed Ltd' });
  });

  it('shows staff the way to the administration, and other roles neither it nor the members', async () => {
    signIn();
    await renderAppAt('/profile', (url) =>
      url === '/api/user' ? jsonResponse(200, fakeUser({ platform_role: 5 })) : undefined,
    );
    await screen.findByTestId('profile-form');
    expect(screen.queryByTestId('admin-link')).toBeNull();
    expect(screen.queryByTestId('company-members-card')).toBeNull();
  });
});

describe('two-factor sign-in card', () => {
  it('sets up with the QR code and a first code, then shows the recovery codes once', async () => {
    signIn();
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    const { fetchMock } = await renderAppAt('/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ two_factor: enabled }));
      if (url === '/api/user/two-factor') {
        return jsonResponse(200, { enabled, recovery_codes_left: enabled ? 10 : 0, required: false });
      }
      if (url === '/api/user/two-factor/enrol') {
        return jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_svg: '<svg/>',
        });
      }
      if (url === '/api/user/two-factor/confirm') {
        enabled = true;
        return jsonResponse(200, { recovery_codes: codes });
      }
      if (url.startsWith('/api/')) return jsonResponse(200, []);
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('two-factor-start'));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByAltText('QR code for your authenticator app').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByTestId('two-factor-failure')).textContent).toBe('Enter the 6-digit code');
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toContain('code9-abcde');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/two-factor/confirm');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByTestId('two-factor-disable')).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('says a mistyped code is wrong and keeps the user signed in, on the form, with the code', async () => {
    signIn();
    const { router } = await renderAppAt('/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ two_factor: true }));
      if (url === '/api/user/two-factor') {
        return jsonResponse(200, { enabled: true, recovery_codes_left: 10, required: false });
      }
      if (url === '/api/user/two-factor/disable') {
        return jsonResponse(400, { error: { code: 'INVALID_CODE', message: 'The code is not valid.' } });
      }
      if (url.startsWith('/api/')) return jsonResponse(200, []);
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByTestId('two-factor-failure')).textContent).toBe(
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    );
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('654321');
  });
});
