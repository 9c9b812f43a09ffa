import type { OpenExposureReply } from '@cobertura/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { useUser } from '../../profile/hooks/useUser.ts';
import { referenceQueries } from '../../reference/api/referenceQueries.ts';
import { amountUnits, OPTIMIZER_ASSETS } from '../utils/optimizerPlan.ts';
import { portfoliosHolding } from '../utils/portfoliosHolding.ts';

/** Step 1 as typed: what is hedged, for whom, and the schedule of settlements. */
export interface HedgePlan {
  asset: string;
  side: 'buyer' | 'seller';
  /** The first settlement (YYYY-MM-DD); the others follow a month apart. */
  first: string;
  count: string;
  amount: string;
  budget: string;
  /** A commodity's typed amounts in this unit (mt, bbl…); null: its quotation's unit. */
  unit: string | null;
  /** One of the user's portfolios holding the asset, whose open exposure is the schedule; null: typed. */
  portfolio: string | null;
  /** The settlements the book leaves open (`planWithBook`); null: the monthly schedule typed. */
  schedule: { date: string; amount: number }[] | null;
}

/** The book step 1 reads: its reply while it loads or once it came, and why it could not. */
export interface PlanBook {
  data: OpenExposureReply | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * Step 1: the pair or commodity, buying or selling, and the schedule — the open exposure of one of
 * the user's portfolios month by month (the book's side and budget rate come with it), or a monthly
 * schedule typed — and the budget rate.
 */
export function PlanStep({
  plan,
  book,
  onChange,
  onPortfolio,
}: {
  plan: HedgePlan;
  book: PlanBook;
  onChange: (plan: HedgePlan) => void;
  /** Reads the book of a portfolio (null: back to a typed schedule). */
  onPortfolio: (portfolio: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const userId = useUser().data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const isCommodity = OPTIMIZER_ASSETS.find((i) => i.name === plan.asset)?.kind === 1;
  const commodities = useQuery({ ...referenceQueries.commodities(), enabled: isCommodity });
  const commodityList = isCommodity ? (commodities.data?.commodities ?? []) : [];
  const holders = portfoliosHolding(companies.data ?? [], plan.asset, commodityList);
  const quotation = commodityList.find((c) => c.commodity_name === plan.asset)?.quotation;
  const units = quotation ? amountUnits(plan.asset, quotation) : [];
  const groups = [...new Set(holders.map((h) => h.companyName))].map((group) => ({
    group,
    items: holders.filter((h) => h.companyName === group).map(({ value, label }) => ({ value, label })),
  }));
  const set = (field: keyof HedgePlan) => (value: string | null) =>
    onChange({ ...plan, [field]: value ?? '' });
  const fromBook = plan.portfolio !== null;
  const open = book.data?.months.filter((m) => m.open > 0) ?? [];

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-plan">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('optimizer.plan.asset')}
            data={OPTIMIZER_ASSETS.map((i) => i.name)}
            value={plan.asset}
            // Another asset is not in the portfolio's book: the schedule is typed again.
            onChange={(asset) =>
              onChange({ ...plan, asset: asset ?? plan.asset, portfolio: null, unit: null })
            }
            allowDeselect={false}
            searchable
            data-testid="optimizer-asset"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('optimizer.plan.side')}
            </Text>
            <SegmentedControl
              fullWidth
              value={plan.side}
              onChange={set('side')}
              data={[
                { value: 'buyer', label: t('optimizer.plan.buyer') },
                { value: 'seller', label: t('optimizer.plan.seller') },
              ]}
              data-testid="optimizer-side"
            />
          </Stack>
          <Select
            label={t('optimizer.plan.portfolio')}
            description={t('optimizer.plan.portfolioHint')}
            placeholder={t('optimizer.plan.typed')}
            data={groups}
            value={plan.portfolio}
            onChange={onPortfolio}
            clearable
            nothingFoundMessage={t('optimizer.plan.noPortfolio')}
            data-testid="optimizer-portfolio"
          />
          <DecimalInput
            label={t('optimizer.plan.budget')}
            description={
              book.data?.budget_rate
                ? t('optimizer.plan.budgetFromBook', { rate: formatNumber(book.data.budget_rate, lang, 2) })
                : t('optimizer.plan.budgetHint')
            }
            value={plan.budget}
            onChange={set('budget')}
            testId="optimizer-budget"
          />
        </SimpleGrid>
        {fromBook ? (
          <Stack gap="xs" data-testid="optimizer-book-schedule">
            {book.isLoading && <Loader size="sm" aria-label={t('optimizer.plan.bookLoading')} />}
            {book.error && (
              <Alert color="red">
                {book.error instanceof ApiError ? book.error.message : t('optimizer.plan.bookFailed')}
              </Alert>
            )}
            {book.data && open.length === 0 && (
              <Alert color="yellow">{t('optimizer.plan.bookCovered')}</Alert>
            )}
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
              <Button variant="default" size="xs" onClick={() => onPortfolio(null)}>
                {t('optimizer.plan.typeInstead')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: units.length > 1 ? 4 : 3 }} spacing="md">
            <TextInput
              type="date"
              label={t('optimizer.plan.first')}
              value={plan.first}
              onChange={(event) => set('first')(event.currentTarget.value)}
              data-testid="optimizer-first"
            />
            <DecimalInput
              label={t('optimizer.plan.count')}
              value={plan.count}
              onChange={set('count')}
              testId="optimizer-count"
            />
            <DecimalInput
              label={t('optimizer.plan.amount')}
              description={t('optimizer.plan.amountHint')}
              value={plan.amount}
              onChange={set('amount')}
              testId="optimizer-amount"
            />
            {units.length > 1 && (
              <Select
                label={t('optimizer.plan.unit')}
                description={t('optimizer.plan.unitHint', { quotation })}
                data={units}
                value={plan.unit ?? units[0] ?? null}
                onChange={(unit) => onChange({ ...plan, unit: unit === units[0] ? null : unit })}
                allowDeselect={false}
                data-testid="optimizer-unit"
              />
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
