import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskMoney } from '../utils/figures.ts';
import { usageShare } from '../utils/positionGroups.ts';

/** How much of a credit line is used: the bar turns orange past 80 % and red when full. */
export function UsageBar({ used, line, testId }: { used: number; line: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  const share = usageShare(used, line);
  const color = share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal';
  const label = t('desk.limits.usage', {
    used: deskMoney(used, i18n.language),
    line: deskMoney(line, i18n.language),
  });
  return (
    <Stack gap={2} data-testid={testId} data-share={Math.round(share)}>
      <Text size="xs">{label}</Text>
      <Progress value={share} color={color} size="sm" aria-label={label} />
    </Stack>
  );
}
