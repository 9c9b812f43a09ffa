import { useTranslation } from 'react-i18next';
import worldLand from '../assets/world-land.svg?no-inline';
import { MAP_HEIGHT, MAP_WIDTH, OFFICES, project } from '../utils/worldMap.ts';
import classes from './Landing.module.css';

/** Label offsets so the four names do not overlap (Miami and Mexico City are close). */
const LABEL_OFFSET: Record<string, [number, number, 'start' | 'end']> = {
  bogota: [10, 16, 'start'],
  mexico: [-10, 4, 'end'],
  miami: [10, -6, 'start'],
  kualaLumpur: [10, 14, 'start'],
};

/** The offices on a dotted world map, a picture served with the app (no tiles, no network). */
export function OfficesMap() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width="100%"
      role="img"
      aria-label={t('landing.footer.mapLabel')}
      data-testid="offices-map"
    >
      <title>{t('landing.footer.mapLabel')}</title>
      <image href={worldLand} width={MAP_WIDTH} height={MAP_HEIGHT} />
      {OFFICES.map((office) => {
        const [x, y] = project(office.at);
        const [dx, dy, anchor] = LABEL_OFFSET[office.key] ?? [10, 4, 'start'];
        return (
          <g key={office.key} data-office={office.key}>
            <circle className={classes.mapMarker} cx={x} cy={y} r="7" fill="#2dd4bf" opacity="0.5" />
            <circle cx={x} cy={y} r="4.5" fill="#2dd4bf" stroke="#021631" strokeWidth="1.5" />
            <text
              x={x + dx}
              y={y + dy}
              textAnchor={anchor}
              fontSize="15"
              fontWeight="600"
              fill="#e6eefa"
              stroke="#021631"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {t(`landing.offices.${office.key}.city`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
