import {
  EXECUTION_WINDOWS,
  type ExecutionWindow,
  type PlanGroup,
  type PlanPeriod,
} from '@cobertura/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate } from '../../../utils/format.ts';
import { hedgeQueries } from '../api/hedgeQueries.ts';
import { PlanGroupCard } from './PlanGroupCard.tsx';

/** The plan's default window: a month, as the plan's own query defaults. */
const DEFAULT_WINDOW: ExecutionWindow = 'MONTH';

/**
 * The execution plan: a window (a week, two weeks, a month: spec 02 §9) and, per portfolio and
 * asset, the periods with what the program still requires; the periods starting within the window
 * are this window's work and stand out.
 */
export function PlanSection({
  onRequest,
}: {
  onRequest: (group: PlanGroup, period: PlanPeriod, window: ExecutionWindow) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [window, setWindow] = useState<ExecutionWindow>(DEFAULT_WINDOW);
  const plan = useQuery(hedgeQueries.plan(window));
  const groups = plan.data?.groups ?? [];
  return (
    <Stack gap="md" data-testid="hedge-plan">
      <Group justify="space-between" align="flex-end">
        <LabelledSegments
          label={t('hedge.plan.window')}
          labelId="hedge-window-label"
          value={window}
          onChange={(value) => setWindow(value as ExecutionWindow)}
          data={EXECUTION_WINDOWS.map((w) => ({ value: w, label: t(`hedge.windows.${w}`) }))}
          data-testid="hedge-window"
        />
        {plan.isFetching && (
          <Text size="xs" c="dimmed" role="status">
            {t('hedge.updating')}
          </Text>
        )}
        {plan.data && (
          <Text size="sm" c="dimmed" data-testid="hedge-plan-dates">
            {t('hedge.plan.dates', {
              valued: formatDate(plan.data.valuation_date, lang),
              ends: formatDate(plan.data.window_ends, lang),
            })}
          </Text>
        )}
      </Group>
      {plan.isPending && <Text c="dimmed">{t('hedge.plan.loading')}</Text>}
      {plan.isError && (
        <Notice kind="error" testId="hedge-plan-failed">
          <Stack gap="xs" align="flex-start">
            {errorMessage(plan.error, t, lang, 'hedge.plan.failed')}
            <Button size="xs" variant="light" onClick={() => void plan.refetch()}>
              {t('hedge.retry')}
            </Button>
          </Stack>
        </Notice>
      )}
      {plan.isSuccess && groups.length === 0 && (
        <Notice kind="info" testId="hedge-plan-empty">
          {t('hedge.plan.empty')}
        </Notice>
      )}
      {groups.map((group) => (
        <PlanGroupCard
          key={`${group.portfolio_id}-${group.asset}`}
          group={group}
          onRequest={(period) => onRequest(group, period, window)}
        />
      ))}
    </Stack>
  );
}
