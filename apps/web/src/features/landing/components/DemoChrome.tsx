import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../utils/demoColors.ts';
import classes from './ProductDemo.module.css';

const NAV = ['overview', 'data', 'analytics', 'optimizer', 'markets'] as const;
/** The navigation entry the demo opens (Analytics), highlighted as the pointer reaches it. */
const OPENED = 2;

/** The demo's window: its title bar with the three buttons, and the app's navigation down the side. */
export function DemoChrome() {
  const { t } = useTranslation();
  return (
    <>
      <rect width="760" height="430" fill={DEMO_COLORS.page} />
      {/* window bar */}
      <rect width="760" height="34" fill={DEMO_COLORS.windowBar} />
      {['#ff5f57', '#febc2e', '#28c840'].map((color, i) => (
        <circle key={color} cx={20 + i * 18} cy="17" r="5.5" fill={color} />
      ))}
      <text x="380" y="22" textAnchor="middle" fontSize="12" fill={DEMO_COLORS.title}>
        cobertura · {t('landing.demo.window')}
      </text>
      {/* sidebar */}
      <rect x="0" y="34" width="150" height="396" fill={DEMO_COLORS.sidebar} />
      {NAV.map((key, i) => (
        <g key={key}>
          <rect
            x="10"
            y={52 + i * 38}
            width="130"
            height="28"
            rx="7"
            className={i === OPENED ? classes.tab : undefined}
            fill={i === 0 ? 'rgba(49,125,223,0.12)' : 'transparent'}
          />
          <circle
            cx="28"
            cy={66 + i * 38}
            r="5"
            fill={i === OPENED ? DEMO_COLORS.brand : DEMO_COLORS.navDot}
          />
          <text x="42" y={70 + i * 38} fontSize="12.5" fill={DEMO_COLORS.text}>
            {t(`landing.demo.nav.${key}`)}
          </text>
        </g>
      ))}
    </>
  );
}
