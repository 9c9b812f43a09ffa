import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';

/** The recovery codes, shown once after two-factor sign-in is turned on, to copy or download. */
export function RecoveryCodes({
  codes,
  onDownload,
  onClose,
}: {
  codes: string[];
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Notice kind="success">{t('profile.twoFactor.turnedOn')}</Notice>
      <Text size="sm">{t('profile.twoFactor.recoveryHelp')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {codes.map((c) => (
          <Code key={c} fz="sm" ta="center">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDownload}>
          {t('profile.twoFactor.download')}
        </Button>
        <Button onClick={onClose}>{t('profile.twoFactor.saved')}</Button>
      </Group>
    </Stack>
  );
}
