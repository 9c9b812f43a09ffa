import type { Relations } from '@cobertura/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { parseDecimal, toInputText } from '../../../utils/parseDecimal.ts';
import { type LinkAmounts, prefilledAmount, usedOf, withLink } from '../utils/relationDraft.ts';

/** The hedges covering one exposure, each amount editable and removable, and a row to add one. */
export function ExposureLinks({
  relations,
  exposure,
  unit,
  draft,
  onChange,
}: {
  relations: Relations;
  exposure: string;
  unit: string;
  draft: LinkAmounts;
  onChange: (draft: LinkAmounts) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const links = draft.get(exposure) ?? new Map<string, number>();
  const hedgeLabel = (pk: string) => {
    const hedge = relations.hedges.find((h) => h.pk === pk);
    if (!hedge) return pk;
    const free = hedge.notional - usedOf(draft, pk);
    return t('relations.hedgeLabel', {
      pk,
      derivative: bookValueLabel(hedge.derivative, t),
      side: bookValueLabel(hedge.buy_sell, t),
      date: formatDate(hedge.fixing_date, lang),
      free: formatNumber(free, lang),
      unit: hedge.unit,
    });
  };
  const candidates = relations.hedges.filter(
    (h) => h.unit === unit && !links.has(h.pk) && h.notional - usedOf(draft, h.pk) > 0,
  );
  const [hedge, setHedge] = useState<string | null>(null);
  const [newAmount, setNewAmount] = useState('');
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const parsed = parseDecimal(newAmount);

  return (
    <Stack gap="sm" p="sm" data-testid={`relations-links-${exposure}`}>
      {links.size === 0 && <Text c="dimmed">{t('relations.noLinks')}</Text>}
      {[...links].map(([pk, value]) => (
        <Group key={pk} align="flex-end" data-testid={`relations-link-${pk}`}>
          <Text flex={1}>{hedgeLabel(pk)}</Text>
          <DecimalInput
            label={t('relations.linkAmount')}
            unit={unit}
            value={texts.get(pk) ?? toInputText(value)}
            testId={`relations-link-amount-${pk}`}
            onChange={(text) => {
              setTexts(new Map(texts).set(pk, text));
              const next = parseDecimal(text);
              if (next !== undefined && next > 0) onChange(withLink(draft, exposure, pk, next));
            }}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => onChange(withLink(draft, exposure, pk, null))}
            data-testid={`relations-remove-${pk}`}
          >
            {t('relations.remove')}
          </Button>
        </Group>
      ))}
      <Group align="flex-end">
        <Select
          flex={1}
          label={t('relations.addHedge')}
          placeholder={candidates.length ? t('relations.chooseHedge') : t('relations.noFreeHedges')}
          data={candidates.map((h) => ({ value: h.pk, label: hedgeLabel(h.pk) }))}
          value={hedge}
          disabled={candidates.length === 0}
          onChange={(pk) => {
            setHedge(pk);
            setNewAmount(pk ? toInputText(prefilledAmount(draft, relations, exposure, pk)) : '');
          }}
          data-testid="relations-add-hedge"
        />
        <DecimalInput
          label={t('relations.linkAmount')}
          unit={unit}
          value={newAmount}
          onChange={setNewAmount}
          testId="relations-add-amount"
        />
        <Button
          disabled={!hedge || parsed === undefined || parsed <= 0}
          onClick={() => {
            if (!hedge || parsed === undefined) return;
            onChange(withLink(draft, exposure, hedge, parsed));
            setHedge(null);
            setNewAmount('');
          }}
          data-testid="relations-add"
        >
          {t('relations.add')}
        </Button>
      </Group>
    </Stack>
  );
}
