import { Alert, Badge, Button, Paper, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { usePendingAccounts } from '../hooks/usePendingAccounts.ts';

/** Staff only: registered accounts waiting for activation, each with an Activate button. */
export function PendingAccounts() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { pending, activate } = usePendingAccounts();

  const onActivate = async (id: number, username: string) => {
    try {
      await activate.mutateAsync(id);
      notifications.show({ color: 'green', message: t('pending.activated', { username }), autoClose: 5000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, t, lang, 'pending.failed'),
        autoClose: 5000,
      });
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="pending-accounts">
      <Title order={2} fz="lg" mb="md">
        {t('pending.title')}
      </Title>
      {pending.isError && (
        <Alert color="red" variant="light">
          {errorMessage(pending.error, t, lang, 'pending.loadFailed')}
        </Alert>
      )}
      {pending.isSuccess && pending.data.length === 0 && <Text c="dimmed">{t('pending.none')}</Text>}
      {pending.isSuccess && pending.data.length > 0 && (
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pending.username')}</Table.Th>
              <Table.Th>{t('pending.email')}</Table.Th>
              <Table.Th>{t('pending.verified')}</Table.Th>
              <Table.Th>{t('pending.joined')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pending.data.map((account) => (
              <Table.Tr key={account.pk_idusers}>
                <Table.Td>{account.username}</Table.Td>
                <Table.Td>{account.email}</Table.Td>
                <Table.Td>
                  <Badge color={account.email_verified ? 'teal' : 'gray'} variant="light">
                    {account.email_verified ? t('pending.yes') : t('pending.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(account.date_joined, lang)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    onClick={() => void onActivate(account.pk_idusers, account.username)}
                    loading={activate.isPending && activate.variables === account.pk_idusers}
                    data-testid={`activate-${account.username}`}
                  >
                    {t('pending.activate')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
