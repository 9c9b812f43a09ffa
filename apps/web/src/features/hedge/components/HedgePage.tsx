import { Container, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LiveBadge } from '../../../shared/hedge-requests/index.ts';
import { useHedgeLive } from '../hooks/useHedgeLive.ts';
import { type HedgeTab, useHedgePage } from '../hooks/useHedgePage.ts';
import { PlanSection } from './PlanSection.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { RequestForm } from './RequestForm.tsx';
import { RequestList } from './RequestList.tsx';

/**
 * /hedge (roles 1 and 2): the treasurer's desk window (issue 26). The execution plan says what the
 * program still requires, period by period, for the chosen window; a plan row, the Optimizer or the
 * treasurer's own typing makes a hedge request; "My requests" follows each one through the desk,
 * live, to its trade confirmations.
 */
export function HedgePage() {
  const { t } = useTranslation();
  const page = useHedgePage();
  const live = useHedgeLive();
  return (
    <Container size="xl" py="lg" data-testid="hedge-page">
      <Stack gap="lg">
        <PageHeader title={t('hedge.title')} subtitle={t('hedge.subtitle')}>
          <LiveBadge state={live} testId="hedge-live" />
        </PageHeader>
        <Tabs value={page.tab} onChange={(value) => value && page.setTab(value as HedgeTab)}>
          <Tabs.List mb="md">
            <Tabs.Tab value="plan" data-testid="hedge-tab-plan">
              {t('hedge.tabs.plan')}
            </Tabs.Tab>
            <Tabs.Tab value="request" data-testid="hedge-tab-request">
              {page.start.editing
                ? t('hedge.tabs.editDraft', { reference: page.start.editing.reference })
                : t('hedge.tabs.request')}
            </Tabs.Tab>
            <Tabs.Tab value="requests" data-testid="hedge-tab-requests">
              {t('hedge.tabs.requests')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plan">
            <PlanSection
              onRequest={(group, period, window) => void page.requestFromPlan(group, period, window)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="request">
            <RequestForm
              key={page.start.key}
              start={page.start}
              onNew={page.newRequest}
              onSaved={(request, submitted) => {
                notifications.show({
                  color: 'green',
                  message: t(submitted ? 'hedge.form.sent' : 'hedge.form.drafted', {
                    reference: request.reference,
                  }),
                });
                page.saved(request);
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <RequestList onOpen={page.open} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <RequestDetail id={page.openId} onClose={page.close} onEdit={page.editDraft} />
    </Container>
  );
}
