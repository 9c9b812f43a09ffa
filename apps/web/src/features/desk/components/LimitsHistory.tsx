import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import type { LimitChange } from '../api/deskApi.ts';
import { deskQueries } from '../api/deskQueries.ts';
import { bpsText, deskMoney, MISSING } from '../utils/figures.ts';

/** A change's figure in its unit: the margin threshold in bps, every other limit in the desk's currency. */
function figure(change: LimitChange, value: number | null, lang: string): string {
  if (value === null) return MISSING;
  return change.what === 'margin_threshold_bps' ? bpsText(value, lang) : deskMoney(value, lang);
}

/** What changed, in words: the server names a credit line "credit_line 0-3M Banco Uno". */
function whatText(what: string, t: (key: string, options: { defaultValue: string }) => string): string {
  const [field = what, ...rest] = what.split(' ');
  return [t(`desk.limits.fields.${field}`, { defaultValue: field }), ...rest].join(' ');
}

/** Who changed a client's limits, when, from what to what, and why. */
export function LimitsHistory({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const history = useQuery(deskQueries.limitsHistory(companyId));
  const changes = history.data ?? [];
  if (history.isSuccess && changes.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="limits-history-empty">
        {t('desk.limits.historyEmpty')}
      </Text>
    );
  }
  return (
    <ScrollRegion label={t('desk.limits.history')} minWidth={760} maxHeight={320} testId="limits-history">
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('desk.limits.when')}</Table.Th>
            <Table.Th>{t('desk.limits.who')}</Table.Th>
            <Table.Th>{t('desk.limits.what')}</Table.Th>
            <Table.Th ta="right">{t('desk.limits.before')}</Table.Th>
            <Table.Th ta="right">{t('desk.limits.after')}</Table.Th>
            <Table.Th>{t('desk.limits.comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id and are listed as the server keeps them.
            <Table.Tr key={i} data-testid="limits-change">
              <Table.Td>{formatDateTime(change.at, lang)}</Table.Td>
              <Table.Td>{change.user}</Table.Td>
              <Table.Td>{whatText(change.what, t)}</Table.Td>
              <Table.Td ta="right">{figure(change, change.before, lang)}</Table.Td>
              <Table.Td ta="right">{figure(change, change.after, lang)}</Table.Td>
              <Table.Td>{change.comment ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
