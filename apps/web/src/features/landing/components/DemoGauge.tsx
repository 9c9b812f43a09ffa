import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../utils/demoColors.ts';
import { DemoCard } from './DemoCard.tsx';
import classes from './ProductDemo.module.css';

/** The coverage gauge card: the ring filling to the coverage, then the target range and "Optimize". */
export function DemoGauge() {
  const { t } = useTranslation();
  return (
    <>
      <DemoCard x={614} y={128} width={130} height={282} rx={12} />
      <text x="679" y="152" fontSize="12.5" fontWeight="700" textAnchor="middle" fill={DEMO_COLORS.heading}>
        {t('landing.demo.gaugeTitle')}
      </text>
      <circle cx="679" cy="226" r="44" fill="none" stroke={DEMO_COLORS.gridLine} strokeWidth="12" />
      <circle
        className={classes.gauge}
        cx="679"
        cy="226"
        r="44"
        fill="none"
        stroke={DEMO_COLORS.brand}
        strokeWidth="12"
        strokeLinecap="round"
        transform="rotate(-90 679 226)"
      />
      <text x="679" y="232" fontSize="18" fontWeight="700" textAnchor="middle" fill={DEMO_COLORS.heading}>
        {t('landing.demo.kpi.coverageValue')}
      </text>
      <g className={classes.fade}>
        <text x="679" y="300" fontSize="11" textAnchor="middle" fill={DEMO_COLORS.label}>
          {t('landing.demo.target')}
        </text>
        <text x="679" y="320" fontSize="15" fontWeight="700" textAnchor="middle" fill={DEMO_COLORS.gain}>
          60–80%
        </text>
        <rect x="632" y="340" width="94" height="30" rx="15" fill={DEMO_COLORS.brand} />
        <text x="679" y="360" fontSize="12" fontWeight="600" textAnchor="middle" fill="#fff">
          {t('landing.demo.optimize')}
        </text>
      </g>
    </>
  );
}
