import type { Screen } from '@cobertura/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoAccessPage } from '../../components/NoAccessPage.tsx';
import { screenAccess } from '../../shared/session/access.ts';
import { useUser } from '../../shared/session/useUser.ts';

/** Opens a role-guarded screen, or sends the role to its first allowed screen (spec 01 §6). */
export function RoleGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  const user = useUser();
  if (!user.data) return null;
  const access = screenAccess(user.data.platform_role, screen);
  if (access.kind === 'allow') return children;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <NoAccessPage />;
}
