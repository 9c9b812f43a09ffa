import type { HedgeRequest } from '@cobertura/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { hedgeApi } from '../api/hedgeApi.ts';
import { ticketsOf } from '../utils/tickets.ts';

const LANGUAGES = ['en', 'es'] as const;

/** The trade confirmations of the request's fills, each to download in English or Spanish. */
export function Confirmations({ request }: { request: HedgeRequest }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const tickets = ticketsOf(request.events);
  if (tickets.length === 0) return null;
  const download = async (ticketId: number, name: string, language: (typeof LANGUAGES)[number]) => {
    try {
      const pdf = await hedgeApi.confirmation(request.id, ticketId, language);
      saveFile(pdf, `${name}-${language}.pdf`);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, t, lang, 'hedge.detail.downloadFailed'),
      });
    }
  };
  return (
    <Stack gap="xs" data-testid="hedge-confirmations">
      <Title order={3} size="h5">
        {t('hedge.detail.confirmations')}
      </Title>
      {tickets.map((ticket) => {
        const name = ticket.tradeId ?? `${request.reference}-${ticket.id}`;
        return (
          <Group key={ticket.id} gap="sm" data-testid="hedge-confirmation">
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(ticket.at, lang)}
            </Text>
            {LANGUAGES.map((language) => (
              <Button
                key={language}
                size="compact-xs"
                variant="light"
                onClick={() => void download(ticket.id, name, language)}
                data-testid={`hedge-confirmation-${language}`}
              >
                {t(`hedge.detail.pdf.${language}`)}
              </Button>
            ))}
          </Group>
        );
      })}
    </Stack>
  );
}
