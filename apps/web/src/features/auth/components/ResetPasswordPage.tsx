import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useResetPassword } from '../hooks/useResetPassword.ts';
import type { ResetCodeValues } from '../utils/validateReset.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { emailForm, codeForm, isCodeSent, isBusy, isDone, codeNotice, notice, sendCode, validateCode } =
    useResetPassword();

  // The step's problems show one at a time in the notice above, not under the fields.
  const codeField = (name: keyof ResetCodeValues) => ({
    disabled: isDone,
    ...codeForm.getInputProps(name),
    error: undefined,
  });

  return (
    <AuthFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Stack gap="md">
        {notice && (
          <Notice kind={notice.kind} testId={`reset-${notice.kind}`}>
            {notice.text}
          </Notice>
        )}
        {codeNotice && (
          <Notice kind="info" testId="reset-code-sent">
            {t('reset.codeSent')}
          </Notice>
        )}
        <form onSubmit={sendCode} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('reset.email')}
              type="email"
              autoComplete="email"
              disabled={isDone}
              {...emailForm.getInputProps('email')}
            />
            <Button
              type="submit"
              variant={isCodeSent ? 'light' : 'filled'}
              loading={isBusy && !isCodeSent}
              disabled={isDone}
            >
              {t('reset.sendCode')}
            </Button>
          </Stack>
        </form>
        {isCodeSent && (
          <Paper withBorder p="md" radius="md">
            <form onSubmit={validateCode} noValidate>
              <Stack gap="sm">
                <Title order={2} fz="md">
                  {t('reset.step2')}
                </Title>
                <TextInput
                  label={t('reset.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  {...codeField('code')}
                />
                <PasswordInput
                  label={t('reset.newPassword')}
                  autoComplete="new-password"
                  {...codeField('password')}
                />
                <PasswordInput
                  label={t('reset.repeatPassword')}
                  autoComplete="new-password"
                  {...codeField('confirmation')}
                />
                <PasswordChecklist password={codeForm.values.password} />
                <Button type="submit" loading={isBusy} disabled={isDone}>
                  {t('reset.validateCode')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
        <BackToLogin label={t('reset.backToLogin')} />
      </Stack>
    </AuthFrame>
  );
}
