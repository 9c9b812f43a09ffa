import { useTranslation } from 'react-i18next';
import { DemoChart } from './DemoChart.tsx';
import { DemoChrome } from './DemoChrome.tsx';
import { DemoGauge } from './DemoGauge.tsx';
import { DemoKpis } from './DemoKpis.tsx';
import classes from './ProductDemo.module.css';

/**
 * The platform's feature "video": an animated picture of the product drawn in SVG and CSS (nine-second
 * loop) with its labels in the page's language. Figures are illustrative.
 */
export function ProductDemo() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 760 430"
      width="100%"
      role="img"
      aria-label={t('landing.platform.videoLabel')}
      data-testid="product-demo"
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <title>{t('landing.platform.videoLabel')}</title>
      <DemoChrome />
      <DemoKpis />
      <DemoChart />
      <DemoGauge />
      {/* pointer */}
      <g className={classes.cursor}>
        <path
          d="M0 0 L0 18 L5 13 L9 22 L12 21 L8 12 L15 12 Z"
          fill="#10233f"
          stroke="#fff"
          strokeWidth="1.4"
        />
      </g>
    </svg>
  );
}
