import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { type FilterValues, ReportFilters, SEARCH_DELAY_MS } from './ReportFilters.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST: FilterValues = { search: '', tag: null, company: 'ALL', pageSize: 3 };

async function renderFilters() {
  const changes: FilterValues[] = [];
  await renderApp(
    [
      {
        path: '/',
        element: <ReportFilters values={FIRST} tags={[]} onChange={(values) => changes.push(values)} />,
      },
    ],
    '/',
  );
  return { changes, box: screen.getByRole('searchbox') };
}

describe('the report search', () => {
  it('follows the text as the user types, once typing pauses: one search, not one a key', async () => {
    const { changes, box } = await renderFilters();
    for (const text of ['u', 'us', 'usd']) fireEvent.change(box, { target: { value: text } });
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes).toEqual([{ ...FIRST, search: 'usd' }]), {
      timeout: SEARCH_DELAY_MS * 5,
    });
  });

  it('searches at once on Enter, and not again when the pause ends', async () => {
    const { changes, box } = await renderFilters();
    fireEvent.change(box, { target: { value: 'peso' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes).toEqual([{ ...FIRST, search: 'peso' }]);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 2));
    expect(changes).toHaveLength(1);
  });
});
