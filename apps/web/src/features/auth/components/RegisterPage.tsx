import { MESSAGES, ZRegisterRequest } from '@cobertura/contracts';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, joinedFieldMessages } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { emptyValues } from '../../../utils/schemaFields.ts';
import { authApi } from '../api/authApi.ts';
import { type RegisterValues, validateRegister } from '../utils/validateRegister.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { AuthSwitch } from './AuthSwitch.tsx';

/** After the success message, the login opens (spec 01 §9: 5 s). */
export const REGISTER_REDIRECT_MS = 5000;

/** The server's field messages are joined email first, as the spec's screen shows them. */
const REGISTER_FIELDS = ['email', ...Object.keys(ZRegisterRequest.shape).filter((name) => name !== 'email')];

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null;

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: emptyValues(ZRegisterRequest) as RegisterValues,
    validate: (values) => {
      const errors = validateRegister(values);
      return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
    },
  });

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    setIsSubmitting(true);
    try {
      // Validation has passed: parsing only trims the texts. The account's mails follow the language
      // the newcomer reads the app in.
      const reply = await authApi.register({
        ...ZRegisterRequest.parse(values),
        language: currentLanguage(),
      });
      // Success is recognised only by the exact server message (spec 01 §8).
      if (reply?.message === MESSAGES.registered) setOutcome({ kind: 'success' });
      else setOutcome({ kind: 'error', text: reply?.message || t('register.failed') });
    } catch (error) {
      const text =
        error instanceof ApiError && !error.isNetworkError && error.fieldMessages().length > 0
          ? joinedFieldMessages(error, t, REGISTER_FIELDS)
          : errorMessage(error, t, currentLanguage(), 'register.failed');
      setOutcome({ kind: 'error', text });
    } finally {
      setIsSubmitting(false);
    }
  });

  const isDone = outcome?.kind === 'success';
  const field = (name: keyof RegisterValues) => ({
    required: true,
    disabled: isDone,
    ...form.getInputProps(name),
  });

  return (
    <AuthFrame title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {outcome?.kind === 'success' && (
            <Notice kind="success" testId="register-success">
              {t('register.success')}
              <Text size="sm" mt={4}>
                {t('register.redirecting')}
              </Text>
            </Notice>
          )}
          {outcome?.kind === 'error' && (
            <Notice kind="error" testId="register-error">
              {outcome.text}
            </Notice>
          )}
          <TextInput label={t('register.username')} autoComplete="username" {...field('username')} />
          <TextInput label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput
            label={t('register.confirmation')}
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
          <Checkbox
            mt="xs"
            disabled={isDone}
            label={
              <>
                {t('register.termsPrefix')}{' '}
                <Anchor href="/disclaimer" target="_blank" rel="noopener">
                  {t('register.termsLink')}
                </Anchor>
              </>
            }
            {...form.getInputProps('terms_condition', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" mt="sm" loading={isSubmitting} disabled={isDone} fullWidth>
            {t('register.submit')}
          </Button>
          <AuthSwitch prompt={t('register.haveAccount')} to="/login" label={t('register.login')} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
