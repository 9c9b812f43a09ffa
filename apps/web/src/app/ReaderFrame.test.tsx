import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../test/fakeUser.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../test/renderApp.tsx';
import { routes } from './routes.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const UPLOADED = '/api/report_images/0b6f7c1e-2d3a-4c5b-8e9f-a1b2c3d4e5f6';
const report = {
  pk_id_report: 7,
  img: UPLOADED,
  tags: '',
  title: 'Peso outlook',
  summary: 'Carry and oil.',
  link: 'peso-outlook_7',
  NameUserCreate: 'Ana Analyst',
  company_name: 'Demo Company A',
  publication_date: '2026-11-23',
  likes: 0,
  liked: 'False',
  State: 'PUBLIC',
  fk_id_author: 1,
  text: '<p>Levels to watch</p>',
};

/** The report's calls, and a signed-in user's when `isSignedIn`. */
function answers(isSignedIn: boolean, img = UPLOADED): FetchRoute {
  return (url) => {
    if (url === '/api/reports/7') return jsonResponse(200, { ...report, img });
    if (url === '/api/reports/7/next') return jsonResponse(200, { items: [] });
    if (isSignedIn && url === '/api/user') return jsonResponse(200, fakeUser());
    if (isSignedIn && url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
    return undefined;
  };
}

describe('a report read by a visitor and by a signed-in user', () => {
  it('shows a visitor the report with its uploaded image in the public frame', async () => {
    await renderApp(routes, '/report/peso-outlook_7', answers(false));
    expect((await screen.findByTestId('report-image')).getAttribute('src')).toBe(UPLOADED);
    expect(screen.getByTestId('report-body').textContent).toBe('Levels to watch');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('main-nav')).toBeNull();
  });

  it("shows a signed-in reader the report inside the app's frame, with the navigation", async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderApp(routes, '/report/peso-outlook_7', answers(true));
    expect(await screen.findByTestId('main-nav')).toBeTruthy();
    expect(screen.getByTestId('sign-out')).toBeTruthy();
    expect((await screen.findByTestId('report-image')).getAttribute('src')).toBe(UPLOADED);
    expect(screen.getByRole('link', { name: 'Back to all entries' }).getAttribute('href')).toBe('/reports');
  });

  it('leaves the default logo to the cards: a report without an image shows none', async () => {
    await renderApp(routes, '/report/peso-outlook_7', answers(false, '/report-default.svg'));
    expect((await screen.findByTestId('report-body')).textContent).toBe('Levels to watch');
    expect(screen.queryByTestId('report-image')).toBeNull();
  });
});
