import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { useAccounts } from '../hooks/useAccounts.ts';
import { RoleBadge } from './RoleBadge.tsx';

/** Staff's accounts: those waiting for activation, or all, with their companies; activate or deactivate each. */
export function AccountsPanel() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { accounts, setActive, status, setStatus, page, setPage } = useAccounts();
  const rows = accounts.data?.items ?? [];
  const pages = accounts.data ? Math.ceil(accounts.data.total / accounts.data.page_size) : 0;

  const onToggle = async (id: number, username: string, isActive: boolean) => {
    try {
      await setActive.mutateAsync({ id, isActive });
      const message = t(isActive ? 'admin.accounts.activated' : 'admin.accounts.deactivated', { username });
      notifications.show({ color: 'green', message, autoClose: 5000 });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t, lang, 'admin.accounts.failed') });
    }
  };

  return (
    <Stack gap="md" data-testid="accounts-panel">
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as 'pending' | 'all')}
        data={[
          { value: 'pending', label: t('admin.accounts.pending') },
          { value: 'all', label: t('admin.accounts.all') },
        ]}
      />
      {accounts.isError && (
        <Alert color="red" variant="light">
          {errorMessage(accounts.error, t, lang, 'admin.accounts.loadFailed')}
        </Alert>
      )}
      {accounts.isSuccess && rows.length === 0 && <Text c="dimmed">{t('admin.accounts.none')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.fields.username')}</Table.Th>
                <Table.Th>{t('admin.fields.email')}</Table.Th>
                <Table.Th>{t('admin.fields.companies')}</Table.Th>
                <Table.Th>{t('admin.fields.role')}</Table.Th>
                <Table.Th>{t('admin.accounts.verified')}</Table.Th>
                <Table.Th>{t('admin.accounts.joined')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.accounts.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((account) => (
                <Table.Tr key={account.pk_idusers}>
                  <Table.Td>{account.username}</Table.Td>
                  <Table.Td>{account.email}</Table.Td>
                  <Table.Td>
                    {account.companies.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('admin.accounts.noCompany')}
                      </Text>
                    ) : (
                      account.companies.map((c) => c.company_name).join(', ')
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={account.platform_role} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={account.email_verified ? 'teal' : 'gray'} variant="light">
                      {account.email_verified ? t('admin.yes') : t('admin.no')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(account.date_joined, lang)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant={account.is_active ? 'default' : 'filled'}
                      color={account.is_active ? 'red' : undefined}
                      onClick={() => void onToggle(account.pk_idusers, account.username, !account.is_active)}
                      loading={setActive.isPending && setActive.variables?.id === account.pk_idusers}
                      data-testid={`${account.is_active ? 'deactivate' : 'activate'}-${account.username}`}
                    >
                      {account.is_active ? t('admin.accounts.deactivate') : t('admin.accounts.activate')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
