import { Button, Container, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverToday } from '../../../api/serverClock.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useUser } from '../../../shared/session/useUser.ts';
import { ResearchPanel } from '../../reports/index.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import { useLastSync } from '../hooks/useLastSync.ts';
import { useMarketsChoices } from '../hooks/useMarketsChoices.ts';
import { ComparisonSection } from './ComparisonSection.tsx';
import { LoadState } from './LoadState.tsx';
import { MacroSection } from './MacroSection.tsx';
import { MovesTable } from './MovesTable.tsx';
import { PercentilesSection } from './PercentilesSection.tsx';
import { PriceImportDialog } from './PriceImportDialog.tsx';
import { SeasonalitySection } from './SeasonalitySection.tsx';
import { StatusLegends } from './StatusLegends.tsx';
import { TechnicalSection } from './TechnicalSection.tsx';

/**
 * The seven sections (spec 02 §2), technical analysis first: it is the default, and `selected_nav`
 * counts from it so that the spec's default 0 opens it.
 */
export const MARKET_SECTIONS = [
  'techAnalysis',
  'worldCurrencies',
  'worldCommodities',
  'macro',
  'comparison',
  'seasonality',
  'percentiles',
] as const;
type MarketSection = (typeof MARKET_SECTIONS)[number];

const isSection = (value: string | null): value is MarketSection =>
  (MARKET_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * /markets: the seven sections as tabs. The section is kept in the address (`?section=`) and in
 * `markets_choices.selected_nav`; every selection and toggle is saved in `markets_choices`.
 */
export function MarketsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const markets = useMarketsChoices();
  const catalog = useQuery(marketsQueries.catalog());
  const syncedAt = useLastSync(marketsQueries.all);
  const [today] = useState(serverToday);
  const isStaff = useUser().data?.is_staff === true;
  const [isImporting, setImporting] = useState(false);
  const addressed = params.get('section');
  const section: MarketSection = isSection(addressed)
    ? addressed
    : (MARKET_SECTIONS[markets.choices.selected_nav] ?? 'techAnalysis');

  const sectionProps = { catalog: catalog.data ?? [], markets, today };
  const panels: Record<MarketSection, ReactNode> = {
    techAnalysis: <TechnicalSection {...sectionProps} />,
    worldCurrencies: <MovesTable type="currency" />,
    worldCommodities: <MovesTable type="commodity" />,
    macro: <MacroSection {...sectionProps} />,
    comparison: <ComparisonSection {...sectionProps} />,
    seasonality: <SeasonalitySection {...sectionProps} />,
    percentiles: <PercentilesSection {...sectionProps} />,
  };
  return (
    <Container size="xl" py="lg" data-testid="markets-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PageHeader title={t('markets.title')} subtitle={t('markets.subtitle')}>
            <StatusLegends savedAt={markets.savedAt} syncedAt={syncedAt} />
          </PageHeader>
          {isStaff && (
            <Button
              variant="default"
              onClick={() => setImporting(true)}
              data-testid="price-import-open"
              style={{ flexShrink: 0 }}
            >
              {t('markets.priceImport.open')}
            </Button>
          )}
        </Group>
        {isStaff && <PriceImportDialog opened={isImporting} onClose={() => setImporting(false)} />}
        {/* Only the section shown is mounted: the others' prices are read when opened. */}
        <Tabs
          keepMounted={false}
          value={section}
          onChange={(next) => {
            if (!isSection(next)) return;
            setParams(next === 'techAnalysis' ? {} : { section: next }, { replace: true });
            markets.update({ selected_nav: MARKET_SECTIONS.indexOf(next) });
          }}
        >
          <Tabs.List mb="lg" aria-label={t('markets.sectionsLabel')}>
            {MARKET_SECTIONS.map((name) => (
              <Tabs.Tab key={name} value={name} fz="sm" px="sm" data-testid={`section-${name}`}>
                {t(`markets.sections.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <LoadState
            isPending={catalog.isPending || markets.isPending}
            isError={catalog.isError}
            isEmpty={false}
            onRetry={() => void catalog.refetch()}
          />
          {catalog.isSuccess &&
            !markets.isPending &&
            MARKET_SECTIONS.map((name) => (
              <Tabs.Panel key={name} value={name}>
                {panels[name]}
              </Tabs.Panel>
            ))}
        </Tabs>
        <ResearchPanel />
      </Stack>
    </Container>
  );
}
