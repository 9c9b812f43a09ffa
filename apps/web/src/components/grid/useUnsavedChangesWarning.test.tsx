import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { UnsavedChangesModal } from './UnsavedChangesModal.tsx';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning.ts';

function Editor() {
  const [isDirty, setIsDirty] = useState(false);
  const blocker = useUnsavedChangesWarning(isDirty);
  return (
    <>
      <button type="button" onClick={() => setIsDirty(true)}>
        edit
      </button>
      <Link to="/other">away</Link>
      <Link to="/?view=hedges">other view</Link>
      <UnsavedChangesModal blocker={blocker} />
    </>
  );
}

const routes = [
  { path: '/', element: <Editor /> },
  { path: '/other', element: <p>other page</p> },
];

describe('useUnsavedChangesWarning', () => {
  afterEach(cleanup);

  it('lets the user leave freely while nothing is unsaved', async () => {
    const { router } = await renderApp(routes, '/');
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    await screen.findByText('other page');
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks before leaving with unsaved changes: stay keeps the screen, leave goes on', async () => {
    const { router } = await renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('link', { name: 'other view' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=hedges'));
  });

  it('has the browser ask before the tab is closed with unsaved changes', async () => {
    await renderApp(routes, '/');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
