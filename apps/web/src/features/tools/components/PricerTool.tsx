import { Button, Grid, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePricerTool } from '../hooks/usePricerTool.ts';
import { PRICER_KINDS, type PricerForm } from '../utils/pricerForm.ts';
import { ExpiryFields } from './ExpiryFields.tsx';
import { MarketFields } from './MarketFields.tsx';
import { MarketNote } from './MarketNote.tsx';
import { OptionKindFields } from './OptionKindFields.tsx';
import { PricerOutcomeView } from './PricerOutcomeView.tsx';
import { StrategyFields } from './StrategyFields.tsx';
import { ToolCard } from './ToolCard.tsx';

/**
 * Option and strategy pricer: the library's pricing contract in the browser, Monte Carlo in a
 * worker, opening on the pair's stored market.
 */
export function PricerTool({ today }: { today: string }) {
  const { t } = useTranslation();
  const pricer = usePricerTool(today);
  const { form, preset, choosePreset } = pricer;
  const values = form.values;
  const field = form.getInputProps;
  const isOption = values.kind !== 'forward' && values.kind !== 'strategy';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <ToolCard>
          <form onSubmit={pricer.onSubmit} noValidate data-testid="pricer-form">
            <Stack gap="sm">
              <Select
                label={t('tools.pricer.kind')}
                data={PRICER_KINDS.map((k) => ({ value: k, label: t(`tools.pricer.kinds.${k}`) }))}
                value={values.kind}
                onChange={(v) => {
                  if (!v) return;
                  form.setValues({ kind: v as PricerForm['kind'] });
                  if (v === 'strategy' && preset !== 'custom') choosePreset(preset);
                }}
                allowDeselect={false}
                data-testid="pricer-kind"
              />
              <MarketFields form={form} />
              {values.underlying === 'fx' && (
                <MarketNote pair={pricer.pair} market={pricer.market} testId="pricer-market" />
              )}
              {isOption && (
                <SegmentedControl
                  fullWidth
                  {...field('optionType')}
                  data={[
                    { value: 'call', label: t('tools.pricer.call') },
                    { value: 'put', label: t('tools.pricer.put') },
                  ]}
                  data-testid="pricer-option-type"
                />
              )}
              <ExpiryFields form={form} />
              <OptionKindFields form={form} />
              {values.kind === 'strategy' && (
                <StrategyFields
                  form={form}
                  preset={preset}
                  onPreset={choosePreset}
                  onLegsEdited={pricer.leavePreset}
                />
              )}
              <Group gap="sm">
                <Button type="submit" disabled={pricer.isBusy} data-testid="pricer-submit">
                  {t('tools.pricer.price')}
                </Button>
                {values.kind === 'strategy' && (
                  <Button
                    variant="light"
                    onClick={pricer.solve}
                    disabled={pricer.isBusy}
                    data-testid="pricer-solve"
                  >
                    {t('tools.pricer.solve')}
                  </Button>
                )}
              </Group>
              {pricer.solveNote && (
                <Text size="sm" c="dimmed" data-testid="pricer-solve-note">
                  {pricer.solveNote}
                </Text>
              )}
            </Stack>
          </form>
        </ToolCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <PricerOutcomeView outcome={pricer.outcome} isBusy={pricer.isBusy} onCancel={pricer.cancel} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
