import { type TLoginRequest, type TSignInAnswer, ZLoginRequest } from '@cobertura/contracts';
import { Anchor, Button, Divider, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { clearSession } from '../../../shared/session/session.ts';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { useIsHydrated } from '../../../utils/useIsHydrated.ts';
import { useKeepTypedBeforeHydration } from '../../../utils/useKeepTypedBeforeHydration.ts';
import { authApi } from '../api/authApi.ts';
import { useAuthProviders } from '../hooks/useAuthProviders.ts';
import { useRotatingMessage } from '../hooks/useRotatingMessage.ts';
import { startSession } from '../utils/loadSession.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { AuthSwitch } from './AuthSwitch.tsx';
import { MISSING_CODE_OR_STATE } from './OidcCallbackPage.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';

const PROGRESS_KEYS = [
  'login.progress.credentials',
  'login.progress.profile',
  'login.progress.market',
] as const;

/** Where the browser goes to start single sign-on with a provider (the server redirects on). */
export const SSO_START_PATH = (provider: string) => `/api/auth/oidc/${provider}/start`;
/** The enterprise sign-on keeps its state here until the callback comes back. */
export const OIDC_STATE_KEY = 'oidc_state';

/** The spec's texts (01 §5) for a missing username or password. */
const LOGIN_ERROR_KEYS: IssueKeys<keyof TLoginRequest> = {
  username: { required: 'login.usernameRequired' },
  password: { required: 'login.passwordRequired' },
};

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const providers = useAuthProviders();
  const [isSigningIn, setIsSigningIn] = useState(false);
  // The page comes prerendered: sent before its script runs, the form would go to its own address
  // as a GET, the password in the URL. It can be sent once hydrated.
  const isHydrated = useIsHydrated();
  const [failure, setFailure] = useState<string | null>(() => {
    // An error handed over by the single-sign-on return, already decoded by URLSearchParams.
    const error = searchParams.get('error');
    if (!error) return null;
    return error === MISSING_CODE_OR_STATE ? t('login.sso.missingCode') : error;
  });
  // The e-mail verification link comes back here with ?verified=1 (or 0 when the link was bad).
  const verified = searchParams.get('verified');
  const progress = useRotatingMessage(PROGRESS_KEYS, isSigningIn);
  const exchangedCode = useRef(false);
  // Set when the password (or the provider) was right and the account asks for a code next.
  const [challenge, setChallenge] = useState<string | null>(null);

  const form = useForm<TLoginRequest>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaValidator(ZLoginRequest, LOGIN_ERROR_KEYS, t),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(formRef, form);

  const finish = async (pair: { access: string; refresh: string }) => {
    const next = await startSession(pair);
    navigate(next, { replace: true });
  };

  /** A sign-in's answer: the session, or the code step. */
  const proceed = async (answer: TSignInAnswer) => {
    if ('challenge' in answer) {
      setIsSigningIn(false);
      setChallenge(answer.challenge);
      return;
    }
    await finish(answer);
  };

  // Return from single sign-on: /oidc/callback forwards code, state and session_state here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per returned code
  useEffect(() => {
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code || !state || exchangedCode.current) return;
    exchangedCode.current = true;
    setIsSigningIn(true);
    const sessionState = searchParams.get('session_state');
    const issuer = searchParams.get('iss');
    authApi
      .oidcCallback({
        code,
        state,
        ...(sessionState ? { session_state: sessionState } : {}),
        ...(issuer ? { iss: issuer } : {}),
      })
      .then(async (answer) => {
        // Signed in, the app navigates on; the code step stays here without the spent code.
        if ('challenge' in answer) setSearchParams({}, { replace: true });
        await proceed(answer);
      })
      .catch((error: unknown) => {
        setSearchParams({}, { replace: true });
        setIsSigningIn(false);
        setFailure(
          error instanceof ApiError && !error.isNetworkError
            ? errorMessage(error, t, currentLanguage(), 'login.failed')
            : `${t('login.sso.exchangeFailed')}${error instanceof Error ? error.message : ''}`,
        );
      })
      .finally(() => sessionStorage.removeItem(OIDC_STATE_KEY));
  }, [searchParams]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setIsSigningIn(true);
    clearSession();
    try {
      await proceed(await authApi.login(ZLoginRequest.parse(values)));
    } catch (error) {
      setIsSigningIn(false);
      setFailure(errorMessage(error, t, currentLanguage(), 'login.failed'));
    }
  });

  const field = (name: keyof TLoginRequest) => ({
    name,
    disabled: isSigningIn,
    ...form.getInputProps(name),
  });

  const enabledProviders = (['google', 'microsoft', 'enterprise'] as const).filter(
    (name) => providers.data?.[name] === true,
  );

  if (challenge) {
    return (
      <AuthFrame title={t('login.twoFactor.title')} subtitle={t('login.twoFactor.subtitle')}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={finish}
          onCancel={() => {
            setChallenge(null);
            form.setFieldValue('password', '');
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      <form ref={formRef} onSubmit={submit} noValidate>
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
            {t('login.submit')}
          </Button>
          {progress && (
            <Group gap="xs" justify="center" data-testid="login-progress" aria-live="polite">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t(progress)}
              </Text>
            </Group>
          )}
          {enabledProviders.length > 0 && (
            <>
              <Divider label={t('login.sso.or')} labelPosition="center" />
              {enabledProviders.map((name) => (
                <Button
                  key={name}
                  variant="default"
                  component="a"
                  href={SSO_START_PATH(name)}
                  data-testid={`sso-${name}`}
                >
                  {t(`login.sso.${name}`)}
                </Button>
              ))}
            </>
          )}
          <AuthSwitch prompt={t('login.noAccount')} to="/register" label={t('login.register')} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
