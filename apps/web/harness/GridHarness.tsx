/**
 * A page with nothing but the grid, for the browser test and the scrolling benchmark (it is never part
 * of the app's build: `startGridHarness` builds it apart). The address sets it up:
 * `?rows=100000` rows of sample data, `?lang=es`, `?scheme=dark`, `?height=800` (pixels), and
 * `?problem=1` a problem given by the caller on the second row. A link leaves for another page, to try the unsaved-changes question.
 */
import '../src/utils/zodConfig.ts';
import '../src/app/global.css';
import { Anchor, Container, Title } from '@mantine/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { Providers } from '../src/app/Providers.tsx';
import { COLOR_SCHEME_STORAGE_KEY } from '../src/app/theme.ts';
import { DataGrid } from '../src/components/grid/DataGrid.tsx';
import { isDirty, loadedState } from '../src/components/grid/gridState.ts';
import type { GridColumn, GridProblems, RowValues } from '../src/components/grid/gridTypes.ts';
import { UnsavedChangesModal } from '../src/components/grid/UnsavedChangesModal.tsx';
import { useUnsavedChangesWarning } from '../src/components/grid/useUnsavedChangesWarning.ts';
import { switchLanguage } from '../src/i18n/index.ts';

const params = new URLSearchParams(window.location.search);
const lang = params.get('lang') === 'es' ? 'es' : 'en';
localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, params.get('scheme') === 'dark' ? 'dark' : 'light');

const SIDES = ['LONG', 'SHORT', 'OFFSET LONG', 'OFFSET SHORT'];
const PAIRS = ['USDCOP', 'USDMXN', 'EURUSD', 'USDMYR'];

const columns: GridColumn[] = [
  { key: 'code', header: 'Code', type: 'text', isReadonly: true, width: 90, hint: 'Alphanumeric unique id' },
  { key: 'pair', header: 'Pair', type: 'text', width: 100, hint: 'Two currency codes, e.g. EURUSD' },
  {
    key: 'side',
    header: 'Long|Short',
    type: 'enum',
    width: 130,
    options: SIDES.map((side) => ({ value: side, label: side })),
  },
  { key: 'notional', header: 'Notional', type: 'number', width: 150, hint: 'Must be > 0' },
  { key: 'strike', header: 'Strike', type: 'number', decimals: 4, width: 110 },
  { key: 'fixing', header: 'Fixing date', type: 'date', width: 140, hint: 'Dates are yyyy-mm-dd' },
  { key: 'month', header: 'Continuation month', type: 'integer', width: 160 },
  { key: 'comments', header: 'Comments', type: 'text', width: 220 },
];

/** Deterministic sample rows, so that every run shows the same grid. */
function sampleRows(count: number): RowValues[] {
  return Array.from({ length: count }, (_, i) => ({
    code: `A${i + 1}`,
    pair: PAIRS[i % PAIRS.length] ?? 'EURUSD',
    side: SIDES[i % SIDES.length] ?? 'LONG',
    notional: 100000 + ((i * 7919) % 900) * 1000,
    strike: 4000 + ((i * 131) % 500) / 4,
    fixing: `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    month: (i % 3) + 1,
    comments: i % 5 === 0 ? 'Rolled from last quarter' : null,
  }));
}

const problems: GridProblems =
  params.get('problem') === '1' ? { A2: { pair: 'The pair is not one of the portfolio' } } : {};

function GridPage() {
  const [state, setState] = useState(() =>
    loadedState(sampleRows(Number(params.get('rows') ?? 20)), (row) => String(row.code)),
  );
  const blocker = useUnsavedChangesWarning(isDirty(state));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h3" mb="sm">
        Grid harness
      </Title>
      <DataGrid
        label="Sample hedges"
        columns={columns}
        value={state}
        onChange={setState}
        newRow={() => ({ pair: 'EURUSD', side: 'LONG', notional: 100000 })}
        problems={problems}
        height={params.get('height') ? Number(params.get('height')) : 420}
      />
      <Anchor component={Link} to="/elsewhere" mt="md" display="inline-block">
        Leave the grid
      </Anchor>
      <UnsavedChangesModal blocker={blocker} />
    </Container>
  );
}

const router = createMemoryRouter([
  { path: '/', element: <GridPage /> },
  {
    path: '/elsewhere',
    element: (
      <Container py="md">
        <Title order={1} size="h3">
          Another page
        </Title>
      </Container>
    ),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('grid.html has no #root element');
// The app fetches a language's texts before it shows it; so does the harness.
void switchLanguage(lang).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
