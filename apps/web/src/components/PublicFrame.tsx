import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredTokens } from '../api/useStoredTokens.ts';
import { currentLanguage } from '../i18n/index.ts';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

/** Frame of the public pages (terms, blog, a report): brand, language, theme, a way in. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { access } = useStoredTokens();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box
        component="header"
        style={{
          borderBottom: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
        }}
      >
        <Container size="xl" h={60}>
          <Group h="100%" justify="space-between">
            <Link to={`/landing/${currentLanguage()}`} style={{ textDecoration: 'none' }}>
              <Logo size={26} />
            </Link>
            <Group gap="md">
              <LanguageSwitch />
              <ColorSchemeSwitch withLabel={false} />
              {access ? (
                <Button component={Link} to="/home" variant="light" size="sm">
                  {t('public.toPlatform')}
                </Button>
              ) : (
                <Button component={Link} to="/login" size="sm">
                  {t('public.login')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <main>{children}</main>
    </Box>
  );
}
