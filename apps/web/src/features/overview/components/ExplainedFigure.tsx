import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FigureLink } from '../utils/positionLinks.ts';

/**
 * A figure as a link to the screen that explains it, when the user has that screen (else the figure
 * as it is); `onFollow` runs as the link is followed.
 */
export function ExplainedFigure({
  link,
  onFollow,
  testId,
  children,
}: {
  link: FigureLink | null;
  onFollow: (link: FigureLink) => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!link) return <span data-testid={testId}>{children}</span>;
  const screen = link.view ? t(`dataNav.${link.view}`) : t(`nav.${link.screen}`);
  return (
    <Anchor
      component={Link}
      to={link.to}
      inherit
      // The figure keeps its own colour (red for a breach); the underline says it is a link.
      c="inherit"
      underline="always"
      title={t('overview.position.explainedIn', { screen })}
      data-testid={testId}
      data-screen={link.screen}
      onClick={() => onFollow(link)}
    >
      {children}
    </Anchor>
  );
}
