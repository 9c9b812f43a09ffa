import { canOpen, type Screen } from '@cobertura/contracts';
import { Alert, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeSwitch } from '../../../components/ColorSchemeSwitch.tsx';
import type { IconName } from '../../../components/Icon.tsx';
import { useUser } from '../../../shared/session/useUser.ts';
import { HomeTile } from './HomeTile.tsx';

const TILES: readonly { key: string; screen: Screen; to: string; icon: IconName }[] = [
  { key: 'overview', screen: 'overview', to: '/', icon: 'overview' },
  { key: 'data', screen: 'data', to: '/data', icon: 'data' },
  { key: 'analytics', screen: 'analytics', to: '/analytics', icon: 'analytics' },
  { key: 'advanced', screen: 'advanced', to: '/advanced', icon: 'advanced' },
  { key: 'markets', screen: 'markets', to: '/markets', icon: 'markets' },
  { key: 'optimizer', screen: 'optimizer', to: '/optimizer', icon: 'optimizer' },
];

/**
 * Links inside a prompt take its text colour and an underline: the brand link colour on the prompt's
 * dark tint read at 2.6:1.
 */
const LINK_IN_ALERT = { c: 'inherit', underline: 'always' } as const;

export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (!user) return null;
  const hasName = user.first_name.trim() !== '';
  const hasCompanies = user.companies.length > 0;

  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>
              {hasName ? t('home.greeting', { name: user.first_name }) : t('home.greetingAnonymous')}
            </Title>
            <Text c="dimmed">{t('home.subtitle')}</Text>
          </Stack>
          <ColorSchemeSwitch />
        </Group>
        {!hasName && (
          <Alert color="brand" variant="light" title={t('home.welcomeTitle')} data-testid="welcome-prompt">
            {t('home.welcomeText')}{' '}
            <Anchor component={Link} to="/profile" fw={600} {...LINK_IN_ALERT}>
              {t('home.welcomeLink')}
            </Anchor>
          </Alert>
        )}
        {!hasCompanies && (
          <Alert
            color="yellow"
            variant="light"
            title={t('home.noCompaniesTitle')}
            data-testid="no-companies-prompt"
          >
            {t('home.noCompaniesText')}{' '}
            <Anchor component={Link} to="/" fw={600} {...LINK_IN_ALERT}>
              {t('home.tiles.overview.title')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/data" fw={600} {...LINK_IN_ALERT}>
              {t('home.myData')}
            </Anchor>
          </Alert>
        )}
        {/* One tile a row on a phone, two on a small tablet, three beside the navigation. */}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {TILES.map((tile) => (
            <HomeTile
              key={tile.key}
              to={tile.to}
              icon={tile.icon}
              title={t(`home.tiles.${tile.key}.title`)}
              description={t(`home.tiles.${tile.key}.description`)}
              isEnabled={canOpen(user.platform_role, tile.screen)}
              disabledNote={t('home.notInRole')}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
