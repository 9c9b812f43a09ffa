import type { RelationExposure, Relations } from '@cobertura/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { formatDate, formatMoney } from '../../../utils/format.ts';
import { parseDecimal, toInputText } from '../../../utils/parseDecimal.ts';
import {
  type DraftExcess,
  draftExcess,
  type LinkAmounts,
  offeredHedges,
  overOnExposure,
  prefilledAmount,
  usedOf,
  withLink,
} from '../utils/relationDraft.ts';

/**
 * The hedges covering one exposure, each amount editable and removable, and a row to add one of the
 * hedges that can cover it. An amount that takes the exposure beyond its amount, or a hedge beyond
 * its notional, is marked as it is typed.
 */
export function ExposureLinks({
  relations,
  exposure,
  draft,
  excess,
  onChange,
}: {
  relations: Relations;
  exposure: RelationExposure;
  draft: LinkAmounts;
  excess: DraftExcess;
  onChange: (draft: LinkAmounts) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { pk: exposurePk, unit } = exposure;
  const money = (amount: number) => formatMoney(amount, unit, lang);
  const links = draft.get(exposurePk) ?? new Map<string, number>();
  const hedgeLabel = (pk: string) => {
    const hedge = relations.hedges.find((h) => h.pk === pk);
    if (!hedge) return pk;
    return t('relations.hedgeLabel', {
      pk,
      derivative: bookValueLabel(hedge.derivative, t),
      side: bookValueLabel(hedge.buy_sell, t),
      date: formatDate(hedge.fixing_date, lang),
      free: formatMoney(hedge.notional - usedOf(draft, pk), hedge.unit, lang),
    });
  };
  const candidates = offeredHedges(relations, draft, exposurePk);
  const [hedge, setHedge] = useState<string | null>(null);
  const [newAmount, setNewAmount] = useState('');
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const parsed = parseDecimal(newAmount);

  /** What a draft would leave over on this exposure, worded for the field that takes it there. */
  const overText = (over: ReturnType<typeof overOnExposure>, hedgePk: string) => {
    const own = over.own ? t('relations.overCovered', { amount: money(over.own.over) }) : undefined;
    const used = over.hedges.find((h) => h.pk === hedgePk);
    const hedgeText = used ? t('relations.overUsed', { pk: hedgePk, amount: money(used.over) }) : undefined;
    return [own, hedgeText].filter(Boolean).join(' ') || undefined;
  };
  const current = overOnExposure(excess, draft, exposurePk);
  /**
   * A link's own mark: its hedge used beyond its notional in words; the exposure's cover beyond its
   * amount only as a mark, its words being on the exposure's row just above.
   */
  const linkError = (hedgePk: string) => {
    const used = current.hedges.find((h) => h.pk === hedgePk);
    if (used) return t('relations.overUsed', { pk: hedgePk, amount: money(used.over) });
    return current.own ? true : undefined;
  };
  // The amount being added, judged as if it were added already: marked before it is.
  const withAdded =
    hedge && parsed !== undefined && parsed > 0 ? withLink(draft, exposurePk, hedge, parsed) : null;
  const adding =
    hedge && withAdded
      ? overText(overOnExposure(draftExcess(relations, withAdded), withAdded, exposurePk), hedge)
      : undefined;

  return (
    <Stack gap="sm" p="sm" data-testid={`relations-links-${exposurePk}`}>
      {links.size === 0 && <Text c="dimmed">{t('relations.noLinks')}</Text>}
      {[...links].map(([pk, value]) => (
        <Group key={pk} align="flex-end" data-testid={`relations-link-${pk}`}>
          <Text flex={1}>{hedgeLabel(pk)}</Text>
          <DecimalInput
            label={t('relations.linkAmount')}
            unit={unit}
            value={texts.get(pk) ?? toInputText(value)}
            testId={`relations-link-amount-${pk}`}
            error={linkError(pk)}
            onChange={(text) => {
              setTexts(new Map(texts).set(pk, text));
              const next = parseDecimal(text);
              if (next !== undefined && next > 0) onChange(withLink(draft, exposurePk, pk, next));
            }}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => onChange(withLink(draft, exposurePk, pk, null))}
            data-testid={`relations-remove-${pk}`}
          >
            {t('relations.remove')}
          </Button>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        {t('relations.offeredHint', { unit, date: formatDate(exposure.date, lang) })}
      </Text>
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
            setNewAmount(pk ? toInputText(prefilledAmount(draft, relations, exposurePk, pk)) : '');
          }}
          data-testid="relations-add-hedge"
        />
        <DecimalInput
          label={t('relations.linkAmount')}
          unit={unit}
          value={newAmount}
          onChange={setNewAmount}
          error={adding}
          testId="relations-add-amount"
        />
        <Button
          disabled={!hedge || parsed === undefined || parsed <= 0}
          onClick={() => {
            if (!hedge || parsed === undefined) return;
            onChange(withLink(draft, exposurePk, hedge, parsed));
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
