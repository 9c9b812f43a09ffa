import type { BankQuote, DeskRequest } from '@cobertura/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { deskQueries } from '../api/deskQueries.ts';
import type { RequestActions } from '../hooks/useRequestActions.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';
import { BreachList } from './BreachList.tsx';
import { ExecuteDialog } from './ExecuteDialog.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { QuotesTable } from './QuotesTable.tsx';

const QUOTABLE = new Set<DeskRequest['state']>(['submitted', 'quoting']);

/** The banks' prices for a request, how to get more, and the execution of one of them. */
export function QuotesSection({
  request,
  actions,
  canTrade,
}: {
  request: DeskRequest;
  actions: RequestActions;
  canTrade: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [executing, setExecuting] = useState<BankQuote | null>(null);
  const limits = useQuery({ ...deskQueries.limits(), enabled: canTrade });
  const banks = limits.data?.find((l) => l.company_id === request.company_id)?.counterparties ?? [];
  const canQuote = canTrade && QUOTABLE.has(request.state);
  const { askQuotes } = actions;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>{t('desk.quotes.title')}</Title>
        {canQuote && (
          <Button onClick={() => askQuotes.mutate()} loading={askQuotes.isPending} data-testid="ask-quotes">
            {t('desk.quotes.ask')}
          </Button>
        )}
      </Group>
      {askQuotes.isError && (
        <Notice kind="error" testId="ask-quotes-error">
          {deskErrorText(askQuotes.error, t, i18n.language)}
        </Notice>
      )}
      {request.pending_approval && (
        <Notice kind="warning" testId="pending-approval">
          <Stack gap={4}>
            <Text size="sm">{t('desk.quotes.pending', { by: request.pending_approval.asked_by })}</Text>
            <BreachList breaches={request.pending_approval.breaches} />
          </Stack>
        </Notice>
      )}
      {request.approved_quote_id !== null && request.state === 'quoting' && (
        <Notice kind="success" testId="approved-quote">
          {t('desk.quotes.approved')}
        </Notice>
      )}
      {request.quotes.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="quotes-empty">
          {t('desk.quotes.empty')}
        </Text>
      ) : (
        <QuotesTable request={request} canExecute={canTrade} onExecute={setExecuting} />
      )}
      {canQuote && <QuoteForm request={request} banks={banks} recordQuote={actions.recordQuote} />}
      {executing && (
        <ExecuteDialog
          key={executing.id}
          request={request}
          quote={executing}
          execute={actions.execute}
          onClose={() => setExecuting(null)}
        />
      )}
    </Stack>
  );
}
