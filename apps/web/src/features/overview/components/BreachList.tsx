import type { OverviewBreach } from '@cobertura/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BREACH_COLOR } from '../utils/breachColor.ts';
import type { FigureLink, PositionFigure } from '../utils/positionLinks.ts';
import { ExplainedFigure } from './ExplainedFigure.tsx';

/** A book's breaches of the hedging policy, each in words and in red, or that it is within policy. */
export function BreachList({
  breaches,
  linkOf,
  follow,
}: {
  breaches: readonly OverviewBreach[];
  linkOf: (figure: PositionFigure) => FigureLink | null;
  follow: (link: FigureLink) => void;
}) {
  const { t } = useTranslation();
  if (breaches.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="within-policy">
        {t('overview.position.withinPolicy')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {breaches.map((breach) => (
        <Text
          key={breach.kind === 'past_window' ? breach.reference : breach.kind}
          size="sm"
          fw={700}
          c={BREACH_COLOR}
          data-testid="breach"
          data-kind={breach.kind}
        >
          <span aria-hidden="true">⚠ </span>
          <ExplainedFigure
            link={linkOf(breach.kind === 'past_window' ? 'pastWindow' : 'underProgram')}
            onFollow={follow}
          >
            {breach.kind === 'past_window'
              ? t('overview.position.breaches.pastWindow', {
                  reference: breach.reference,
                  window: t(`overview.position.windows.${breach.window}`),
                })
              : t('overview.position.breaches.underProgram')}
          </ExplainedFigure>
        </Text>
      ))}
    </Stack>
  );
}
