import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../utils/demoColors.ts';
import { DemoCard } from './DemoCard.tsx';
import classes from './ProductDemo.module.css';

const KPIS = ['exposure', 'coverage', 'mtm', 'var'] as const;

/** The four headline figures across the top; the last two fade in. */
export function DemoKpis() {
  const { t } = useTranslation();
  return KPIS.map((key, i) => (
    <g key={key} className={i > 1 ? classes.fade : undefined}>
      <DemoCard x={170 + i * 146} y={50} width={134} height={62} rx={10} />
      <text x={182 + i * 146} y="72" fontSize="11" fill={DEMO_COLORS.label}>
        {t(`landing.demo.kpi.${key}`)}
      </text>
      <text
        x={182 + i * 146}
        y="98"
        fontSize="19"
        fontWeight="700"
        fill={key === 'mtm' ? DEMO_COLORS.gain : DEMO_COLORS.heading}
      >
        {t(`landing.demo.kpi.${key}Value`)}
      </text>
    </g>
  ));
}
