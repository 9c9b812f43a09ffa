import type { OpenExposureReply } from '@cobertura/contracts';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { failureText } from '../utils/failureText.ts';

/** The book step 1 reads: its reply while it loads or once it came, and why it could not. */
export interface PlanBook {
  data: OpenExposureReply | undefined;
  isLoading: boolean;
  error: Error | null;
}

/** The schedule a portfolio's book gives: its exposure, hedges and what is open month by month. */
export function BookSchedule({ book, onTypeInstead }: { book: PlanBook; onTypeInstead: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const open = book.data?.months.filter((m) => m.open > 0) ?? [];
  return (
    <Stack gap="xs" data-testid="optimizer-book-schedule">
      {book.isLoading && <Loader size="sm" aria-label={t('optimizer.plan.bookLoading')} />}
      {book.error && <Alert color="red">{failureText(book.error, t('optimizer.plan.bookFailed'))}</Alert>}
      {book.data && open.length === 0 && <Alert color="yellow">{t('optimizer.plan.bookCovered')}</Alert>}
      {book.data && book.data.months.length > 0 && (
        <Table.ScrollContainer minWidth={520} mah={320}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('optimizer.plan.settlement')}</Table.Th>
                <Table.Th ta="right">{t('optimizer.plan.exposure')}</Table.Th>
                <Table.Th ta="right">{t('optimizer.plan.hedged')}</Table.Th>
                <Table.Th ta="right">{t('optimizer.plan.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {book.data.months.map((m) => (
                <Table.Tr key={m.date}>
                  <Table.Td>{formatDate(m.date, lang)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(m.exposure, lang, 0)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(m.hedge, lang, 0)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatNumber(m.open, lang, 0)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('optimizer.plan.bookNote', {
            count: open.length,
            total: formatNumber(
              open.reduce((sum, m) => sum + m.open, 0),
              lang,
              0,
            ),
          })}
        </Text>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={onTypeInstead}>
          {t('optimizer.plan.typeInstead')}
        </Button>
      </Group>
    </Stack>
  );
}
