import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeSwitch } from '../../../components/ColorSchemeSwitch.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import classes from './AuthFrame.module.css';

/** The frame of the public account screens: a brand panel beside the form, language and theme. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame}>
      <aside className={classes.brand}>
        <Anchor component={Link} to={`/landing/${currentLanguage()}`} underline="never" c="white">
          <Logo size={32} inverted />
        </Anchor>
        <Stack gap="lg" maw={420} style={{ position: 'relative' }}>
          <Title order={2} c="white" fz={34} lh={1.15}>
            {t('authFrame.headline')}
          </Title>
          <Text c="rgba(255,255,255,0.85)" fz="lg">
            {t('authFrame.text')}
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={<Icon name="check" size={18} color="#7cc4ff" />}
            styles={{ itemWrapper: { alignItems: 'center' } }}
          >
            <List.Item>{t('authFrame.point1')}</List.Item>
            <List.Item>{t('authFrame.point2')}</List.Item>
            <List.Item>{t('authFrame.point3')}</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.7)" style={{ position: 'relative' }}>
          © {new Date().getFullYear()} Cobertura
        </Text>
        <svg className={classes.brandChart} viewBox="0 0 600 200" aria-hidden="true">
          <path
            d="M0 160 C80 150 120 90 200 110 S320 40 400 70 S520 20 600 30"
            fill="none"
            stroke="#7cc4ff"
            strokeWidth="3"
          />
          <path
            d="M0 180 C90 170 150 140 230 150 S360 110 430 120 S540 90 600 95"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeDasharray="6 8"
          />
        </svg>
      </aside>
      <main className={classes.content}>
        <div className={classes.toolbar}>
          <LanguageSwitch />
          <ColorSchemeSwitch withLabel={false} />
        </div>
        <div className={classes.formArea}>
          <div className={classes.form}>
            <Stack gap={4} mb="xl">
              <Title order={1} fz={28}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
