import type { SVGProps } from 'react';
import { DEMO_COLORS } from '../utils/demoColors.ts';

/** A card of the product demo: a rounded panel with a hairline border, where `box` puts it. */
export function DemoCard(box: Pick<SVGProps<SVGRectElement>, 'x' | 'y' | 'width' | 'height' | 'rx'>) {
  return <rect {...box} fill={DEMO_COLORS.card} stroke={DEMO_COLORS.cardBorder} />;
}
