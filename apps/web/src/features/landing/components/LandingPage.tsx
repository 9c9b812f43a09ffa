import { Suspense, useLayoutEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { FixedLanguage } from '../../../i18n/FixedLanguage.tsx';
import { currentLanguage, i18n, isLanguage, switchLanguage } from '../../../i18n/index.ts';
import type { SignedOutState } from '../../../shared/session/session.ts';
import { AboutSection } from './AboutSection.tsx';
import { DemoRequestModal } from './DemoRequestModal.tsx';
import { HeroSection } from './HeroSection.tsx';
import classes from './Landing.module.css';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { PlatformSection } from './PlatformSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';

/**
 * /landing/:lang? (en or es, default en). The page's language becomes the app's language, so the
 * sign-in and registration that follow speak the same language; after a sign-out the page keeps the
 * user's own language whatever the route says. The page itself is drawn in that language from its
 * first render, whatever the app's language is at that moment.
 */
export function LandingPage() {
  const { lang: param } = useParams();
  const isAfterSignOut = (useLocation().state as SignedOutState | null)?.keepLanguage === true;
  const routeLang = param === undefined ? 'en' : param.toLowerCase();
  const lang = isAfterSignOut && isLanguage(routeLang) ? currentLanguage() : routeLang;
  const [isDemoOpen, setIsDemoOpen] = useState(false);

  useLayoutEffect(() => {
    if (isLanguage(lang) && i18n.language !== lang) void switchLanguage(lang);
  }, [lang]);

  if (!isLanguage(lang)) return <Navigate to="/landing/en" replace />;
  const openDemo = () => setIsDemoOpen(true);

  return (
    <FixedLanguage lang={lang}>
      <div className={classes.page} lang={lang}>
        <LandingHeader lang={lang} onRequestDemo={openDemo} />
        <main>
          <HeroSection onRequestDemo={openDemo} />
          {/* Each boundary hydrates in its own task after the first screen, which yields to the
              browser between them: one long hydration task would keep a phone busy for 300 ms. */}
          <Suspense>
            <ProductsSection />
          </Suspense>
          <Suspense>
            <PlatformSection />
          </Suspense>
          <Suspense>
            <AboutSection />
          </Suspense>
        </main>
        <Suspense>
          <LandingFooter onRequestDemo={openDemo} />
        </Suspense>
        <DemoRequestModal opened={isDemoOpen} onClose={() => setIsDemoOpen(false)} lang={lang} />
      </div>
    </FixedLanguage>
  );
}
