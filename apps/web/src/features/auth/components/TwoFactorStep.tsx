import type { TTokenPair } from '@cobertura/contracts';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { authApi } from '../api/authApi.ts';

/**
 * The sign-in's second step: the code from the authenticator app, or a recovery code, sent with the
 * challenge the password step answered.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (pair: TTokenPair) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!isRecovery && !/^\d{6}$/.test(typed)) return setFailure(t('login.twoFactor.codeRequired'));
    if (isRecovery && typed.length < 6) return setFailure(t('login.twoFactor.recoveryRequired'));
    setFailure(null);
    setIsSending(true);
    try {
      await onSignedIn(await authApi.twoFactor({ challenge, code: typed }));
    } catch (error) {
      setIsSending(false);
      setFailure(errorMessage(error, t, currentLanguage(), 'login.failed'));
    }
  };

  const switchMode = () => {
    setIsRecovery((was) => !was);
    setCode('');
    setFailure(null);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-step">
      <Stack gap="md">
        <Text>{isRecovery ? t('login.twoFactor.recoveryPrompt') : t('login.twoFactor.prompt')}</Text>
        {failure && (
          <Notice kind="error" testId="two-factor-error">
            {failure}
          </Notice>
        )}
        <TextInput
          label={isRecovery ? t('login.twoFactor.recoveryLabel') : t('login.twoFactor.codeLabel')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          maxLength={isRecovery ? 20 : 6}
          disabled={isSending}
          data-autofocus
        />
        <Button type="submit" size="md" loading={isSending} fullWidth>
          {t('login.twoFactor.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={switchMode}
            data-testid="two-factor-switch"
          >
            {isRecovery ? t('login.twoFactor.useApp') : t('login.twoFactor.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            {t('login.twoFactor.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
