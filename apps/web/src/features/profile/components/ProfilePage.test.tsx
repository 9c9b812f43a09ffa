import type { User } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function signIn() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
}

describe('profile and consent', () => {
  it('accepting consent on /edit-user saves habeas_data and opens Home', async () => {
    signIn();
    let user: User = fakeUser({ habeas_data: false });
    const { router, fetchMock } = await renderApp(routes, '/edit-user', (url, init) => {
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

  it('shows the server field messages and keeps the input', async () => {
    signIn();
    await renderApp(routes, '/profile', (url) => {
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
    const { fetchMock } = await renderApp(routes, '/profile', (url) =>
      url === '/api/user' ? jsonResponse(200, fakeUser()) : undefined,
    );
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'N3w!password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'N3w!password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/update')).toBe(false);
  });

  it('lists pending accounts for staff and activates one', async () => {
    signIn();
    let pending = [
      {
        pk_idusers: 9,
        username: 'fresh',
        email: 'fresh@example.com',
        email_verified: true,
        is_active: false,
        date_joined: '2026-03-01T10:00:00Z',
      },
    ];
    const { fetchMock } = await renderApp(routes, '/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ is_staff: true, platform_role: 1 }));
      if (url === '/api/admin/users?status=pending') return jsonResponse(200, pending);
      if (url === '/api/admin/users/9/activate') {
        pending = [];
        return jsonResponse(200, { ok: true });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('activate-fresh'));
    expect(await screen.findByText('No accounts are waiting for activation.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/admin/users/9/activate' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('does not show pending accounts to other users', async () => {
    signIn();
    await renderApp(routes, '/profile', (url) =>
      url === '/api/user' ? jsonResponse(200, fakeUser()) : undefined,
    );
    await screen.findByTestId('profile-form');
    expect(screen.queryByTestId('pending-accounts')).toBeNull();
  });
});
