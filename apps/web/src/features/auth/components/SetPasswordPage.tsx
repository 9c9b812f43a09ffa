import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPassword } from '../hooks/useSetPassword.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';

const HINTS = ['similar', 'length', 'common', 'numeric'] as const;

/**
 * 'ENTER NEW PASSWORD' for a user id: opened from an invitation mail (`?token=`), signed out, by the
 * link's holder; otherwise the signed-in user themself, or staff for anyone.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const {
    form,
    submit,
    failure,
    isSaving,
    isValidId,
    invitation,
    invitationState,
    access,
    isOwn,
    canSubmit,
  } = useSetPassword();
  const isSpent =
    isValidId && Boolean(invitation) && invitationState !== 'open' && invitationState !== 'checking';

  if (isSpent) {
    return (
      <AuthFrame title={t('setPassword.title')}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert" data-testid="set-password-spent">
            {t(`setPassword.invitation.${invitationState}`)}
          </Alert>
          {invitationState === 'used' && (
            <Anchor component={Link} to="/reset_password" size="sm">
              {t('setPassword.invitation.forgot')}
            </Anchor>
          )}
          <BackToLogin label={t('setPassword.backToLogin')} />
        </Stack>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('setPassword.title')}>
      <Stack gap="md">
        {!isValidId && (
          <Alert color="red" variant="light" role="alert">
            {t('setPassword.invalidLink')}
          </Alert>
        )}
        {isValidId && invitation && (
          <Text size="sm" data-testid="set-password-invitation">
            {invitationState === 'checking' ? t('setPassword.invitation.checking') : t('setPassword.invited')}
          </Text>
        )}
        {isValidId && !invitation && !access && (
          <Alert color="yellow" variant="light" data-testid="set-password-signin">
            {t('setPassword.signInFirst')}{' '}
            <Anchor component={Link} to="/reset_password">
              {t('setPassword.useReset')}
            </Anchor>
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="set-password-error">
            {failure}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {isOwn && (
              <PasswordInput
                label={t('setPassword.current')}
                autoComplete="current-password"
                {...form.getInputProps('password_old')}
              />
            )}
            <PasswordInput
              label={t('setPassword.password')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('setPassword.confirmation')}
              autoComplete="new-password"
              {...form.getInputProps('password_confirmation')}
            />
            <List size="sm" c="dimmed" spacing={2}>
              {HINTS.map((hint) => (
                <List.Item key={hint}>{t(`setPassword.hints.${hint}`)}</List.Item>
              ))}
            </List>
            <Button type="submit" loading={isSaving} disabled={!canSubmit}>
              {t('setPassword.submit')}
            </Button>
          </Stack>
        </form>
        <BackToLogin label={t('setPassword.backToLogin')} />
      </Stack>
    </AuthFrame>
  );
}
