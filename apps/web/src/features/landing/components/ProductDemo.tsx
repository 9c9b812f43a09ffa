import { useTranslation } from 'react-i18next';
import classes from './ProductDemo.module.css';

/**
 * The platform's feature "video": an animated picture of the product drawn in SVG and CSS (nine-second
 * loop) with its labels in the page's language. Figures are illustrative.
 */
export function ProductDemo() {
  const { t } = useTranslation();
  const months = t('landing.demo.months').split(',');
  const exposure = [70, 82, 76, 90, 96, 88];
  const hedges = [48, 60, 58, 70, 78, 74];
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
      <rect width="760" height="430" fill="light-dark(#f6f8fb, #1b1d22)" />
      {/* window bar */}
      <rect width="760" height="34" fill="light-dark(#e9eef5, #25282e)" />
      {['#ff5f57', '#febc2e', '#28c840'].map((color, i) => (
        <circle key={color} cx={20 + i * 18} cy="17" r="5.5" fill={color} />
      ))}
      <text x="380" y="22" textAnchor="middle" fontSize="12" fill="light-dark(#5c6b80, #9aa5b5)">
        cobertura · {t('landing.demo.window')}
      </text>
      {/* sidebar */}
      <rect x="0" y="34" width="150" height="396" fill="light-dark(#ffffff, #202227)" />
      {(['overview', 'data', 'analytics', 'optimizer', 'markets'] as const).map((key, i) => (
        <g key={key}>
          <rect
            x="10"
            y={52 + i * 38}
            width="130"
            height="28"
            rx="7"
            className={i === 2 ? classes.tab : undefined}
            fill={i === 0 ? 'rgba(49,125,223,0.12)' : 'transparent'}
          />
          <circle
            cx="28"
            cy={66 + i * 38}
            r="5"
            fill={i === 2 ? '#317ddf' : 'light-dark(#b8c4d4, #4a505a)'}
          />
          <text x="42" y={70 + i * 38} fontSize="12.5" fill="light-dark(#2b3a4f, #d5dbe4)">
            {t(`landing.demo.nav.${key}`)}
          </text>
        </g>
      ))}
      {/* KPI cards */}
      {(['exposure', 'coverage', 'mtm', 'var'] as const).map((key, i) => (
        <g key={key} className={i > 1 ? classes.fade : undefined}>
          <rect
            x={170 + i * 146}
            y="50"
            width="134"
            height="62"
            rx="10"
            fill="light-dark(#ffffff, #24272d)"
            stroke="light-dark(#e3e8ef, #30343b)"
          />
          <text x={182 + i * 146} y="72" fontSize="11" fill="light-dark(#6b7a90, #8d97a6)">
            {t(`landing.demo.kpi.${key}`)}
          </text>
          <text
            x={182 + i * 146}
            y="98"
            fontSize="19"
            fontWeight="700"
            fill={key === 'mtm' ? '#12a37f' : 'light-dark(#10233f, #eef2f7)'}
          >
            {t(`landing.demo.kpi.${key}Value`)}
          </text>
        </g>
      ))}
      {/* chart card */}
      <rect
        x="170"
        y="128"
        width="428"
        height="282"
        rx="12"
        fill="light-dark(#ffffff, #24272d)"
        stroke="light-dark(#e3e8ef, #30343b)"
      />
      <text x="186" y="152" fontSize="13" fontWeight="700" fill="light-dark(#10233f, #eef2f7)">
        {t('landing.demo.chartTitle')}
      </text>
      <g>
        <rect x="186" y="162" width="10" height="10" rx="2" fill="light-dark(#c6d3e6, #3b4350)" />
        <text x="200" y="171" fontSize="11" fill="light-dark(#6b7a90, #8d97a6)">
          {t('landing.demo.legendExposure')}
        </text>
        <rect x="300" y="162" width="10" height="10" rx="2" fill="#317ddf" />
        <text x="314" y="171" fontSize="11" fill="light-dark(#6b7a90, #8d97a6)">
          {t('landing.demo.legendHedges')}
        </text>
      </g>
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1="186"
          x2="582"
          y1={200 + i * 45}
          y2={200 + i * 45}
          stroke="light-dark(#eef1f5, #2c3037)"
        />
      ))}
      {exposure.map((value, i) => (
        <g key={months[i] ?? i}>
          <rect
            className={classes.bar}
            x={200 + i * 64}
            y={335 - value * 1.4}
            width="20"
            height={value * 1.4}
            rx="4"
            fill="light-dark(#c6d3e6, #3b4350)"
          />
          <rect
            className={classes.bar}
            style={{ animationDelay: '0.4s' }}
            x={223 + i * 64}
            y={335 - (hedges[i] ?? 0) * 1.4}
            width="20"
            height={(hedges[i] ?? 0) * 1.4}
            rx="4"
            fill="#317ddf"
          />
          <text
            x={222 + i * 64}
            y="356"
            fontSize="11"
            textAnchor="middle"
            fill="light-dark(#6b7a90, #8d97a6)"
          >
            {months[i]}
          </text>
        </g>
      ))}
      <polyline
        className={classes.drawLate}
        points={hedges.map((value, i) => `${233 + i * 64},${335 - value * 1.4 - 14}`).join(' ')}
        fill="none"
        stroke="#2dd4bf"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="186" y="394" fontSize="11" fill="light-dark(#8d97a6, #6b7585)">
        {t('landing.demo.illustrative')}
      </text>
      {/* coverage gauge */}
      <rect
        x="614"
        y="128"
        width="130"
        height="282"
        rx="12"
        fill="light-dark(#ffffff, #24272d)"
        stroke="light-dark(#e3e8ef, #30343b)"
      />
      <text
        x="679"
        y="152"
        fontSize="12.5"
        fontWeight="700"
        textAnchor="middle"
        fill="light-dark(#10233f, #eef2f7)"
      >
        {t('landing.demo.gaugeTitle')}
      </text>
      <circle cx="679" cy="226" r="44" fill="none" stroke="light-dark(#eef1f5, #2c3037)" strokeWidth="12" />
      <circle
        className={classes.gauge}
        cx="679"
        cy="226"
        r="44"
        fill="none"
        stroke="#317ddf"
        strokeWidth="12"
        strokeLinecap="round"
        transform="rotate(-90 679 226)"
      />
      <text
        x="679"
        y="232"
        fontSize="18"
        fontWeight="700"
        textAnchor="middle"
        fill="light-dark(#10233f, #eef2f7)"
      >
        {t('landing.demo.kpi.coverageValue')}
      </text>
      <g className={classes.fade}>
        <text x="679" y="300" fontSize="11" textAnchor="middle" fill="light-dark(#6b7a90, #8d97a6)">
          {t('landing.demo.target')}
        </text>
        <text x="679" y="320" fontSize="15" fontWeight="700" textAnchor="middle" fill="#12a37f">
          60–80%
        </text>
        <rect x="632" y="340" width="94" height="30" rx="15" fill="#317ddf" />
        <text x="679" y="360" fontSize="12" fontWeight="600" textAnchor="middle" fill="#fff">
          {t('landing.demo.optimize')}
        </text>
      </g>
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
