import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyMembersCard } from '../../admin/components/CompanyMembersCard.tsx';
import { useUser } from '../hooks/useUser.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** A client treasury user reads who belongs to their companies. */
const TREASURY_ROLE = 2;

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
        <TwoFactorCard />
        {user.is_staff && (
          <Text>
            <Anchor component={Link} to="/admin" data-testid="admin-link">
              {t('profile.administration')}
            </Anchor>
          </Text>
        )}
        {!user.is_staff && user.platform_role === TREASURY_ROLE && (
          <CompanyMembersCard userId={user.pk_idusers} />
        )}
      </Stack>
    </Container>
  );
}
