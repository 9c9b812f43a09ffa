import { BARRIER_TYPES } from '@cobertura/finance/product';
import { ActionIcon, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { emptyLeg, LEG_KINDS, type LegForm, MAX_LEGS } from '../utils/pricerForm.ts';

/** Up to four legs with quantities (negative = sold), each marked when the solver may move its strike. */
export function StrategyLegs({ legs, onChange }: { legs: LegForm[]; onChange: (legs: LegForm[]) => void }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<LegForm>) =>
    onChange(legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));
  // A text or choice of one leg, bound like a form field (a cleared choice is ignored).
  const bind = (
    index: number,
    name: 'kind' | 'optionType' | 'quantity' | 'strike' | 'barrierType' | 'barrier',
  ) => ({
    value: legs[index]?.[name] ?? '',
    onChange: (value: string | null) => value !== null && update(index, { [name]: value }),
  });

  return (
    <Stack gap="xs" data-testid="strategy-legs">
      <Text size="xs" c="dimmed">
        {t('tools.pricer.legsNote')}
      </Text>
      {legs.map((leg, i) => (
        // Legs have no identity beyond their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: legs are edited in place by position
        <Paper key={i} withBorder p="sm" radius="md" data-testid={`leg-${i}`}>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={700}>
              {t('tools.pricer.legTitle', { n: i + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('tools.pricer.removeLeg', { n: i + 1 })}
              disabled={legs.length <= 1}
              onClick={() => onChange(legs.filter((_, j) => j !== i))}
            >
              <Icon name="x" size={16} />
            </ActionIcon>
          </Group>
          {/* Two equal columns, each field as wide as its column: the chosen values read in full
              ("Barrier", "Down-and-out") at every width the form column takes. */}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            <Select
              label={t('tools.pricer.legKind')}
              data={LEG_KINDS.map((k) => ({ value: k, label: t(`tools.pricer.legKinds.${k}`) }))}
              {...bind(i, 'kind')}
              allowDeselect={false}
              data-testid={`leg-${i}-kind`}
            />
            {leg.kind !== 'forward' && (
              <Select
                label={t('tools.pricer.optionType')}
                data={[
                  { value: 'call', label: t('tools.pricer.call') },
                  { value: 'put', label: t('tools.pricer.put') },
                ]}
                {...bind(i, 'optionType')}
                allowDeselect={false}
                data-testid={`leg-${i}-option-type`}
              />
            )}
            <DecimalInput
              label={t('tools.pricer.quantity')}
              {...bind(i, 'quantity')}
              testId={`leg-${i}-quantity`}
            />
            <DecimalInput
              label={t('tools.pricer.strike')}
              {...bind(i, 'strike')}
              testId={`leg-${i}-strike`}
            />
            {leg.kind === 'barrier' && (
              <>
                <Select
                  label={t('tools.pricer.barrierType')}
                  data={BARRIER_TYPES.map((b) => ({ value: b, label: t(`tools.pricer.barrierTypes.${b}`) }))}
                  {...bind(i, 'barrierType')}
                  allowDeselect={false}
                  data-testid={`leg-${i}-barrier-type`}
                />
                <DecimalInput label={t('tools.pricer.barrier')} {...bind(i, 'barrier')} />
              </>
            )}
          </SimpleGrid>
          <Checkbox
            mt="sm"
            size="xs"
            label={t('tools.pricer.solveThisLeg')}
            checked={leg.isSolved}
            onChange={(event) => update(i, { isSolved: event.currentTarget.checked })}
          />
        </Paper>
      ))}
      <Button
        variant="subtle"
        size="xs"
        disabled={legs.length >= MAX_LEGS}
        onClick={() => onChange([...legs, emptyLeg()])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('tools.pricer.addLeg')}
      </Button>
    </Stack>
  );
}
