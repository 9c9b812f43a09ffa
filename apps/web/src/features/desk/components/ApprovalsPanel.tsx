import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { deskQueries } from '../api/deskQueries.ts';
import { ApprovalCard } from './ApprovalCard.tsx';

const AWAITING = { state: 'awaiting_approval' } as const;

/** The executions waiting for a supervisor, oldest question first as the blotter lists them. */
export function ApprovalsPanel({
  isSupervisor,
  isTrader,
  onOpen,
}: {
  isSupervisor: boolean;
  /** Known to be a trader: the panel says that only supervisors answer. */
  isTrader: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const blotter = useQuery(deskQueries.blotter(AWAITING));
  const rows = blotter.data?.rows ?? [];
  return (
    <Stack gap="sm" data-testid="approvals">
      {isTrader && (
        <Notice kind="info" testId="supervisors-only">
          {t('desk.approvals.supervisorsOnly')}
        </Notice>
      )}
      {blotter.isPending && <InlineLoader text={t('desk.blotter.loading')} />}
      {blotter.isError && (
        <RetryNotice
          kind="error"
          text={t('desk.blotter.failed')}
          retryText={t('common.retry')}
          onRetry={() => void blotter.refetch()}
          testId="approvals-error"
        />
      )}
      {blotter.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="approvals-empty">
          {t('desk.approvals.empty')}
        </Text>
      )}
      {rows.map((row) => (
        <ApprovalCard key={row.id} row={row} isSupervisor={isSupervisor} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
