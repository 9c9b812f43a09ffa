import { type TLoginRequest, type TSignInAnswer, ZLoginRequest } from '@cobertura/contracts';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { clearSession } from '../../../shared/session/session.ts';
import { takeHeldSubmit } from '../../../utils/heldSubmit.ts';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { useKeepTypedBeforeHydration } from '../../../utils/useKeepTypedBeforeHydration.ts';
import { authApi } from '../api/authApi.ts';
import { MISSING_CODE_OR_STATE } from '../components/OidcCallbackPage.tsx';
import { startSession } from '../utils/loadSession.ts';

/** The enterprise sign-on keeps its state here until the callback comes back. */
export const OIDC_STATE_KEY = 'oidc_state';

/** The spec's texts (01 §5) for a missing username or password. */
const LOGIN_ERROR_KEYS: IssueKeys<keyof TLoginRequest> = {
  username: { required: 'login.usernameRequired' },
  password: { required: 'login.passwordRequired' },
};

/**
 * Signing in: the username and password form, the code returned by single sign-on exchanged once,
 * and the code step when the account asks for one; the session started, the app navigates on.
 */
export function useLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(() => {
    // An error handed over by the single-sign-on return, already decoded by URLSearchParams.
    const error = searchParams.get('error');
    if (!error) return null;
    return error === MISSING_CODE_OR_STATE ? t('login.sso.missingCode') : error;
  });
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
  // An Enter pressed in the prerendered form before the app could take it is sent now; not when the
  // page was drawn afresh (another language), which leaves nothing typed to send.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the form over
  useEffect(() => {
    if (takeHeldSubmit() && Object.values(form.getValues()).some(Boolean)) formRef.current?.requestSubmit();
  }, []);

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

  return {
    form,
    formRef,
    submit,
    isSigningIn,
    failure,
    challenge,
    /** The code step's sign-in. */
    finish,
    /** Back from the code step to the password, which is typed again. */
    cancelChallenge: () => {
      setChallenge(null);
      form.setFieldValue('password', '');
    },
  };
}
