import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const staff = fakeUser({ pk_idusers: 1, username: 'admin', is_staff: true, platform_role: 1 });
const companyA = {
  pk_idcompany: 1,
  company_name: 'Demo Company A',
  initials: 'DCA',
  members: 1,
  created_at: '',
};
const treasury = {
  pk_idusers: 2,
  username: 'treasury',
  email: 'treasury@demo.example',
  first_name: 'Tomás',
  last_name: 'Tesorero',
  platform_role: 2,
  is_active: true,
  invitation_pending: false,
};

/** A staff member on /admin, against a server that keeps the companies and members it is told. */
async function openAdmin() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const companies = [companyA];
  const members = [treasury];
  const rendered = await renderAppAt('/admin', (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === '/api/user') return jsonResponse(200, staff);
    if (url === '/api/admin/companies' && method === 'GET') return jsonResponse(200, companies);
    if (url === '/api/admin/companies' && method === 'POST') {
      if (body.initials === 'DCA') {
        return jsonResponse(409, {
          error: {
            code: 'CONFLICT',
            message: 'taken',
            fields: { initials: ['Another company has these initials.'] },
          },
        });
      }
      const created = { ...companyA, pk_idcompany: 2, members: 0, ...body };
      companies.push(created);
      return jsonResponse(201, created);
    }
    if (url === '/api/companies/1/members') return jsonResponse(200, members);
    if (url === '/api/companies/2/members') return jsonResponse(200, []);
    if (url === '/api/admin/invitations') {
      const invited = { ...treasury, pk_idusers: 9, ...body, invitation_pending: true };
      members.push(invited);
      return jsonResponse(201, invited);
    }
    return undefined;
  });
  return rendered;
}

describe('the administration', () => {
  it('creates a company, and keeps what was typed when its initials are taken', async () => {
    await openAdmin();
    fireEvent.click(await screen.findByTestId('new-company'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Company name/), { target: { value: 'Palmas del Sur' } });
    fireEvent.change(within(dialog).getByLabelText(/Initials/), { target: { value: 'dca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Another company has these initials.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Company name/) as HTMLInputElement).value).toBe('Palmas del Sur');
    fireEvent.change(within(dialog).getByLabelText(/Initials/), { target: { value: 'pds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Palmas del Sur' })).toBeTruthy();
  });

  it('invites a person into the chosen company and lists them as invited', async () => {
    const { fetchMock } = await openAdmin();
    expect(await screen.findByTestId('member-treasury')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invite-button'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'Marta.Ruiz@exportadora.example' },
    });
    // The username is proposed from the email.
    expect((within(dialog).getByLabelText(/Username/) as HTMLInputElement).value).toBe('marta.ruiz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const row = await screen.findByTestId('member-marta.ruiz');
    expect(row.textContent).toContain('Invitation sent');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/invitations');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      email: 'Marta.Ruiz@exportadora.example',
      username: 'marta.ruiz',
      company: 1,
      platform_role: 2,
    });
  });

  it('is no screen for anyone but staff', async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderAppAt('/admin', (url) => (url === '/api/user' ? jsonResponse(200, fakeUser()) : undefined));
    await waitFor(() => expect(screen.queryByTestId('companies-panel')).toBeNull());
    expect(await screen.findByText(/access/i)).toBeTruthy();
  });
});
