import type { User } from '@cobertura/contracts';
import { AppShell } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { referenceQueries } from '../../shared/reference/referenceQueries.ts';
import { IDLE_SIGN_OUT_PATH, signOut } from '../../shared/session/session.ts';
import { useIdleTimeout } from './hooks/useIdleTimeout.ts';
import { MainNav } from './MainNav.tsx';
import { TopBar } from './TopBar.tsx';
import { activeLinkOf, inNavOrder, sectionKeyOf } from './utils/navigation.ts';

/**
 * The signed-in frame: top bar, main navigation (hidden while consent is pending), idle rule: after
 * an idle hour the session ends at once, in every tab, and sign-in says why (spec 01 §4).
 */
export function Shell({ user, isPending }: { user: User; isPending: boolean }) {
  const { pathname } = useLocation();
  useIdleTimeout(() => signOut(IDLE_SIGN_OUT_PATH));
  const routes = useQuery({ ...referenceQueries.userRoutes(user.platform_role), enabled: !isPending });
  const links = inNavOrder(routes.data ?? []);
  const activeLink = activeLinkOf(links, sectionKeyOf(pathname, links));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={isPending ? undefined : { width: 240, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar user={user} isPending={isPending} hasSelection={activeLink !== null} />
      </AppShell.Header>
      {!isPending && (
        <AppShell.Navbar>
          <MainNav
            links={links}
            activeLink={activeLink}
            isLoading={routes.isLoading}
            isStaff={user.is_staff}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
