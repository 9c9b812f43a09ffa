import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Breach } from '../api/deskApi.ts';
import { bpsText, deskMoney } from '../utils/figures.ts';

/** A breach's figures in their unit: limits and credit lines in the desk's currency, margins in bps. */
function figure(breach: Breach, value: number, lang: string): string {
  return breach.kind === 'margin' ? bpsText(value, lang) : deskMoney(value, lang);
}

/** What four eyes looks at: each limit the execution goes over, by how much. */
export function BreachList({ breaches }: { breaches: readonly Breach[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <List spacing={4} size="sm" data-testid="breaches">
      {breaches.map((breach) => (
        <List.Item key={`${breach.kind}-${breach.detail}`} data-testid="breach" data-kind={breach.kind}>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t(`desk.breaches.${breach.kind}`)}:{' '}
              {t('desk.breaches.over', {
                value: figure(breach, breach.value, lang),
                limit: figure(breach, breach.limit, lang),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {breach.detail}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
