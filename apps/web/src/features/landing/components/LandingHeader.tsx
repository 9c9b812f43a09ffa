import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeSwitch } from '../../../components/ColorSchemeSwitch.tsx';
import { Logo } from '../../../components/Logo.tsx';
import type { Language } from '../../../i18n/index.ts';
import { useScrolled } from '../hooks/useScrolled.ts';
import classes from './Landing.module.css';

const SECTIONS = ['products', 'platform', 'about', 'contact'] as const;

export function LandingHeader({ lang, onRequestDemo }: { lang: Language; onRequestDemo: () => void }) {
  const { t } = useTranslation();
  const isScrolled = useScrolled();
  return (
    <header className={classes.header} data-scrolled={isScrolled} data-testid="landing-header">
      <Container size="xl" px={40} w="100%">
        <Group justify="space-between" wrap="nowrap">
          <a href="#top" style={{ color: 'inherit', textDecoration: 'none' }} aria-label="Cobertura">
            <Logo size={30} inverted={!isScrolled} />
          </a>
          <Group gap={28} component="nav" aria-label={t('landing.nav.label')} wrap="nowrap">
            {SECTIONS.map((section) => (
              <a key={section} href={`#${section}`} className={classes.navLink}>
                {t(`landing.nav.${section}`)}
              </a>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap={2} aria-label={t('common.language')}>
              {(['en', 'es'] as const).map((code) => (
                <Link
                  key={code}
                  to={`/landing/${code}`}
                  className={classes.langLink}
                  data-active={code === lang}
                  aria-current={code === lang ? 'true' : undefined}
                  hrefLang={code}
                >
                  {code.toUpperCase()}
                </Link>
              ))}
            </Group>
            <ColorSchemeSwitch withLabel={false} />
            <Button
              component={Link}
              to="/login"
              variant={isScrolled ? 'subtle' : 'white'}
              color={isScrolled ? undefined : 'dark'}
              bg={isScrolled ? undefined : 'rgba(255,255,255,0.12)'}
              c={isScrolled ? undefined : 'white'}
            >
              {t('landing.nav.login')}
            </Button>
            <Button onClick={onRequestDemo} data-testid="header-demo">
              {t('landing.cta.demo')}
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
