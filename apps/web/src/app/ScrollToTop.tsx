import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DocumentTitle } from './DocumentTitle.tsx';

/**
 * The root of every route: each new screen opens at its top (anchors on the landing page keep their
 * own scrolling) and names itself in the browser tab.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
