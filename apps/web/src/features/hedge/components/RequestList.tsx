import { REQUEST_STATES } from '@cobertura/contracts';
import { Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import type { RequestListQuery } from '../api/hedgeApi.ts';
import { hedgeQueries } from '../api/hedgeQueries.ts';
import { RequestRow } from './RequestRow.tsx';

/** Requests per page of the list. */
export const REQUESTS_PAGE_SIZE = 20;

/** The list's filter: every request, the open ones, or those of one state. */
const filterQuery = (filter: string): Partial<RequestListQuery> =>
  filter === 'all' ? {} : filter === 'open' ? { open: true } : { state: filter as RequestListQuery['state'] };

/**
 * "My requests": the requests of the user's companies, newest first, a page at a time, with their
 * state, what is filled of the amount and the desk's window. A row opens the request.
 */
export function RequestList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const list = useQuery(
    hedgeQueries.requests({ page, page_size: REQUESTS_PAGE_SIZE, ...filterQuery(filter) }),
  );
  const rows = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / REQUESTS_PAGE_SIZE));
  return (
    <Stack gap="md" data-testid="hedge-requests">
      <Group align="flex-end">
        <Select
          label={t('hedge.list.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value ?? 'all');
            setPage(1);
          }}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('hedge.list.all') },
            { value: 'open', label: t('hedge.list.open') },
            ...REQUEST_STATES.map((state) => ({ value: state, label: t(`requests.states.${state}`) })),
          ]}
          data-testid="hedge-requests-filter"
        />
        {list.isFetching && (
          <Text size="xs" c="dimmed" role="status">
            {t('hedge.updating')}
          </Text>
        )}
      </Group>
      {list.isError && (
        <Notice kind="error" testId="hedge-requests-failed">
          {errorMessage(list.error, t, i18n.language, 'hedge.list.failed')}
        </Notice>
      )}
      {list.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid="hedge-requests-empty">
          {t('hedge.list.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <ScrollRegion label={t('hedge.list.label')} minWidth={1000}>
          {/* Unstriped: the references' link colour reads at 4.5:1 on the page's own dark background, not on a stripe. */}
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hedge.list.reference')}</Table.Th>
                <Table.Th>{t('hedge.list.what')}</Table.Th>
                <Table.Th>{t('hedge.list.strategy')}</Table.Th>
                <Table.Th>{t('hedge.list.state')}</Table.Th>
                <Table.Th ta="right">{t('hedge.list.filled')}</Table.Th>
                <Table.Th>{t('hedge.list.windowEnds')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((request) => (
                <RequestRow key={request.id} request={request} onOpen={() => onOpen(request.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            data-testid="hedge-requests-pages"
          />
        </Group>
      )}
    </Stack>
  );
}
