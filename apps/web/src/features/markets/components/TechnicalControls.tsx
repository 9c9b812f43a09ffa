import { MARKET_INTERVALS, MARKET_WINDOWS } from '@cobertura/contracts';
import { Button, Group, NumberInput, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import type { MarketSectionProps } from '../utils/marketSection.ts';
import { ContractSelect } from './ContractSelect.tsx';
import { ViewInstrumentSelect } from './ViewInstrumentSelect.tsx';

const MMOV_KEYS = ['ma1', 'ma2', 'rsi', 'md1', 'md2', 'md3', 'stoch1', 'stoch2'] as const;
/** The indicator periods a user may type (bars). */
const MIN_PERIOD = 1;
const MAX_PERIOD = 500;

/** The technical view's choices: instrument, contract month, interval, window and indicator periods. */
export function TechnicalControls({
  catalog,
  markets,
  isCommodity,
  contract,
}: Pick<MarketSectionProps, 'catalog' | 'markets'> & {
  isCommodity: boolean;
  /** The contract month shown: the saved one while it is offered, else null (continuous). */
  contract: string | null;
}) {
  const { t } = useTranslation();
  const { choices, update, updateView } = markets;
  const { view, mmov } = choices;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <ViewInstrumentSelect catalog={catalog} markets={markets} testId="technical-instrument" />
      {isCommodity && (
        <ContractSelect
          commodity={view.instrument}
          value={contract}
          onChange={(contract) => updateView({ contract })}
        />
      )}
      <LabelledSegments
        label={t('markets.technical.interval')}
        labelId="interval-label"
        data={MARKET_INTERVALS.map((value) => ({
          value,
          label: t(`markets.technical.intervalNames.${value}`),
        }))}
        value={view.interval}
        onChange={(value) => updateView({ interval: value as (typeof MARKET_INTERVALS)[number] })}
        data-testid="technical-interval"
      />
      <LabelledSegments
        label={t('markets.technical.window')}
        labelId="window-label"
        data={MARKET_WINDOWS.map((value) => ({ value, label: t(`markets.technical.windows.${value}`) }))}
        value={view.window}
        onChange={(value) => updateView({ window: value as (typeof MARKET_WINDOWS)[number] })}
        data-testid="technical-window"
      />
      <Popover position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <Button variant="default" data-testid="technical-parameters">
            {t('markets.technical.parameters')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={240}>
            {MMOV_KEYS.map((key) => (
              <NumberInput
                key={key}
                label={t(`markets.technical.mmov.${key}`)}
                value={mmov[key]}
                min={MIN_PERIOD}
                max={MAX_PERIOD}
                allowDecimal={false}
                onChange={(value) => {
                  if (typeof value === 'number' && value >= MIN_PERIOD && value <= MAX_PERIOD)
                    update({ mmov: { ...mmov, [key]: value } });
                }}
                data-testid={`mmov-${key}`}
              />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
