import type { QuoteCheckReply, TQuoteCheckRequest } from '@cobertura/contracts';
import { FAIR_MARGIN_BPS, USUAL_MARGIN_BPS } from '@cobertura/finance/optimizer';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { rateUnitText, withUnit } from '../../analytics/index.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import { failureText } from '../utils/failureText.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import { type StrategyDraft, sideName } from '../utils/strategyTerms.ts';
import { ActionCard } from './ActionCard.tsx';

/** A verdict's colour: green fair, blue usual, red expensive, yellow "check the terms". */
const VERDICT_COLORS: Record<QuoteCheckReply['verdict'], string> = {
  below_fair_value: 'yellow',
  fair: 'green',
  usual: 'blue',
  expensive: 'red',
};

/**
 * "Check a bank's quote": the premium per unit a bank asks for one of the strategies (0 for a
 * zero-cost structure), its terms being the strikes and barriers typed in the table, against their
 * fair value on today's market — the bank's margin per unit and in basis points of the notional
 * valued today (the premium's own date), with a plain verdict.
 */
export function QuoteCheck({ plan, drafts }: { plan: HedgePlan; drafts: StrategyDraft[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [chosen, setChosen] = useState<string | null>(null);
  const [premium, setPremium] = useState('');
  const draft =
    drafts.find((d) => String(d.strategy.pk_idstrategy) === chosen) ??
    (drafts[0] as StrategyDraft | undefined);
  const quoted = parseDecimal(premium);
  const request: TQuoteCheckRequest | null =
    draft && quoted !== undefined
      ? { ...marketRequest(plan), strategy: strategyChoice(draft), quoted_cost: quoted }
      : null;
  const check = useMutation({ mutationFn: (body: TQuoteCheckRequest) => optimizerApi.quoteCheck(body) });
  // A reply or refusal stands for the terms and premium it was asked for, not for those typed since.
  const isCurrent = request !== null && JSON.stringify(check.variables) === JSON.stringify(request);
  const reply = isCurrent ? check.data : undefined;
  const failure = isCurrent ? check.error : null;
  const thresholds = { fair: FAIR_MARGIN_BPS, usual: USUAL_MARGIN_BPS };

  return (
    <ActionCard title={t('optimizer.quote.title')} help={t('optimizer.quote.help')} testId="optimizer-quote">
      <Group align="flex-end">
        <Select
          label={t('optimizer.quote.strategy')}
          data={drafts.map((d) => ({
            value: String(d.strategy.pk_idstrategy),
            label: sideName(d.strategy, plan.side, t),
          }))}
          value={draft ? String(draft.strategy.pk_idstrategy) : null}
          onChange={setChosen}
          allowDeselect={false}
          data-testid="optimizer-quote-strategy"
        />
        <DecimalInput
          label={t('optimizer.quote.premium')}
          value={premium}
          onChange={setPremium}
          testId="optimizer-quote-premium"
        />
        <Button variant="default" onClick={() => setPremium('0')} data-testid="optimizer-quote-zero">
          {t('optimizer.quote.zeroCost')}
        </Button>
        <Button
          onClick={() => request && check.mutate(request)}
          loading={check.isPending}
          disabled={request === null}
          data-testid="optimizer-quote-check"
        >
          {t('optimizer.quote.check')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" data-testid="optimizer-quote-error">
          {failureText(failure, t('optimizer.quote.failed'))}
        </Alert>
      )}
      {reply && (
        <Stack gap="sm" data-testid="optimizer-quote-result">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <LabelledFigure
              label={t('optimizer.quote.fairValue')}
              value={withUnit(formatNumber(reply.fair_value, lang, 2), rateUnitText(reply, lang))}
            />
            <LabelledFigure
              label={t('optimizer.quote.margin')}
              value={withUnit(formatNumber(reply.margin, lang, 2), rateUnitText(reply, lang))}
            />
            <LabelledFigure
              label={t('optimizer.quote.marginBps')}
              value={t('optimizer.quote.bps', { value: formatNumber(reply.margin_bps, lang, 1) })}
              testId="optimizer-quote-bps"
            />
          </SimpleGrid>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Badge color={VERDICT_COLORS[reply.verdict]} variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t(`optimizer.quote.verdicts.${reply.verdict}`)}
            </Badge>
            <Text size="sm" data-testid="optimizer-quote-verdict">
              {t(`optimizer.quote.sentences.${reply.verdict}`, thresholds)}
            </Text>
          </Group>
        </Stack>
      )}
    </ActionCard>
  );
}
