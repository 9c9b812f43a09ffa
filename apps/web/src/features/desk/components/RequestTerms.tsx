import type { DeskRequest } from '@cobertura/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { amountText, MISSING, rateWithUnit } from '../utils/figures.ts';
import { TimeLeft } from './TimeLeft.tsx';

function Term({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the treasurer asked: the instrument, the amounts and dates, the limit, the window, the market. */
export function RequestTerms({ request, fetchedAt }: { request: DeskRequest; fetchedAt: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const unit = request.quantity_unit;
  const rate = (value: number | null) => rateWithUnit(value, request.rate_unit, lang);
  const dates = request.settlements
    .map((s) => `${formatDate(s.date, lang)}: ${amountText(s.amount, unit, lang)}`)
    .join(' · ');
  return (
    <Stack gap="sm" data-testid="request-terms">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Term label={t('desk.terms.client')}>{`${request.company_name} · ${request.portfolio_name}`}</Term>
        <Term label={t('desk.terms.instrument')}>
          {`${request.asset} · ${t(`desk.sides.${request.side}`)} · ${strategyLabel(request.strategy_name, t)}`}
        </Term>
        <Term label={t('desk.terms.amount')} testId="terms-amount">
          {amountText(request.amount, unit, lang)}
        </Term>
        <Term label={t('desk.terms.filled')} testId="terms-filled">
          {amountText(request.filled, unit, lang)}
        </Term>
        <Term label={t('desk.terms.limitRate')}>
          {request.limit_rate === null ? t('desk.atBest') : rate(request.limit_rate)}
        </Term>
        <Term label={t('desk.terms.quoteBasis')}>{t(`desk.quoteBasis.${request.quote_basis}`)}</Term>
        <Term label={t('desk.terms.mid')}>{rate(request.mid)}</Term>
        <Term label={t('desk.terms.fairValue')} testId="terms-fair-value">
          {rate(request.fair_value)}
        </Term>
        <Term label={t('desk.terms.window')}>
          {`${t(`desk.windows.${request.window}`)} · ${formatDateTime(request.window_ends, lang)}`}
        </Term>
        <Term label={t('desk.terms.timeLeft')}>
          <TimeLeft leftAtFetch={request.window_left_seconds} fetchedAt={fetchedAt} />
        </Term>
        <Term label={t('desk.terms.validity')}>
          {request.expires_at
            ? t('desk.terms.expires', { at: formatDateTime(request.expires_at, lang) })
            : t(`desk.validity.${request.validity}`)}
        </Term>
        <Term label={t('desk.terms.createdBy')}>
          {`${request.created_by} · ${request.submitted_at ? formatDateTime(request.submitted_at, lang) : MISSING}`}
        </Term>
      </SimpleGrid>
      <Term label={t('desk.terms.settlements')}>{dates}</Term>
      {request.note && <Term label={t('desk.terms.note')}>{request.note}</Term>}
      {request.justification && <Term label={t('desk.terms.justification')}>{request.justification}</Term>}
    </Stack>
  );
}
