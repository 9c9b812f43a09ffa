import { Box, type BoxProps, useComputedColorScheme } from '@mantine/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([CanvasRenderer]);

/**
 * An Apache ECharts chart that owns its instance: created on mount with the light or dark theme of
 * Mantine's colour scheme (created again when the scheme changes, as ECharts takes a theme only at
 * init), sized to its box and kept so on resize, disposed on unmount; `onDrawn` hears each drawing. `option` replaces the previous
 * one whole. The caller registers the chart types and components it uses with `echarts.use` (the
 * bundle then carries only those).
 */
export function EChart({
  option,
  height = 340,
  label,
  testId,
  onDrawn,
  ...boxProps
}: {
  option: echarts.EChartsCoreOption;
  height?: number | string;
  /** Read by screen readers in place of the canvas. */
  label?: string;
  testId?: string;
  /** Called each time the chart has drawn to its canvas (ECharts' `finished`). */
  onDrawn?: () => void;
} & Omit<BoxProps, 'h'>) {
  const scheme = useComputedColorScheme('light');
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  // The option the chart shows, so that mounting does not draw it twice.
  const shown = useRef<echarts.EChartsCoreOption | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, scheme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => drawn.current?.());
    show(instance, latest.current);
    shown.current = latest.current;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [scheme]);

  useEffect(() => {
    if (!chart.current || shown.current === option) return;
    show(chart.current, option);
    shown.current = option;
  }, [option]);

  return (
    <Box ref={ref} h={height} w="100%" role="img" aria-label={label} data-testid={testId} {...boxProps} />
  );
}

/** The option replaces the previous one; the page's own background shows through. */
function show(chart: echarts.ECharts, option: echarts.EChartsCoreOption): void {
  chart.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
}
