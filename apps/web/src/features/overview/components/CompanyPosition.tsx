import type { OverviewPosition } from '@cobertura/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { useUser } from '../../../shared/session/useUser.ts';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { useCompanyPosition } from '../hooks/useCompanyPosition.ts';
import { PositionBooks } from './PositionBooks.tsx';

const LOADING_HEIGHT = '100vh';

/**
 * Overview's first section: the company's position at a glance (its books per portfolio and asset,
 * against its hedging program and policy), read only, with the company and the currency its money
 * is shown in, when it was valued and a way to value it again now.
 */
export function CompanyPosition() {
  const { t } = useTranslation();
  const role = useUser().data?.platform_role ?? 0;
  const { companies, company, isPending, position, revalue, refusedCurrency, chooseCompany, chooseCurrency } =
    useCompanyPosition();
  // A new answer is drawn in slices that leave the page responsive (a transition), not in the one
  // long task that drawing a query's answer as it arrives takes: the books are most of the screen.
  const answer = useDeferredValue(position.data);
  const isLoading = isPending || (company !== undefined && answer === undefined && !position.isError);
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="position-title"
      data-testid="company-position"
      // While loading, the section fills the first screen: shown, the position is taller than that,
      // and the watchlist below would be drawn in view and then pushed down (a layout shift).
      mih={isLoading ? LOADING_HEIGHT : undefined}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SectionHeader
          id="position-title"
          title={t('overview.position.title')}
          subtitle={t('overview.position.subtitle')}
        />
        {answer && (
          <Group gap="sm" align="flex-end">
            {companies.length > 1 && (
              <Select
                label={t('overview.position.company')}
                data={companies.map((c) => ({ value: String(c.pk_idcompany), label: c.company_name }))}
                value={String(company?.pk_idcompany ?? '')}
                onChange={(value) => value && chooseCompany(Number(value))}
                allowDeselect={false}
                w={220}
                data-testid="position-company"
              />
            )}
            <Select
              label={t('overview.position.currency')}
              data={answer.currencies}
              value={answer.currency}
              onChange={(value) => value && chooseCurrency(value)}
              allowDeselect={false}
              w={140}
              data-testid="position-currency"
            />
          </Group>
        )}
      </Group>
      {isLoading && <InlineLoader text={t('overview.position.loading')} />}
      {!isPending && !company && (
        <Notice kind="info" testId="position-no-company">
          {t('overview.position.noCompany')}
        </Notice>
      )}
      {refusedCurrency && (
        <Notice kind="warning" testId="position-refused-currency">
          <Group justify="space-between">
            {t('overview.position.refusedCurrency', { currency: refusedCurrency })}
            <Button variant="default" size="xs" onClick={() => chooseCurrency(undefined)}>
              {t('overview.position.ownCurrency')}
            </Button>
          </Group>
        </Notice>
      )}
      {position.isError && !refusedCurrency && (
        <RetryNotice
          kind={answer ? 'warning' : 'error'}
          text={t('overview.position.failed')}
          retryText={t('common.retry')}
          onRetry={() => void position.refetch()}
          testId="position-error"
        />
      )}
      {answer && (
        <>
          <ValuedNote
            answer={answer}
            isRevaluing={revalue.isPending || position.isFetching}
            onRevalue={() => revalue.mutate()}
          />
          {revalue.isError && (
            <Notice kind="error" testId="position-revalue-error">
              {t('overview.position.failed')}
            </Notice>
          )}
          {answer.rows.length === 0 ? (
            <Notice kind="info" testId="position-empty">
              {t('overview.position.empty', { company: answer.company_name })}
            </Notice>
          ) : (
            <PositionBooks position={answer} role={role} />
          )}
        </>
      )}
    </Stack>
  );
}

/** When the books were valued, on which prices, whether the valuation was kept or made now; value again. */
function ValuedNote({
  answer,
  isRevaluing,
  onRevalue,
}: {
  answer: OverviewPosition;
  isRevaluing: boolean;
  onRevalue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // The oldest valuation shown is the one the note speaks for.
  const oldest = [...answer.valuations].sort((a, b) => a.valued_at.localeCompare(b.valued_at))[0];
  return (
    <Group gap="sm" wrap="wrap" data-testid="position-valued">
      <Text size="sm" fw={600}>
        {answer.company_name}
      </Text>
      {oldest && (
        <Text size="sm" c="dimmed" data-testid="position-valued-at" data-fresh={oldest.is_fresh}>
          {t(oldest.is_fresh ? 'overview.position.valuedNow' : 'overview.position.valuedKept', {
            when: formatDateTime(oldest.valued_at, lang),
            pricesDate: formatDate(oldest.prices_date, lang),
          })}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        ml="auto"
        loading={isRevaluing}
        onClick={onRevalue}
        data-testid="position-revalue"
      >
        {t('overview.position.revalue')}
      </Button>
    </Group>
  );
}
