import { canOpen, type SimulationReply } from '@cobertura/contracts';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { hedgeRequestLink } from '../../hedge/index.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { ActionCard } from './ActionCard.tsx';

/**
 * "Ask the desk": the chosen strategy, with its terms, the asset, side and schedule, opens the
 * Hedge screen as a request to review and send to the trading desk. Only for users who may open
 * the Hedge screen.
 */
export function AskDesk({
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
  const [chosen, setChosen] = useState<string | null>(null);
  const strategy = chosen ?? String(results.results.strategies[0]?.pk_idstrategy ?? '');
  const draft = drafts.find((d) => String(d.strategy.pk_idstrategy) === strategy);
  if (!user || !canOpen(user.platform_role, 'hedge')) return null;
  const ask = () => {
    if (!draft) return;
    const link = hedgeRequestLink({
      ...marketRequest(plan),
      strategy: strategyChoice(draft),
      ...(plan.portfolio === null ? {} : { portfolio_id: Number(plan.portfolio) }),
      origin: 'optimizer',
    });
    void navigate(link.to, { state: link.state });
  };
  return (
    <ActionCard title={t('optimizer.desk.title')} help={t('optimizer.desk.help')} testId="optimizer-desk">
      <Group align="flex-end">
        <Select
          label={t('optimizer.desk.strategy')}
          data={results.results.strategies.map((s) => ({
            value: String(s.pk_idstrategy),
            label: strategyLabel(s.name, t),
          }))}
          value={strategy}
          onChange={setChosen}
          allowDeselect={false}
          data-testid="optimizer-desk-strategy"
        />
        <Button onClick={ask} disabled={!draft} data-testid="optimizer-ask-desk">
          {t('optimizer.desk.submit')}
        </Button>
      </Group>
    </ActionCard>
  );
}
