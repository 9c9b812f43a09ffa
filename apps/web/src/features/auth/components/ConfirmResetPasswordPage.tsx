import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';

/** /ConfirmRessetPassword: the password was changed; sign in again. */
export function ConfirmResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('confirmReset.title')}>
      <Text mb="lg">{t('confirmReset.message')}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('confirmReset.login')}
      </Button>
    </AuthFrame>
  );
}
