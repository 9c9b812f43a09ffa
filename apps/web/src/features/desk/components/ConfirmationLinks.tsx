import type { TradeTicket } from '@cobertura/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskApi } from '../api/deskApi.ts';
import { useDownload } from '../hooks/useDownload.ts';

const LANGUAGES = ['en', 'es'] as const;

/** A ticket's confirmation PDF in English or Spanish (fetched with the session, then saved). */
export function ConfirmationLinks({
  requestId,
  ticket,
}: {
  requestId: number;
  ticket: Pick<TradeTicket, 'id' | 'trade_id'>;
}) {
  const { t } = useTranslation();
  const { isBusy, download } = useDownload(t('desk.ticket.pdfFailed'));
  return (
    <Group gap={4}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="compact-xs"
          variant="subtle"
          disabled={isBusy}
          onClick={() =>
            download(() => deskApi.confirmation(requestId, ticket.id, lang), `${ticket.trade_id}_${lang}.pdf`)
          }
          data-testid={`confirmation-${lang}`}
        >
          {t(`desk.ticket.pdf.${lang}`)}
        </Button>
      ))}
    </Group>
  );
}
