import type { HedgeRequest } from '@cobertura/contracts';
import { Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { RequestTimeline, StateBadge } from '../../../shared/hedge-requests/index.ts';
import { hedgeQueries } from '../api/hedgeQueries.ts';
import { CancelRequest } from './CancelRequest.tsx';
import { Confirmations } from './Confirmations.tsx';
import { DraftSubmit } from './DraftSubmit.tsx';
import { RequestFacts } from './RequestFacts.tsx';

/** One request in a side panel: its terms, its life, its confirmations and what can still be done. */
export function RequestDetail({
  id,
  onClose,
  onEdit,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (request: HedgeRequest) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={t('hedge.detail.title')}>
      {id !== null && <DetailBody id={id} onEdit={onEdit} />}
    </Drawer>
  );
}

function DetailBody({ id, onEdit }: { id: number; onEdit: (request: HedgeRequest) => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(hedgeQueries.request(id));
  const request = query.data;
  if (query.isPending) return <Loader size="sm" />;
  if (!request)
    return (
      <Notice kind="error" testId="hedge-detail-failed">
        {errorMessage(query.error, t, i18n.language, 'hedge.detail.failed')}
      </Notice>
    );
  const isDraft = request.state === 'draft';
  return (
    <Stack gap="lg" data-testid="hedge-detail" data-state={request.state}>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} size="h3" data-testid="hedge-detail-reference">
            {request.reference}
          </Title>
          <StateBadge
            state={request.state}
            isPartial={request.filled < request.amount}
            testId="hedge-request-state"
          />
        </Group>
        <Text size="sm" c="dimmed">
          {request.company_name}
        </Text>
      </Group>
      <RequestFacts request={request} />
      <Group gap="sm">
        {isDraft && (
          <Button variant="default" onClick={() => onEdit(request)} data-testid="hedge-detail-edit">
            {t('hedge.detail.edit')}
          </Button>
        )}
        {isDraft && <DraftSubmit request={request} />}
        <CancelRequest request={request} />
      </Group>
      <Confirmations request={request} />
      <Title order={3} size="h5">
        {t('hedge.detail.life')}
      </Title>
      <RequestTimeline events={request.events} testId="hedge-timeline" />
    </Stack>
  );
}
