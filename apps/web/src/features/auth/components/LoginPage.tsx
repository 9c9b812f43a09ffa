import { Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { useIsHydrated } from '../../../utils/useIsHydrated.ts';
import { useLogin } from '../hooks/useLogin.ts';
import { useRotatingMessage } from '../hooks/useRotatingMessage.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { AuthSwitch } from './AuthSwitch.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';

// Only after the idle hour: not part of the first script.
const IdleSignOutModal = lazy(() =>
  import('./IdleSignOutModal.tsx').then((module) => ({ default: module.IdleSignOutModal })),
);

const PROGRESS_KEYS = [
  'login.progress.credentials',
  'login.progress.profile',
  'login.progress.market',
] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { form, formRef, submit, isSigningIn, failure, challenge, finish, cancelChallenge } = useLogin();
  // The page comes prerendered: sent before its script runs, the form would go to its own address
  // as a GET, the password in the URL. It can be sent once hydrated; until then its button says it is
  // getting ready, and an Enter is held and sent then (useLogin).
  const isHydrated = useIsHydrated();
  // The e-mail verification link comes back here with ?verified=1 (or 0 when the link was bad).
  const verified = searchParams.get('verified');
  const progress = useRotatingMessage(PROGRESS_KEYS, isSigningIn);

  const field = (name: 'username' | 'password') => ({
    name,
    disabled: isSigningIn,
    ...form.getInputProps(name),
  });

  if (challenge) {
    return (
      <AuthFrame title={t('login.twoFactor.title')} subtitle={t('login.twoFactor.subtitle')}>
        <TwoFactorStep challenge={challenge} onSignedIn={finish} onCancel={cancelChallenge} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      {searchParams.get('idle') === '1' && (
        <Suspense fallback={null}>
          <IdleSignOutModal onAccept={() => setSearchParams({}, { replace: true })} />
        </Suspense>
      )}
      <form ref={formRef} onSubmit={submit} noValidate data-hold-submit="">
        <Stack gap="md">
          {verified === '1' && !failure && (
            <Notice kind="success" testId="login-verified">
              {t('login.verified')}
            </Notice>
          )}
          {searchParams.get('invited') === '1' && !failure && (
            <Notice kind="success" testId="login-invited">
              {t('login.invited')}
            </Notice>
          )}
          {verified === '0' && !failure && (
            <Notice kind="error" testId="login-verify-failed">
              {t('login.verifyFailed')}
            </Notice>
          )}
          {failure && (
            <Notice kind="error" testId="login-error">
              {failure}
            </Notice>
          )}
          <TextInput label={t('login.username')} autoComplete="username" {...field('username')} />
          <PasswordInput label={t('login.password')} autoComplete="current-password" {...field('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset_password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={isSigningIn} disabled={!isHydrated} fullWidth>
            {isHydrated ? t('login.submit') : t('login.gettingReady')}
          </Button>
          {progress && (
            <Group gap="xs" justify="center" data-testid="login-progress" aria-live="polite">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t(progress)}
              </Text>
            </Group>
          )}
          <SsoButtons />
          <AuthSwitch prompt={t('login.noAccount')} to="/register" label={t('login.register')} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
