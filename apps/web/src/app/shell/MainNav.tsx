import type { NavLink as NavLinkData } from '@cobertura/contracts';
import { Divider, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { DATA_SUBLINKS, dataSubLinkOf } from '../../shared/navigation/dataSubLinks.ts';
import { isDataPath, navIconOf } from './utils/navigation.ts';

/** Screens every signed-in user may open (spec 01 §6), listed under the server's links. */
const COMMON_LINKS = [
  { name: 'reports', path: '/reports' },
  { name: 'tools', path: '/tools' },
  { name: 'tutorials', path: '/tutorials' },
] as const;

/** Staff's administration of companies and accounts, last. */
const STAFF_LINK = { name: 'admin', path: '/admin' } as const;

/**
 * The main navigation from the server's route list. The active link is the one whose analysis key
 * matches the current section; under an active Data link the sub-links Program, Exposures, Hedges
 * and Relations show, Program selected when entering.
 */
export function MainNav({
  links,
  activeLink,
  isLoading,
  isStaff,
}: {
  links: readonly NavLinkData[];
  activeLink: NavLinkData | null;
  isLoading: boolean;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const selectedSubLink = dataSubLinkOf(searchParams.get('view'));
  const serverPaths = new Set(links.map((link) => link.path.toLowerCase()));
  const label = (name: string) => t(`nav.${name}`, { defaultValue: name });

  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={2} p="sm" component="nav" aria-label={t('nav.ariaLabel')} data-testid="main-nav">
        {isLoading &&
          Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={34} radius="sm" mb={4} />
          ))}
        {links.map((link) => {
          const isActive = activeLink === link;
          const isData = isDataPath(link.path);
          return (
            <NavLink
              key={`${link.name}-${link.path}`}
              component={Link}
              to={link.path}
              label={label(link.name)}
              leftSection={<Icon name={navIconOf(link)} size={18} />}
              active={isActive}
              variant="light"
              opened={isData && isDataPath(pathname)}
              childrenOffset={28}
              data-analysis-key={link.analysis_key}
              aria-current={isActive ? 'page' : undefined}
            >
              {isData
                ? DATA_SUBLINKS.map((sub) => (
                    <NavLink
                      key={sub}
                      component={Link}
                      to={`/data?view=${sub}`}
                      label={t(`dataNav.${sub}`)}
                      active={isDataPath(pathname) && selectedSubLink === sub}
                      variant="subtle"
                      data-testid={`data-sublink-${sub}`}
                    />
                  ))
                : undefined}
            </NavLink>
          );
        })}
        {!isLoading && links.length === 0 && (
          <Text size="sm" c="dimmed" px="sm">
            {t('nav.empty')}
          </Text>
        )}
        <Divider my="sm" />
        {[...COMMON_LINKS, ...(isStaff ? [STAFF_LINK] : [])]
          .filter((link) => !serverPaths.has(link.path))
          .map((link) => (
            <NavLink
              key={link.name}
              component={Link}
              to={link.path}
              label={label(link.name)}
              leftSection={<Icon name={navIconOf(link)} size={18} />}
              active={pathname.toLowerCase().startsWith(link.path)}
              variant="light"
            />
          ))}
      </Stack>
    </ScrollArea>
  );
}
