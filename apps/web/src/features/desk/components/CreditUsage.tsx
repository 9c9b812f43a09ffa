import { type DeskLimits, TENOR_KEYS } from '@cobertura/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bpsText, deskMoney } from '../utils/figures.ts';
import { UsageBar } from './UsageBar.tsx';

/** Each client's limits and the use of its banks' credit lines, tenor by tenor (only the lines set or used). */
export function CreditUsage({ limits }: { limits: readonly DeskLimits[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap="md" data-testid="position-usage">
      {limits.map((client) => (
        <Stack key={client.company_id} gap={4}>
          <Text fw={600}>{client.company_name}</Text>
          <Text size="xs" c="dimmed">
            {t('desk.position.clientLimits', {
              limit: deskMoney(client.request_limit, lang),
              margin: bpsText(client.margin_threshold_bps, lang),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {client.counterparties.flatMap((bank) =>
              TENOR_KEYS.filter(
                (tenor) => (bank.credit_lines[tenor] ?? 0) > 0 || (bank.used[tenor] ?? 0) > 0,
              ).map((tenor) => (
                <Stack key={`${bank.id}-${tenor}`} gap={0}>
                  <Text size="xs" fw={500}>
                    {`${bank.name} · ${tenor}`}
                  </Text>
                  <UsageBar used={bank.used[tenor] ?? 0} line={bank.credit_lines[tenor] ?? 0} />
                </Stack>
              )),
            )}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
