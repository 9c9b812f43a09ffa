import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { TimeLeft } from './TimeLeft.tsx';

afterEach(cleanup);

describe('TimeLeft', () => {
  runOnFakeTimers();

  it('ticks each second from the fetch and turns red once the window is over', () => {
    const fetchedAt = Date.now();
    render(<TimeLeft leftAtFetch={2} fetchedAt={fetchedAt} />);
    const cell = screen.getByTestId('time-left');
    expect(cell.textContent).toBe('00:00:02');
    expect(cell.dataset.late).toBe('false');
    act(() => vi.advanceTimersByTime(1000));
    expect(cell.textContent).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(2000));
    expect(cell.textContent).toBe('−00:00:01');
    expect(cell.dataset.late).toBe('true');
    expect(cell.style.color).toContain('red');
  });
});
