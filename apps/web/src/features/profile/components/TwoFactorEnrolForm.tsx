import type { TTwoFactorEnrolment } from '@cobertura/contracts';
import { Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsOfFour } from '../utils/twoFactorCode.ts';

/** Setting up two-factor sign-in: the QR code and the secret to add to an app, confirmed by its first code. */
export function TwoFactorEnrolForm({
  enrolment,
  codeInput,
  isBusy,
  onConfirm,
  onCancel,
}: {
  enrolment: TTwoFactorEnrolment;
  codeInput: ReactNode;
  isBusy: boolean;
  onConfirm: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onConfirm} noValidate data-testid="two-factor-enrol">
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
            <Button variant="subtle" onClick={onCancel} disabled={isBusy}>
              {t('profile.twoFactor.cancel')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </form>
  );
}
