import type { User } from '@cobertura/contracts';
import { AppShell, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { referenceQueries } from '../../shared/reference/referenceQueries.ts';
import { IDLE_SIGN_OUT_PATH, signOut } from '../../shared/session/session.ts';
import { useIdleTimeout } from './hooks/useIdleTimeout.ts';
import { MainNav } from './MainNav.tsx';
import { COMPACT_QUERY, ScreenSwitches, TopBar } from './TopBar.tsx';
import { activeLinkOf, inNavOrder, sectionKeyOf } from './utils/navigation.ts';

/**
 * The screen inside the frame, drawn again only when the route changes: the frame's own updates (its
 * navigation's list arriving, the menu folding) would otherwise redraw the whole screen each time,
 * synchronously, as a query's answer is drawn.
 */
const Screen = memo(Outlet);

/**
 * The signed-in frame: top bar, main navigation (hidden while consent is pending), idle rule: after
 * an idle hour the session ends at once, in every tab, and sign-in says why (spec 01 §4). On a phone
 * the navigation folds behind the top bar's menu button and closes once a link is followed.
 */
export function Shell({ user, isPending }: { user: User; isPending: boolean }) {
  const { pathname } = useLocation();
  useIdleTimeout(() => signOut(IDLE_SIGN_OUT_PATH));
  const routes = useQuery({ ...referenceQueries.userRoutes(user.platform_role), enabled: !isPending });
  const links = inNavOrder(routes.data ?? []);
  const activeLink = activeLinkOf(links, sectionKeyOf(pathname, links));
  // Read before the first draw: the frame must not be drawn wide and then fold.
  const isCompact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const [isNavOpened, nav] = useDisclosure(false);
  const closeNav = nav.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link (a new address) closes it
  useEffect(() => closeNav(), [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={isPending ? undefined : { width: 240, breakpoint: 'md', collapsed: { mobile: !isNavOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          user={user}
          isPending={isPending}
          hasSelection={activeLink !== null}
          compactNav={isCompact && !isPending ? { opened: isNavOpened, toggle: nav.toggle } : undefined}
        />
      </AppShell.Header>
      {!isPending && (
        <AppShell.Navbar>
          {isCompact && isNavOpened && (
            <Group gap="sm" p="sm" data-testid="nav-switches">
              <ScreenSwitches hasSelection={activeLink !== null} />
            </Group>
          )}
          {/* Folded on a phone, it is drawn when opened: the first screen draws without it. */}
          {(!isCompact || isNavOpened) && (
            <MainNav
              links={links}
              activeLink={activeLink}
              isLoading={routes.isLoading}
              isStaff={user.is_staff}
            />
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Screen />
      </AppShell.Main>
    </AppShell>
  );
}
