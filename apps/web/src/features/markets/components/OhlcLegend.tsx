import { Group, Text } from '@mantine/core';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSignificant } from '../../../utils/format.ts';
import type { ChartBar } from '../utils/intervalBars.ts';
import { PRICE_DIGITS } from '../utils/technicalSeries.ts';

/**
 * The hovered bar's date and prices (the last bar's when none is hovered). The chart's crosshair
 * calls `listen` itself, so that a pan redraws the legend alone.
 */
export function OhlcLegend({
  last,
  isCandles,
  listen,
}: {
  last: ChartBar | undefined;
  isCandles: boolean;
  listen: RefObject<(bar: ChartBar | null) => void>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [hovered, setHovered] = useState<ChartBar | null>(null);
  listen.current = setHovered;
  const shown = hovered ?? last;
  const price = (value: number) => formatSignificant(value, lang, PRICE_DIGITS);
  return (
    <Group gap="sm" mih={22} data-testid="ohlc-legend">
      {shown && (
        <>
          <Text size="sm" fw={600}>
            {formatDate(shown.time, lang)}
          </Text>
          <Text size="sm" ff="monospace">
            {isCandles
              ? t('markets.technical.ohlc', {
                  open: price(shown.open),
                  high: price(shown.high),
                  low: price(shown.low),
                  close: price(shown.close),
                })
              : t('markets.technical.close', { close: price(shown.close) })}
          </Text>
        </>
      )}
    </Group>
  );
}
