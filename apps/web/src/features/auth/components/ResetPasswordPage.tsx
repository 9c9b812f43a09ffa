import { MESSAGES, ZResetPasswordRequest } from '@cobertura/contracts';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, fieldTexts } from '../../../api/errorMessage.ts';
import { readTokens } from '../../../api/tokens.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage, translated } from '../../../i18n/index.ts';
import { clearSession } from '../../../shared/session/session.ts';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { passwordApi } from '../api/passwordApi.ts';
import { lastValueOf, type ResetCodeValues, validateResetCode } from '../utils/validateReset.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** How long the "code sent" notice stays, and the wait before the login opens (spec 01 §9). */
export const CODE_SENT_NOTICE_MS = 5000;
export const RESET_REDIRECT_MS = 5000;

const EMAIL_ERROR_KEYS: IssueKeys<'email'> = {
  email: { required: 'reset.errors.emailRequired', invalid: 'reset.errors.emailInvalid' },
};

type NoticeState = { kind: 'info' | 'success' | 'error'; text: string } | null;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const emailForm = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(ZResetPasswordRequest, EMAIL_ERROR_KEYS, t),
  });
  const codeForm = useForm<ResetCodeValues>({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirmation: '' },
  });
  const email = emailForm.values.email.trim();
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [codeNotice, setCodeNotice] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

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

  const sendCode = emailForm.onSubmit(
    async () => {
      setNotice(null);
      setIsBusy(true);
      try {
        const message = lastValueOf(await passwordApi.requestResetCode(email));
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
    },
    () => setNotice(null),
  );

  const validateCode = codeForm.onSubmit(async (values) => {
    setNotice(null);
    const problem = validateResetCode(values);
    if (problem) {
      setNotice({ kind: 'error', text: translated(problem) });
      return;
    }
    setIsBusy(true);
    try {
      const { code, password } = values;
      const reply = await passwordApi.validateResetCode({ email, code: code.trim(), password });
      if (reply?.message === MESSAGES.passwordReset) {
        setIsDone(true);
        setNotice({ kind: 'success', text: t('reset.success') });
      } else {
        setNotice({ kind: 'error', text: reply?.message || t('reset.errors.generic') });
      }
    } catch (error) {
      const text = (error instanceof ApiError && fieldTexts(error, t).password) || failureText(error);
      setNotice({ kind: 'error', text });
    } finally {
      setIsBusy(false);
    }
  });

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
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('reset.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
