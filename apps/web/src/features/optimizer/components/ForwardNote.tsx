import type { FigureUnits } from '@cobertura/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../utils/format.ts';
import { assetRateText } from '../utils/assetFigures.ts';

/**
 * What a forward's cost is: it pays no premium, so struck at the schedule's par forward for every
 * month it costs nothing — worth as much today as each month at its own forward, whose amount-weighted
 * average is the net rate the simulation shows — and the forward points over spot, the two
 * currencies' interest difference (or a commodity's carry), are in the rate and not paid up front.
 * Struck elsewhere it is off-market, and its cost is what its rate gives away or takes.
 */
export function ForwardNote({
  asset,
  market,
}: {
  asset: string;
  market: FigureUnits & { spot: number; forward: number; par_forward: number };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const points = market.forward - market.spot;
  return (
    <Text size="sm" c="dimmed" data-testid="optimizer-forward-note">
      {t('optimizer.strategies.forwardNote', {
        parForward: assetRateText(market.par_forward, asset, market, lang),
        forward: assetRateText(market.forward, asset, market, lang),
        spot: assetRateText(market.spot, asset, market, lang),
        points: assetRateText(points, asset, market, lang),
        percent: formatPercent(points / market.spot, lang, 2),
      })}
    </Text>
  );
}
