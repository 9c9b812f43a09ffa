import { canOpen, firstAllowedPath, type User } from '@cobertura/contracts';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { isConsentPending } from '../../../shared/session/access.ts';
import { useUser } from '../../../shared/session/useUser.ts';
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
        <PageHeader title={t('editUser.title')} subtitle={t('editUser.subtitle')} />
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
