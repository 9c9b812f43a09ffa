import type { ReactNode } from 'react';
import { CenteredLoader } from '../../../components/CenteredLoader.tsx';
import { NoAccessPage } from '../../../components/NoAccessPage.tsx';
import { useUser } from '../../../shared/session/useUser.ts';

/** The staff screens of reports: others see the no-access page instead of calls that would fail. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <CenteredLoader />;
  return user.data?.is_staff ? children : <NoAccessPage />;
}
