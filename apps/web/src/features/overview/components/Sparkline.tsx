import { extent } from '../../markets/index.ts';

const WIDTH = 120;
const HEIGHT = 32;

/** A month of closes as a small line (decorative: the card says the figures in words). */
export function Sparkline({ values, color }: { values: readonly number[]; color: string }) {
  const range = extent(values);
  if (!range || values.length < 2) return <svg width={WIDTH} height={HEIGHT} aria-hidden="true" />;
  const span = range.max - range.min || 1;
  const points = values
    .map((value, i) => {
      const x = (i / (values.length - 1)) * WIDTH;
      const y = HEIGHT - 2 - ((value - range.min) / span) * (HEIGHT - 4);
      return `${x},${y}`;
    })
    .join(' ');
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      data-testid="sparkline"
    >
      <polyline points={points} fill="none" stroke={color} strokeWidth={1.5} />
    </svg>
  );
}
