import { Container, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LiveBadge } from '../../../shared/hedge-requests/index.ts';
import { useDeskLive } from '../hooks/useDeskLive.ts';
import { useDeskMe } from '../hooks/useDeskMe.ts';
import { useSelectedRequest } from '../hooks/useSelectedRequest.ts';
import { SUPERVISOR_TABS, useSupervisorTab } from '../hooks/useSupervisorTab.ts';
import { OPEN_FILTERS } from '../utils/blotterFilters.ts';
import { ApprovalsPanel } from './ApprovalsPanel.tsx';
import { BlotterPanel } from './BlotterPanel.tsx';
import { LimitsPanel } from './LimitsPanel.tsx';
import { PositionPanel } from './PositionPanel.tsx';
import { RequestDrawer } from './RequestDrawer.tsx';

const ALL_REQUESTS = { ...OPEN_FILTERS, state: 'all' } as const;

/**
 * /supervisor (roles 1 and 3): the executions waiting for four eyes, the desk's position, the
 * clients' limits and credit lines, and the audit trail of any request. A trader sees them all but
 * may not approve nor change a limit.
 */
export function SupervisorPage() {
  const { t } = useTranslation();
  const live = useDeskLive();
  const { isSupervisor, isTrader } = useDeskMe();
  const { tab, setTab } = useSupervisorTab();
  const { selectedId, select } = useSelectedRequest();
  return (
    <Container fluid py="lg" data-testid="supervisor-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageHeader title={t('desk.supervisor.title')} subtitle={t('desk.supervisor.subtitle')} />
          <LiveBadge state={live} testId="desk-live" />
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {SUPERVISOR_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                {t(`desk.supervisor.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="approvals" pt="md">
            <ApprovalsPanel isSupervisor={isSupervisor} isTrader={isTrader} onOpen={select} />
          </Tabs.Panel>
          <Tabs.Panel value="position" pt="md">
            <PositionPanel onOpen={select} />
          </Tabs.Panel>
          <Tabs.Panel value="limits" pt="md">
            <LimitsPanel isSupervisor={isSupervisor} />
          </Tabs.Panel>
          <Tabs.Panel value="requests" pt="md">
            <BlotterPanel initialFilters={ALL_REQUESTS} selectedId={selectedId} onSelect={select} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <RequestDrawer id={selectedId} canTrade={false} onClose={() => select(null)} />
    </Container>
  );
}
