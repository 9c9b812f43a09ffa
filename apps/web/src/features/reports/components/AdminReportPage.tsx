import { ADMIN_REPORT_FILTERS, type AdminReportFilter, type ReportCard as Card } from '@cobertura/contracts';
import { ActionIcon, Button, Container, Group, Menu, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { reportsApi } from '../api/reportsApi.ts';
import { useReportListState } from '../hooks/useReportListState.ts';
import { useAdminReports, useReportTags } from '../hooks/useReports.ts';
import { type ReportAction, stateMenu } from '../utils/stateMenu.ts';
import { ReportCard } from './ReportCard.tsx';
import { ReportCardGrid } from './ReportCardGrid.tsx';
import { StaffOnly } from './StaffOnly.tsx';

const FILTERS = Object.keys(ADMIN_REPORT_FILTERS) as AdminReportFilter[];

/** /AdminReport: staff's list of every report, by state, with each card's menu (spec 01 §2, §4). */
export function AdminReportPage() {
  return (
    <StaffOnly>
      <AdminReports />
    </StaffOnly>
  );
}

function AdminReports() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typeState, setTypeState] = useState<AdminReportFilter>('All');
  const list = useReportListState();
  const { filters, setPage } = list;
  const reports = useAdminReports({
    page: list.page,
    page_size: filters.pageSize,
    search: filters.search,
    tag: filters.tag,
    type_state: typeState,
  });
  const tags = useReportTags().data?.items ?? [];
  // After a change the list reloads with the same filter and page.
  const act = useMutation({
    mutationFn: ({ report, action }: { report: Card; action: Exclude<ReportAction, 'edit'> }) =>
      action === 'duplicate'
        ? reportsApi.duplicate(report.pk_id_report)
        : reportsApi.changeState(report.pk_id_report, action),
    onSuccess: (_, { action }) => {
      notifications.show({
        color: 'green',
        autoClose: 5000,
        message:
          action === 'duplicate'
            ? t('reports.admin.duplicated')
            : t('reports.admin.changed', { state: t(`reports.states.${action}`) }),
      });
      return queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
    onError: () => notifications.show({ color: 'red', autoClose: 5000, message: t('reports.admin.failed') }),
  });
  return (
    <Container size="xl" py="lg">
      <Title order={1} fz="h2" mb="md">
        {t('reports.admin.title')}
      </Title>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="xs" w={180} style={{ flexShrink: 0 }}>
          <Button component={Link} to="/CreateReport" color="teal.9">
            {t('reports.admin.create')}
          </Button>
          {FILTERS.map((filter) => (
            <Button
              key={filter}
              variant={filter === typeState ? 'filled' : 'light'}
              aria-pressed={filter === typeState}
              onClick={() => {
                setTypeState(filter);
                setPage(1);
              }}
            >
              {t(`reports.admin.filters.${filter}`)}
            </Button>
          ))}
        </Stack>
        <Stack gap="md" style={{ flexGrow: 1, minWidth: 0 }}>
          <ReportCardGrid
            list={list}
            reports={reports}
            tags={tags}
            cols={{ base: 1, md: 2, xl: 3 }}
            card={(report) => (
              <ReportCard
                key={report.pk_id_report}
                report={report}
                tags={tags}
                showState
                menu={
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('reports.admin.menu')}>
                        <Icon name="dots" size={20} stroke={3} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {stateMenu(report.State).map((action) => (
                        <Menu.Item
                          key={action}
                          onClick={() =>
                            action === 'edit'
                              ? navigate(`/EditReport/${report.pk_id_report}`)
                              : act.mutate({ report, action })
                          }
                        >
                          {t(
                            action === 'edit' || action === 'duplicate'
                              ? `reports.admin.${action}`
                              : `reports.admin.to${action}`,
                          )}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                }
              />
            )}
          />
        </Stack>
      </Group>
    </Container>
  );
}
