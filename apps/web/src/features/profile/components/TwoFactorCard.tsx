import type { TTwoFactorEnrolment } from '@cobertura/contracts';
import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { userQuery } from '../../../shared/session/userQuery.ts';
import { profileApi } from '../api/profileApi.ts';
import { TWO_FACTOR_KEY, useTwoFactor } from '../hooks/useTwoFactor.ts';
import { recoveryCodesFile } from '../utils/recoveryCodesFile.ts';

/** The secret in groups of four, easier to type; apps ignore the spaces. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * Two-factor sign-in in the profile: set it up (a QR code and the secret, confirmed by a first
 * code), the recovery codes shown once, and turning it off with a current code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useTwoFactor();
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    await queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
  };
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error, t, currentLanguage(), 'profile.twoFactor.failed'));
    } finally {
      setIsBusy(false);
    }
  };
  const needsCode = () => {
    if (isSixDigits(code)) return false;
    setFailure(t('profile.twoFactor.codeRequired'));
    return true;
  };

  const start = () => run(async () => setEnrolment(await profileApi.startTwoFactor()));
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (needsCode()) return;
    return run(async () => {
      const answer = await profileApi.confirmTwoFactor(code.trim());
      setRecoveryCodes(answer.recovery_codes);
      setEnrolment(null);
      setCode('');
      await refresh();
    });
  };
  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    if (needsCode()) return;
    return run(async () => {
      await profileApi.disableTwoFactor(code.trim());
      setCode('');
      notifications.show({ color: 'green', message: t('profile.twoFactor.turnedOff'), autoClose: 5000 });
      await refresh();
    });
  };
  const download = (codes: string[]) => {
    const file = new Blob([recoveryCodesFile(codes, t('profile.twoFactor.fileHeading'))], {
      type: 'text/plain',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'cobertura-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  if (!state.data) return null;
  const { enabled, recovery_codes_left, required } = state.data;

  const codeInput = (
    <TextInput
      label={t('profile.twoFactor.codeLabel')}
      name="code"
      value={code}
      onChange={(event) => setCode(event.currentTarget.value)}
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
          <Stack gap="sm" data-testid="recovery-codes">
            <Notice kind="success">{t('profile.twoFactor.turnedOn')}</Notice>
            <Text size="sm">{t('profile.twoFactor.recoveryHelp')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              {recoveryCodes.map((c) => (
                <Code key={c} fz="sm" ta="center">
                  {c}
                </Code>
              ))}
            </SimpleGrid>
            <Group>
              <CopyButton value={recoveryCodes.join('\n')}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={() => download(recoveryCodes)}>
                {t('profile.twoFactor.download')}
              </Button>
              <Button onClick={() => setRecoveryCodes(null)}>{t('profile.twoFactor.saved')}</Button>
            </Group>
          </Stack>
        )}
        {!enabled && !enrolment && !recoveryCodes && (
          <Group>
            <Button onClick={start} loading={isBusy} data-testid="two-factor-start">
              {t('profile.twoFactor.setUp')}
            </Button>
          </Group>
        )}
        {enrolment && (
          <form onSubmit={confirm} noValidate data-testid="two-factor-enrol">
            <Group align="flex-start" gap="xl">
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
                alt={t('profile.twoFactor.qrAlt')}
                w={180}
                h={180}
                bg="white"
                radius="md"
              />
              <Stack gap="sm" maw={420}>
                <Text size="sm">{t('profile.twoFactor.scan')}</Text>
                <Text size="sm" c="dimmed">
                  {t('profile.twoFactor.typeSecret')}
                </Text>
                <Code fz="sm" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
                  {groupsOfFour(enrolment.secret)}
                </Code>
                {codeInput}
                <Group>
                  <Button type="submit" loading={isBusy}>
                    {t('profile.twoFactor.turnOn')}
                  </Button>
                  <Button variant="subtle" onClick={() => setEnrolment(null)} disabled={isBusy}>
                    {t('profile.twoFactor.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </form>
        )}
        {enabled && !recoveryCodes && (
          <form onSubmit={turnOff} noValidate data-testid="two-factor-disable">
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
