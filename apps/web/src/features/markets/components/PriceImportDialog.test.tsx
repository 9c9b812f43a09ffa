import type { PriceImportAnswer } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { PriceImportDialog } from './PriceImportDialog.tsx';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('../../../utils/saveFile.ts', () => ({
  saveFile: (_blob: Blob, filename: string) => saved.push(filename),
}));

afterEach(() => {
  cleanup();
  saved.length = 0;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const bar = (instrument: string, date: string, close: number) => ({
  instrument,
  contract: null,
  date,
  open: null,
  high: null,
  low: null,
  close,
  settle: null,
  volume: null,
  open_interest: null,
});

function answer(operation: 'preview' | 'import', isRejected: boolean): PriceImportAnswer {
  return {
    operation,
    counts: { create: 1, replace: 1, rejected: isRejected ? 1 : 0 },
    preview: {
      create: [{ row: 2, values: bar('EURUSD', '2026-11-20', 1.08) }],
      replace: [{ row: 3, code: 'EURUSD', values: bar('EURUSD', '2026-11-19', 1.07) }],
      rejected: isRejected
        ? [
            {
              row: 4,
              values: { instrument: 'NOPE', date: '2026-11-20', close: 1 },
              problems: [{ column: 'instrument', code: 'UNKNOWN_INSTRUMENT', message: 'Not an instrument.' }],
            },
          ]
        : [],
    },
  };
}

/** Opens the dialog against a server whose preview rejects a row when `isRejected`. */
async function openDialog(server: {
  isRejected: boolean;
  imports: number;
  isFailing?: boolean;
  templates?: string[];
  reports?: string[];
}) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const onClose = vi.fn();
  await renderApp(
    [{ path: '/', element: <PriceImportDialog opened onClose={onClose} /> }],
    '/',
    (url, init) => {
      const { pathname, search } = new URL(url, 'http://localhost');
      if (pathname === '/api/markets/prices/template') {
        server.templates?.push(search);
        return new Response('instrument', { status: 200 });
      }
      expect(init?.body).toBeInstanceOf(FormData);
      if (pathname === '/api/markets/prices/rejected.xlsx') {
        server.reports?.push(search);
        return new Response('xlsx', { status: 200 });
      }
      if (pathname === '/api/markets/prices/preview')
        return server.isFailing
          ? jsonResponse(400, { error: { code: 'SHEET_COLUMNS', message: 'Missing close.' } })
          : jsonResponse(200, answer('preview', server.isRejected));
      if (pathname === '/api/markets/prices/import') {
        server.imports += 1;
        return jsonResponse(200, answer('import', false));
      }
      return undefined;
    },
  );
  const input = screen.getByTestId('price-import').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'prices.csv', { type: 'text/csv' })] } });
  return onClose;
}

describe('Price import dialog', () => {
  it('lists each rejected row with its reason and keeps the import disabled', async () => {
    await openDialog({ isRejected: true, imports: 0 });
    const table = await screen.findByTestId('price-import-preview');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.action)).toEqual(['create', 'replace', 'rejected']);
    expect(rows[2]?.textContent).toContain('instrument: Not an instrument of the catalogue.');
    expect(screen.getByTestId('price-import-summary').textContent).toContain('1 rejected');
    expect(screen.getByTestId('price-import-save').hasAttribute('disabled')).toBe(true);
  });

  it('words the reasons in Spanish for a Spanish reader', async () => {
    await openDialog({ isRejected: true, imports: 0 });
    await screen.findByTestId('price-import-preview');
    await i18n.changeLanguage('es');
    await waitFor(() =>
      expect(screen.getByTestId('price-import-preview').textContent).toContain(
        'instrumento: No es un instrumento del catálogo.',
      ),
    );
    await i18n.changeLanguage('en');
  });

  it('imports a clean file and closes', async () => {
    const server = { isRejected: false, imports: 0 };
    const onClose = await openDialog(server);
    const save = await screen.findByTestId('price-import-save');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    expect(save.textContent).toBe('Import 2 rows');
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.imports).toBe(1);
  });

  it("downloads the rejected rows of the chosen file in the reader's language, only when a row is rejected", async () => {
    const server = { isRejected: true, imports: 0, reports: [] as string[] };
    await openDialog(server);
    await screen.findByTestId('price-import-preview');
    await i18n.changeLanguage('es');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Descargar las filas rechazadas (.xlsx)' }));
      await waitFor(() => expect(saved).toContain('Precios rechazados.xlsx'));
      expect(server.reports).toEqual(['?lang=es']);
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    await openDialog({ isRejected: false, imports: 0 });
    await screen.findByTestId('price-import-preview');
    expect(screen.queryByTestId('price-import-report')).toBeNull();
  });

  it("downloads the template in the reader's language, as .xlsx or .csv", async () => {
    const server = { isRejected: false, imports: 0, templates: [] as string[] };
    await openDialog(server);
    await i18n.changeLanguage('es');
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Plantilla (.xlsx)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Plantilla (.csv)' }));
      await waitFor(() => expect(saved).toEqual(['Precios diarios.xlsx', 'Precios diarios.csv']));
      expect(server.templates).toEqual(['?format=xlsx&lang=es', '?format=csv&lang=es']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows a file error in the spec's words", async () => {
    await openDialog({ isRejected: false, imports: 0, isFailing: true });
    expect((await screen.findByTestId('price-import-error')).textContent).toContain(
      'The header row is missing a required column',
    );
    expect(screen.getByTestId('price-import-save').hasAttribute('disabled')).toBe(true);
  });
});
