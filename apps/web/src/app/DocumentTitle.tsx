import { useDocumentTitle } from '@mantine/hooks';
import { useMatches } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** What a route tells the shell about itself: its title's translation key. */
export interface RouteHandle {
  title: string;
}

/** The deepest matched route's title key, if any. */
function titleKeyOf(matches: ReturnType<typeof useMatches>): string | undefined {
  return matches
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.title)
    .filter((key) => key !== undefined)
    .at(-1);
}

/** The browser tab names the screen, in the user's language: "Home · Cobertura". */
export function DocumentTitle() {
  const t = i18n.getFixedT(useLanguage());
  const key = titleKeyOf(useMatches());
  useDocumentTitle(key === undefined ? 'Cobertura' : t('titles.format', { screen: t(key) }));
  return null;
}
