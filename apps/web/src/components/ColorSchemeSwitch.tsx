import { Group, Switch, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

/** The Light/Dark switch of the top bar (spec 01 §1); Mantine persists the choice. */
export function ColorSchemeSwitch({ withLabel = true }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const isDark = scheme === 'dark';
  return (
    <Group gap={6} wrap="nowrap">
      {withLabel && (
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('theme.light')}
        </Text>
      )}
      <Switch
        size="md"
        checked={isDark}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        aria-label={isDark ? t('theme.switchToLight') : t('theme.switchToDark')}
        onLabel={<Icon name="moon" size={14} />}
        offLabel={<Icon name="sun" size={14} />}
      />
      {withLabel && (
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('theme.dark')}
        </Text>
      )}
    </Group>
  );
}
