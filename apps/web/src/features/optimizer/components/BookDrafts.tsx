import { ROLE_SCREENS, type SimulationReply } from '@cobertura/contracts';
import { Alert, Button, Group, Select } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keepPendingHedges } from '../../../shared/book/pendingHedges.ts';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import { failureText } from '../utils/failureText.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import { portfoliosHolding } from '../utils/portfoliosHolding.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { ActionCard } from './ActionCard.tsx';

/**
 * "Book it": the chosen strategy as draft hedge rows of one of the user's portfolios holding the
 * pair, opened in My Data's hedges sheet as new rows to review and save. Only for users who edit the
 * book (not role 5), and for currency pairs.
 */
export function BookDrafts({
  plan,
  drafts,
  results,
}: {
  plan: HedgePlan;
  drafts: StrategyDraft[];
  results: SimulationReply;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser().data;
  const companies =
    useQuery({ ...referenceQueries.companies(user?.pk_idusers ?? 0), enabled: !!user }).data ?? [];
  const holders = portfoliosHolding(companies, plan.asset);
  const [chosen, setChosen] = useState<string | null>(null);
  const [portfolio, setPortfolio] = useState<string | null>(null);
  const strategy = chosen ?? String(results.results.strategies[0]?.pk_idstrategy ?? '');
  // The portfolio whose book step 1 read, else the first that holds the pair.
  const target =
    portfolio ?? holders.find((h) => h.value === plan.portfolio)?.value ?? holders[0]?.value ?? null;
  const book = useMutation({
    mutationFn: () => {
      const draft = drafts.find((d) => String(d.strategy.pk_idstrategy) === strategy) as StrategyDraft;
      return optimizerApi.drafts({
        ...marketRequest(plan),
        strategy: strategyChoice(draft),
        portfolio_id: Number(target),
      });
    },
    onSuccess: ({ rows }) => {
      const holder = holders.find((h) => h.value === target);
      if (!holder) return;
      keepPendingHedges({
        portfolio: Number(holder.value),
        pair: plan.asset,
        rows: rows.map(({ leg: _, ...row }) => row),
      });
      void navigate(
        `/data?view=hedges&company=${holder.company}&portfolio=${holder.value}&asset=${plan.asset}`,
      );
    },
  });
  const canBook = user !== undefined && (ROLE_SCREENS[user.platform_role] ?? []).includes('data');
  if (!canBook || !/^[A-Z]{6}$/.test(plan.asset)) return null;
  return (
    <ActionCard title={t('optimizer.book.title')} help={t('optimizer.book.help')} testId="optimizer-book">
      <Group align="flex-end">
        <Select
          label={t('optimizer.book.strategy')}
          data={results.results.strategies.map((s) => ({
            value: String(s.pk_idstrategy),
            label: strategyLabel(s.name, t),
          }))}
          value={strategy}
          onChange={setChosen}
          allowDeselect={false}
        />
        <Select
          label={t('optimizer.book.portfolio')}
          data={holders}
          value={target}
          onChange={setPortfolio}
          allowDeselect={false}
          data-testid="optimizer-book-portfolio"
        />
        <Button
          onClick={() => book.mutate()}
          loading={book.isPending}
          disabled={!target}
          data-testid="optimizer-book-drafts"
        >
          {t('optimizer.book.submit')}
        </Button>
      </Group>
      {book.error && <Alert color="red">{failureText(book.error, t('optimizer.book.failed'))}</Alert>}
    </ActionCard>
  );
}
