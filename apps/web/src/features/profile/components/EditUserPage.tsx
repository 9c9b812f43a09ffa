import { canOpen, firstAllowedPath, type User } from '@cobertura/contracts';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isConsentPending } from '../../../app/shell/utils/access.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useUser } from '../hooks/useUser.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /edit-user: the consent gate; the only screen a pending or inactive user may open. */
export function EditUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  if (!user) return null;

  const onSaved = (saved: User) => {
    if (isConsentPending(saved)) return;
    // Consent given: on to Home, or the role's first screen when it has no Home.
    const role = saved.platform_role;
    navigate(canOpen(role, 'home') ? '/home' : (firstAllowedPath(role) ?? '/profile'));
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('editUser.title')}</Title>
          <Text c="dimmed">{t('editUser.subtitle')}</Text>
        </Stack>
        {!user.habeas_data && (
          <Notice kind="warning" title={t('editUser.consentTitle')} testId="consent-explanation">
            {t('editUser.consentText')}
          </Notice>
        )}
        {!user.is_active && (
          <Notice kind="info" title={t('editUser.inactiveTitle')} testId="inactive-explanation">
            {t('editUser.inactiveText')}
          </Notice>
        )}
        <ProfileForm key={user.pk_idusers} user={user} onSaved={onSaved} isConsentFirst={!user.habeas_data} />
        <ChangePasswordForm user={user} />
      </Stack>
    </Container>
  );
}
