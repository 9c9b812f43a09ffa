import { MESSAGES } from '@cobertura/contracts';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';
import { readTokens } from '../../../api/tokens.ts';
import { clearSession } from '../../../app/session.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { profileApi } from '../../profile/api/profileApi.ts';
import { lastValueOf, validateResetCode } from '../utils/validateReset.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** How long the "code sent" notice stays, and the wait before the login opens (spec 01 §9). */
export const CODE_SENT_NOTICE_MS = 5000;
export const RESET_REDIRECT_MS = 5000;

type Notice = { kind: 'info' | 'success' | 'error'; text: string } | null;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [codeNotice, setCodeNotice] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Opening the screen signs any current user out (spec 01 §2).
  useEffect(() => {
    if (readTokens().access) clearSession();
  }, []);

  useEffect(() => {
    if (!codeNotice) return;
    const timer = setTimeout(() => setCodeNotice(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [codeNotice]);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const failureText = (error: unknown) => {
    if (error instanceof ApiError && error.isNetworkError) return t('reset.errors.network');
    return errorMessage(error, t, currentLanguage(), 'reset.errors.generic');
  };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) {
      setEmailError(t('reset.errors.emailRequired'));
      return;
    }
    setEmailError(null);
    setIsBusy(true);
    try {
      const reply = await profileApi.requestResetCode(email.trim());
      const message = lastValueOf(reply);
      if (message === MESSAGES.resetCodeSent) {
        setIsCodeSent(true);
        setCodeNotice(true);
      } else {
        setNotice({
          kind: 'error',
          text: typeof message === 'string' && message ? message : t('reset.errors.generic'),
        });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: failureText(error) });
    } finally {
      setIsBusy(false);
    }
  };

  const validateCode = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const problem = validateResetCode({ code, password, confirmation });
    if (problem) {
      setNotice({ kind: 'error', text: t(problem) });
      return;
    }
    setIsBusy(true);
    try {
      const reply = await profileApi.validateResetCode({ email: email.trim(), code: code.trim(), password });
      if (reply?.message === MESSAGES.passwordReset) {
        setIsDone(true);
        setNotice({ kind: 'success', text: t('reset.success') });
      } else {
        setNotice({ kind: 'error', text: reply?.message || t('reset.errors.generic') });
      }
    } catch (error) {
      const text =
        error instanceof ApiError && (error.fields.password?.length ?? 0) > 0
          ? (error.fields.password ?? []).join(' ')
          : failureText(error);
      setNotice({ kind: 'error', text });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <AuthFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Stack gap="md">
        {notice && (
          <Alert
            color={notice.kind === 'success' ? 'green' : notice.kind === 'error' ? 'red' : 'blue'}
            variant="light"
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-testid={`reset-${notice.kind}`}
          >
            {notice.text}
          </Alert>
        )}
        {codeNotice && (
          <Alert color="blue" variant="light" role="status" data-testid="reset-code-sent">
            {t('reset.codeSent')}
          </Alert>
        )}
        <form onSubmit={sendCode} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('reset.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
              disabled={isDone}
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
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  disabled={isDone}
                />
                <PasswordInput
                  label={t('reset.newPassword')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  disabled={isDone}
                />
                <PasswordInput
                  label={t('reset.repeatPassword')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.currentTarget.value)}
                  disabled={isDone}
                />
                <PasswordChecklist password={password} />
                <Button type="submit" loading={isBusy} disabled={isDone}>
                  {t('reset.validateCode')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('reset.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
