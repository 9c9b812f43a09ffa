import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PendingAccounts } from '../../admin/components/PendingAccounts.tsx';
import { useUser } from '../hooks/useUser.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('profile.title')}</Title>
          <Text c="dimmed">{t('profile.subtitle')}</Text>
        </Stack>
        <ProfileForm key={user.pk_idusers} user={user} />
        <ChangePasswordForm user={user} />
        {user.is_staff && <PendingAccounts />}
      </Stack>
    </Container>
  );
}
