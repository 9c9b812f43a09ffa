import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../utils/demoColors.ts';
import { DemoCard } from './DemoCard.tsx';
import classes from './ProductDemo.module.css';

/** Illustrative monthly figures: exposure and hedges (percent of the chart's height). */
const EXPOSURE = [70, 82, 76, 90, 96, 88];
const HEDGES = [48, 60, 58, 70, 78, 74];
/** Pixels per percent, and the bars' baseline. */
const SCALE = 1.4;
const BASE = 335;

/** The chart card: exposure against hedges by month as growing bars, and the hedges' line drawn late. */
export function DemoChart() {
  const { t } = useTranslation();
  const months = t('landing.demo.months').split(',');
  return (
    <>
      <DemoCard x={170} y={128} width={428} height={282} rx={12} />
      <text x="186" y="152" fontSize="13" fontWeight="700" fill={DEMO_COLORS.heading}>
        {t('landing.demo.chartTitle')}
      </text>
      <g>
        <rect x="186" y="162" width="10" height="10" rx="2" fill={DEMO_COLORS.exposure} />
        <text x="200" y="171" fontSize="11" fill={DEMO_COLORS.label}>
          {t('landing.demo.legendExposure')}
        </text>
        <rect x="300" y="162" width="10" height="10" rx="2" fill={DEMO_COLORS.brand} />
        <text x="314" y="171" fontSize="11" fill={DEMO_COLORS.label}>
          {t('landing.demo.legendHedges')}
        </text>
      </g>
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1="186" x2="582" y1={200 + i * 45} y2={200 + i * 45} stroke={DEMO_COLORS.gridLine} />
      ))}
      {EXPOSURE.map((value, i) => (
        <g key={months[i] ?? i}>
          <rect
            className={classes.bar}
            x={200 + i * 64}
            y={BASE - value * SCALE}
            width="20"
            height={value * SCALE}
            rx="4"
            fill={DEMO_COLORS.exposure}
          />
          <rect
            className={classes.bar}
            style={{ animationDelay: '0.4s' }}
            x={223 + i * 64}
            y={BASE - (HEDGES[i] ?? 0) * SCALE}
            width="20"
            height={(HEDGES[i] ?? 0) * SCALE}
            rx="4"
            fill={DEMO_COLORS.brand}
          />
          <text x={222 + i * 64} y="356" fontSize="11" textAnchor="middle" fill={DEMO_COLORS.label}>
            {months[i]}
          </text>
        </g>
      ))}
      <polyline
        className={classes.drawLate}
        points={HEDGES.map((value, i) => `${233 + i * 64},${BASE - value * SCALE - 14}`).join(' ')}
        fill="none"
        stroke={DEMO_COLORS.hedgeLine}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="186" y="394" fontSize="11" fill={DEMO_COLORS.faint}>
        {t('landing.demo.illustrative')}
      </text>
    </>
  );
}
