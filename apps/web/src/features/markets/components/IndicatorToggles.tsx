import { ZMarketsShow } from '@cobertura/contracts';
import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketSectionProps } from '../utils/marketSection.ts';

type ShowKey = keyof ReturnType<typeof ZMarketsShow.parse>;

const SHOW_KEYS = Object.keys(ZMarketsShow.shape) as ShowKey[];

/** The indicators drawn on the technical chart, one chip each, saved in `markets_choices.show`. */
export function IndicatorToggles({ markets }: Pick<MarketSectionProps, 'markets'>) {
  const { t } = useTranslation();
  const { choices, update } = markets;
  const { show, mmov } = choices;
  return (
    <Chip.Group
      multiple
      value={SHOW_KEYS.filter((key) => show[key])}
      onChange={(keys) =>
        update({
          show: Object.fromEntries(SHOW_KEYS.map((key) => [key, keys.includes(key)])) as typeof show,
        })
      }
    >
      <Group gap="xs" aria-label={t('markets.technical.indicators')} role="group">
        {SHOW_KEYS.map((key) => (
          <Chip key={key} value={key} size="xs" wrapperProps={{ 'data-testid': `toggle-${key}` }}>
            {t(`markets.technical.toggles.${key}`, { period: key === '20ma' ? mmov.ma1 : mmov.ma2 })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
