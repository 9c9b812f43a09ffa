/**
 * The stand-in for `components/EChart.tsx` in screen tests: jsdom has no canvas, so a chart shows
 * only its accessible name (its options are tested in the features' utils/).
 * Use: `vi.mock('…/components/EChart.tsx', () => import('…/test/labelledEChart.tsx'))`.
 */
export function EChart({ label, testId }: { label?: string; testId?: string }) {
  return <div role="img" aria-label={label} data-testid={testId} />;
}
