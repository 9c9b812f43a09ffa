import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { LoadState, marketsQueries } from '../../markets/index.ts';
import { useLiveQuotes } from '../hooks/useLiveQuotes.ts';
import { useOverviewChoices } from '../hooks/useOverviewChoices.ts';
import { CompanyPosition } from './CompanyPosition.tsx';
import { InstrumentPicker } from './InstrumentPicker.tsx';
import { QuoteCard } from './QuoteCard.tsx';

const LIVE_COLORS = { live: 'teal', connecting: 'gray', offline: 'gray' } as const;

/**
 * /overview: the company's position at a glance (its books against the hedging program and policy),
 * then the user's watchlist — instruments (spec 02 §2, default the spec's 20) as cards of last price,
 * change, a month's sparkline and time, moved live over the websocket.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const choices = useOverviewChoices();
  const catalog = useQuery(marketsQueries.catalog());
  const { quotes, state } = useLiveQuotes(choices.isPending ? [] : choices.instruments);
  const [isPicking, setIsPicking] = useState(false);
  // The cards follow the user's order, whatever order the answer has. A new answer (or a tick) is
  // drawn in slices between which the page stays responsive, not in one long task.
  const shownQuotes = useDeferredValue(quotes.data);
  const byId = new Map((shownQuotes ?? []).map((quote) => [quote.instrument, quote]));
  const cards = choices.instruments.flatMap((id) => byId.get(id) ?? []);

  return (
    <Container size="xl" py="lg" data-testid="overview-page">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('overview.title')}</Title>
          <Text c="dimmed">{t('overview.subtitle')}</Text>
        </Stack>
        <CompanyPosition />
        <Stack gap="sm" component="section" aria-labelledby="watchlist-title">
          <Group justify="space-between" align="flex-end">
            <SectionHeader
              id="watchlist-title"
              title={t('overview.watchlist.title')}
              subtitle={t('overview.watchlist.subtitle')}
            />
            <Group gap="sm">
              <Badge
                variant="dot"
                color={LIVE_COLORS[state]}
                data-testid="live-state"
                data-state={state}
                role="status"
              >
                {t(`overview.live.${state}`)}
              </Badge>
              <Button variant="default" onClick={() => setIsPicking(true)} data-testid="overview-pick">
                {t('overview.pick')}
              </Button>
            </Group>
          </Group>
          <LoadState
            isPending={choices.isPending || (shownQuotes === undefined && !quotes.isError)}
            isError={quotes.isError}
            isEmpty={shownQuotes !== undefined && cards.length === 0}
            onRetry={() => void quotes.refetch()}
            emptyText={t('overview.empty')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4, xl: 5 }} data-testid="overview-cards">
            {cards.map((quote) => (
              <QuoteCard key={quote.instrument} quote={quote} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
      {isPicking && (
        <InstrumentPicker
          opened
          onClose={() => setIsPicking(false)}
          catalog={catalog.data ?? []}
          selected={choices.instruments}
          onSave={choices.save}
        />
      )}
    </Container>
  );
}
