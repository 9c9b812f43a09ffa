import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Each new screen opens at its top (anchors on the landing page keep their own scrolling). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
