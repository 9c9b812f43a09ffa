import type { OverviewQuote } from '@cobertura/contracts';
import { Badge, Card, Group, Stack, Text, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent, formatSignificant } from '../../../utils/format.ts';
import { chartPalette } from '../../markets/index.ts';
import { Sparkline } from './Sparkline.tsx';

const PRICE_DIGITS = 6;

/** One instrument: last price, change and change %, a month's sparkline, when, real or simulated. */
export function QuoteCard({ quote }: { quote: OverviewQuote }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const palette = chartPalette(scheme);
  const direction = quote.change > 0 ? 'up' : quote.change < 0 ? 'down' : 'flat';
  const color = {
    up: scheme === 'dark' ? 'teal.3' : 'teal.9',
    down: scheme === 'dark' ? 'red.3' : 'red.9',
    flat: undefined,
  }[direction];
  const sign = { up: '+', down: '−', flat: '' }[direction];
  const arrow = { up: '▲', down: '▼', flat: '■' }[direction];
  const change = `${sign}${formatSignificant(Math.abs(quote.change), lang, 4)} (${sign}${formatPercent(Math.abs(quote.change_pct), lang, 2)})`;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid={`quote-${quote.instrument}`}
      data-last={quote.last}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} size="sm">
            {quote.short_name}
          </Text>
          {quote.simulated ? (
            <Badge color="orange" variant="light" size="xs" flex="none" data-testid="quote-simulated">
              {t('overview.simulated')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" size="xs" flex="none">
              {t('overview.real')}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text fz="lg" fw={600} data-testid="quote-last">
              {formatSignificant(quote.last, lang, PRICE_DIGITS)}
            </Text>
            <Text size="xs" c={color} data-testid="quote-change">
              <span aria-hidden="true">{arrow} </span>
              <VisuallyHidden>{t(`overview.${direction}`)} </VisuallyHidden>
              {change}
            </Text>
          </Stack>
          <Sparkline values={quote.sparkline} color={direction === 'down' ? palette.down : palette.up} />
        </Group>
        <Text size="xs" c="dimmed" data-testid="quote-time">
          {formatDateTime(quote.time, lang)}
        </Text>
      </Stack>
    </Card>
  );
}
