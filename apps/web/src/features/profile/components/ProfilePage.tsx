import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useUser } from '../../../shared/session/useUser.ts';
import { CompanyMembersCard } from '../../admin/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DateOrderCard } from './DateOrderCard.tsx';
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
        <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
        <ProfileForm key={user.pk_idusers} user={user} />
        <ChangePasswordForm user={user} />
        <TwoFactorCard />
        {/* Preferences are a member's: consent given and the account active. */}
        {user.habeas_data && user.is_active && <DateOrderCard />}
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
