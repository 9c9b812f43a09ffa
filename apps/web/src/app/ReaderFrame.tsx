import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useStoredTokens } from '../api/useStoredTokens.ts';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { loadShell } from './signedInScreens.ts';

/** The signed-in frame, fetched only when a signed-in reader needs it. */
const SignedInFrame = lazy(() => loadShell().then((Component) => ({ default: Component })));

/**
 * The frame of a page anyone may read (a report), drawn around this route's child: a signed-in
 * reader reads it in the app's frame, with the navigation (spec 01 §1: the report view's navbar
 * shows when a user is signed in); a visitor in the public frame.
 */
export function ReaderFrame() {
  const { access } = useStoredTokens();
  if (!access)
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  return (
    <Suspense fallback={<CenteredLoader />}>
      <SignedInFrame />
    </Suspense>
  );
}
