import { Container, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoAccessPage } from '../../../components/NoAccessPage.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useUser } from '../../../shared/session/useUser.ts';
import { AccountsPanel } from './AccountsPanel.tsx';
import { CompaniesPanel } from './CompaniesPanel.tsx';

/** Staff's administration (`/admin`): companies and their members, and every account. */
export function AdminPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (!user) return null;
  if (!user.is_staff) return <NoAccessPage />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
        <Tabs defaultValue="companies" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="companies">{t('admin.tabs.companies')}</Tabs.Tab>
            <Tabs.Tab value="accounts">{t('admin.tabs.accounts')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="companies">
            <CompaniesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="accounts">
            <AccountsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
