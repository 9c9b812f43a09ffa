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

describe('the date order in Profile', () => {
  it('shows the stored setting and saves a new one at once', async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    let stored = 'language';
    const { fetchMock } = await renderAppAt('/profile', (url, init) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser());
      if (url === '/api/preferences') return jsonResponse(200, { date_order: stored });
      if (url === '/api/save_custom_overview') {
        stored = JSON.parse(String(init?.body)).date_order;
        return jsonResponse(200, { date_order: stored });
      }
      return undefined;
    });
    const card = await screen.findByTestId('date-order-card');
    const byLanguage = within(card).getByRole('radio', { name: /By language/ }) as HTMLInputElement;
    await waitFor(() => expect(byLanguage.checked).toBe(true));
    fireEvent.click(within(card).getByRole('radio', { name: /Day first/ }));
    await waitFor(() => expect(stored).toBe('day-first'));
    const saves = fetchMock.mock.calls.filter(([url]) => url === '/api/save_custom_overview');
    expect(saves.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ date_order: 'day-first' }]);
    await waitFor(() =>
      expect((within(card).getByRole('radio', { name: /Day first/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('is not offered before the user has consented (preferences are a member’s)', async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderAppAt('/profile', (url) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ habeas_data: false }));
      if (url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
      return undefined;
    });
    await screen.findByTestId('profile-save');
    expect(screen.queryByTestId('date-order-card')).toBeNull();
  });
});
