import type { ReportCard } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { AdminReportPage } from './AdminReportPage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const card = (id: number, State: ReportCard['State']): ReportCard => ({
  pk_id_report: id,
  img: '/report-default.svg',
  tags: '1',
  title: `Report ${id}`,
  summary: 'Summary',
  link: `report-${id}_${id}`,
  NameUserCreate: 'Ana Admin',
  company_name: 'Demo Company A',
  publication_date: '2026-01-02',
  likes: 2,
  liked: 'False',
  State,
  fk_id_author: 1,
});

async function openAdmin(isStaff = true) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const listed: URLSearchParams[] = [];
  const changes: { url: string; body: unknown }[] = [];
  const view = await renderApp(
    [{ path: '/AdminReport', element: <AdminReportPage /> }],
    '/AdminReport',
    (url, init) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/user') return jsonResponse(200, fakeUser({ is_staff: isStaff }));
      if (pathname === '/api/report_tags')
        return jsonResponse(200, {
          items: [{ pk: 1, tag_name: 'USDCOP', tag_name_es: null, Id_tag_parent: null }],
        });
      if (pathname === '/api/admin/reports') {
        listed.push(searchParams);
        return jsonResponse(200, {
          items: [card(1, 'DRAFT'), card(2, 'PUBLIC'), card(3, 'INACTIVE')],
          page: Number(searchParams.get('page')),
          page_size: Number(searchParams.get('page_size')),
          total: 9,
        });
      }
      if (init?.method === 'PUT' || init?.method === 'POST') {
        changes.push({ url: pathname, body: init.body ? JSON.parse(String(init.body)) : null });
        return jsonResponse(200, { message: 'ok', pk_id_report: 4 });
      }
      return undefined;
    },
  );
  return { ...view, listed, changes };
}

describe('admin reports', () => {
  it("offers each state's menu and reloads the same filter after a change", async () => {
    const { listed, changes } = await openAdmin();
    await screen.findByText('Report 2');
    expect(listed.at(-1)?.get('page_size')).toBe('3');
    expect(listed.at(-1)?.get('type_state')).toBe('All');
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    await waitFor(() => expect(listed.at(-1)?.get('type_state')).toBe('Drafts'));

    const menuOf = async (title: string) => {
      const report = screen.getByText(title).closest('[data-testid="report-card"]') as HTMLElement;
      fireEvent.click(within(report).getByRole('button', { name: 'Report actions' }));
      return screen.findAllByRole('menuitem');
    };
    const names = (items: HTMLElement[]) => items.map((item) => item.textContent);
    expect(names(await menuOf('Report 1'))).toEqual(['Edit', 'Duplicate']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
    const items = await menuOf('Report 3');
    expect(names(items)).toEqual(['Edit', 'Public', 'Private']);
    const before = listed.length;
    const toPublic = items.find((item) => item.textContent === 'Public');
    if (!toPublic) throw new Error('no Public item');
    fireEvent.click(toPublic);
    await waitFor(() =>
      expect(changes).toEqual([{ url: '/api/reports/3/state', body: { stateChange: 'PUBLIC' } }]),
    );
    await waitFor(() => expect(listed.length).toBeGreaterThan(before));
    expect(listed.at(-1)?.get('type_state')).toBe('Drafts');
  });

  it('goes back to page 1 when the reports per page change', async () => {
    const { listed } = await openAdmin();
    await screen.findByText('Report 2');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listed.at(-1)?.get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Reports per page'), { target: { value: '10' } });
    await waitFor(() => expect(listed.at(-1)?.get('page_size')).toBe('10'));
    expect(listed.at(-1)?.get('page')).toBe('1');
  });

  it('shows the no-access page to anyone but staff', async () => {
    await openAdmin(false);
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });
});
