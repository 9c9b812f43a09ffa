import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useTwoFactor } from '../hooks/useTwoFactor.ts';
import { useTwoFactorSetup } from '../hooks/useTwoFactorSetup.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorEnrolForm } from './TwoFactorEnrolForm.tsx';

/**
 * Two-factor sign-in in the profile: set it up (a QR code and the secret, confirmed by a first
 * code), the recovery codes shown once, and turning it off with a current code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const state = useTwoFactor();
  const setup = useTwoFactorSetup();
  const { enrolment, recoveryCodes, isBusy, failure } = setup;

  if (!state.data) return null;
  const { enabled, recovery_codes_left, required } = state.data;

  const codeInput = (
    <TextInput
      label={t('profile.twoFactor.codeLabel')}
      name="code"
      value={setup.code}
      onChange={(event) => setup.setCode(event.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      disabled={isBusy}
      w={180}
    />
  );

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="two-factor-card">
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          {t('profile.twoFactor.title')}
        </Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        </Badge>
      </Group>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.twoFactor.help')}
        </Text>
        {required && !enabled && (
          <Notice kind="warning" testId="two-factor-required">
            {t('profile.twoFactor.required')}
          </Notice>
        )}
        {failure && (
          <Notice kind="error" testId="two-factor-failure">
            {failure}
          </Notice>
        )}
        {recoveryCodes && (
          <RecoveryCodes
            codes={recoveryCodes}
            onDownload={() => setup.download(recoveryCodes)}
            onClose={setup.closeRecoveryCodes}
          />
        )}
        {!enabled && !enrolment && !recoveryCodes && (
          <Group>
            <Button onClick={setup.start} loading={isBusy} data-testid="two-factor-start">
              {t('profile.twoFactor.setUp')}
            </Button>
          </Group>
        )}
        {enrolment && (
          <TwoFactorEnrolForm
            enrolment={enrolment}
            codeInput={codeInput}
            isBusy={isBusy}
            onConfirm={setup.confirm}
            onCancel={setup.cancelEnrolment}
          />
        )}
        {enabled && !recoveryCodes && (
          <form onSubmit={setup.turnOff} noValidate data-testid="two-factor-disable">
            <Stack gap="sm">
              <Text size="sm">{t('profile.twoFactor.recoveryLeft', { count: recovery_codes_left })}</Text>
              <Group align="flex-end">
                {codeInput}
                <Button type="submit" color="red" variant="light" loading={isBusy}>
                  {t('profile.twoFactor.turnOff')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
