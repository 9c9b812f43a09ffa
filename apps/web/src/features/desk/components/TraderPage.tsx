import { Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LiveBadge } from '../../../shared/hedge-requests/index.ts';
import { useDeskLive } from '../hooks/useDeskLive.ts';
import { useSelectedRequest } from '../hooks/useSelectedRequest.ts';
import { OPEN_FILTERS } from '../utils/blotterFilters.ts';
import { BlotterPanel } from './BlotterPanel.tsx';
import { RequestDrawer } from './RequestDrawer.tsx';

/**
 * /trader (roles 1 and 3): the blotter of the clients' requests, followed live, and the ticket of
 * the request chosen, where the trader asks the banks, records their prices and executes.
 */
export function TraderPage() {
  const { t } = useTranslation();
  const live = useDeskLive();
  const { selectedId, select } = useSelectedRequest();
  return (
    <Container fluid py="lg" data-testid="trader-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageHeader title={t('desk.trader.title')} subtitle={t('desk.trader.subtitle')} />
          <LiveBadge state={live} testId="desk-live" />
        </Group>
        <BlotterPanel initialFilters={OPEN_FILTERS} selectedId={selectedId} onSelect={select} />
      </Stack>
      <RequestDrawer id={selectedId} canTrade onClose={() => select(null)} />
    </Container>
  );
}
