import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './EChart.tsx';

/** The chart's event handlers by name, as ECharts' `on` keeps them. */
const handlers = new Map<string, () => void>();
const instance = {
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  on: vi.fn((event: string, handler: () => void) => handlers.set(event, handler)),
};
const init = vi.fn((..._args: unknown[]) => instance);
vi.mock('echarts/core', () => ({ init: (...args: unknown[]) => init(...args), use: vi.fn() }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

class NoResize {
  observe() {}
  disconnect() {}
}

function renderChart(scheme: 'light' | 'dark', option: Record<string, unknown>) {
  return render(
    <MantineProvider forceColorScheme={scheme}>
      <EChart option={option} label="chart" testId="chart" />
    </MantineProvider>,
  );
}

describe('EChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    handlers.clear();
    window.matchMedia ??= () =>
      ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResize;
  });

  it('creates the chart with the light theme and sets the option whole', () => {
    const { getByTestId } = renderChart('light', { series: [] });
    expect(init).toHaveBeenCalledWith(getByTestId('chart'), undefined, { renderer: 'canvas' });
    expect(instance.setOption).toHaveBeenCalledWith(
      { backgroundColor: 'transparent', series: [] },
      { notMerge: true },
    );
  });

  it('uses the dark theme in the dark scheme and disposes the chart on unmount', () => {
    const { unmount } = renderChart('dark', {});
    expect(init.mock.calls[0]?.[1]).toBe('dark');
    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
  });

  it('replaces the option when it changes, on the same chart', () => {
    const { rerender } = renderChart('light', { a: 1 });
    rerender(
      <MantineProvider forceColorScheme="light">
        <EChart option={{ a: 2 }} />
      </MantineProvider>,
    );
    expect(init).toHaveBeenCalledTimes(1);
    expect(instance.setOption).toHaveBeenCalledTimes(2);
    expect(instance.setOption).toHaveBeenLastCalledWith(
      { backgroundColor: 'transparent', a: 2 },
      { notMerge: true },
    );
  });

  it('tells its caller each time the chart has drawn, with the caller of that render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <MantineProvider forceColorScheme="light">
        <EChart option={{}} onDrawn={first} />
      </MantineProvider>,
    );
    expect(first).not.toHaveBeenCalled();
    handlers.get('finished')?.();
    expect(first).toHaveBeenCalledTimes(1);
    rerender(
      <MantineProvider forceColorScheme="light">
        <EChart option={{}} onDrawn={second} />
      </MantineProvider>,
    );
    handlers.get('finished')?.();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
