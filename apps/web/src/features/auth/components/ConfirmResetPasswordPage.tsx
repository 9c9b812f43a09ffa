import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';

/** What a screen that has just changed the password passes along when it opens the confirmation. */
export type PasswordChangedState = { passwordChanged: true };

/**
 * /ConfirmRessetPassword: "your password has been changed" only when a successful change led here;
 * opened by its address it claims nothing and points to where a password is changed.
 */
export function ConfirmResetPasswordPage() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<PasswordChangedState> | null;
  if (state?.passwordChanged === true) {
    return (
      <AuthFrame title={t('confirmReset.title')}>
        <Text mb="lg">{t('confirmReset.message')}</Text>
        <Button component={Link} to="/login" fullWidth>
          {t('confirmReset.login')}
        </Button>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('confirmReset.unconfirmedTitle')}>
      <Text mb="lg" data-testid="confirm-reset-unconfirmed">
        {t('confirmReset.unconfirmed')}
      </Text>
      <Stack gap="sm">
        <Button component={Link} to="/reset_password" fullWidth>
          {t('confirmReset.reset')}
        </Button>
        <Button component={Link} to="/login" variant="light" fullWidth>
          {t('confirmReset.login')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
