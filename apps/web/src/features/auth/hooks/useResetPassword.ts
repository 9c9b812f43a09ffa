import { MESSAGES, ZResetPasswordRequest } from '@cobertura/contracts';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, fieldTexts } from '../../../api/errorMessage.ts';
import { readTokens } from '../../../api/tokens.ts';
import { currentLanguage, translated } from '../../../i18n/index.ts';
import { clearSession } from '../../../shared/session/session.ts';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { passwordApi } from '../api/passwordApi.ts';
import { lastValueOf, type ResetCodeValues, validateResetCode } from '../utils/validateReset.ts';

/** How long the "code sent" notice stays, and the wait before the login opens (spec 01 §9). */
export const CODE_SENT_NOTICE_MS = 5000;
export const RESET_REDIRECT_MS = 5000;

const EMAIL_ERROR_KEYS: IssueKeys<'email'> = {
  email: { required: 'reset.errors.emailRequired', invalid: 'reset.errors.emailInvalid' },
};

export type ResetNotice = { kind: 'info' | 'success' | 'error'; text: string } | null;

/**
 * The password reset's two steps (spec 01 §9): a code sent to the e-mail, then the code with the new
 * password; done, the login opens after a wait. Opening it signs any current user out.
 */
export function useResetPassword() {
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
  const [notice, setNotice] = useState<ResetNotice>(null);

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

  return { emailForm, codeForm, isCodeSent, isBusy, isDone, codeNotice, notice, sendCode, validateCode };
}
