import type { HedgeRequest } from '@cobertura/contracts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { rateDecimals } from '../../analytics/index.ts';
import { filledText, quantityText, rateWithUnit } from '../utils/figures.ts';
import { RequestChecks } from './RequestChecks.tsx';
import { WindowLeft } from './WindowLeft.tsx';

/** At most this many value dates are listed one by one; a longer schedule reads as its span. */
const LISTED_DATES = 6;

/** A request's terms, each figure with its unit. */
export function RequestFacts({ request }: { request: HedgeRequest }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const strikes = request.strategy.strikes.filter((k): k is number => k !== null);
  const decimals = rateDecimals(request.limit_rate ?? strikes[0]);
  const rate = (value: number) => rateWithUnit(value, lang, request, decimals);
  const dates = request.settlements;
  const first = dates[0];
  const last = dates[dates.length - 1];
  const rows: [string, ReactNode, string][] = [
    [t('hedge.form.portfolio'), request.portfolio_name, 'portfolio'],
    [t('hedge.detail.what'), `${t(`hedge.sides.${request.side}`)} · ${request.asset}`, 'what'],
    [
      t('hedge.form.strategy'),
      strikes.length > 0
        ? t('hedge.detail.strikes', {
            name: strategyLabel(request.strategy_name, t),
            strikes: strikes.map(rate).join(', '),
          })
        : strategyLabel(request.strategy_name, t),
      'strategy',
    ],
    [t('hedge.detail.amount'), filledText(request, lang, t), 'amount'],
    [
      t('hedge.detail.dates', { count: dates.length }),
      dates.length <= LISTED_DATES || !first || !last
        ? dates.map((s) => `${formatDate(s.date, lang)}: ${quantityText(s.amount, lang, request)}`).join('; ')
        : t('hedge.detail.span', { from: formatDate(first.date, lang), to: formatDate(last.date, lang) }),
      'dates',
    ],
    [
      t('hedge.form.limit'),
      request.limit_rate === null ? t('hedge.detail.atBest') : rate(request.limit_rate),
      'limit',
    ],
    [
      t('hedge.form.validity'),
      request.expires_at
        ? t('hedge.detail.expires', {
            validity: t(`hedge.validities.${request.validity}`),
            when: formatDateTime(request.expires_at, lang),
          })
        : t(`hedge.validities.${request.validity}`),
      'validity',
    ],
    [t('hedge.form.window'), <WindowLeft key="window" request={request} />, 'window'],
    [t('hedge.detail.origin'), t(`hedge.origins.${request.origin}`), 'origin'],
    [
      t('hedge.detail.createdBy'),
      `${request.created_by}, ${formatDateTime(request.created_at, lang)}`,
      'created',
    ],
  ];
  if (request.note) rows.push([t('hedge.form.note'), request.note, 'note']);
  if (request.justification)
    rows.push([t('hedge.form.justification'), request.justification, 'justification']);
  return (
    <>
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="hedge-detail-facts">
        <Table.Tbody>
          {rows.map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td data-testid={`hedge-detail-${key}`}>
                {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {request.checks && <RequestChecks request={request} checks={request.checks} />}
    </>
  );
}
