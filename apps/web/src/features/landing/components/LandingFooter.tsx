import { Anchor, Button, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { OFFICES } from '../utils/worldMap.ts';
import classes from './Landing.module.css';
import { OfficesMap } from './OfficesMap.tsx';

export function LandingFooter({ onRequestDemo }: { onRequestDemo: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.ctaBand}>
        <Container size="xl" px={40}>
          <Group justify="space-between" align="center">
            <Stack gap={6}>
              <Title order={2} c="white" fz={32}>
                {t('landing.ctaBand.title')}
              </Title>
              <Text c="rgba(230,240,255,0.85)" fz="lg">
                {t('landing.ctaBand.text')}
              </Text>
            </Stack>
            <Group>
              <Button component={Link} to="/register" size="lg" radius="xl" variant="white" color="brand">
                {t('landing.cta.trial')}
              </Button>
              <Button
                size="lg"
                radius="xl"
                variant="outline"
                color="gray.0"
                onClick={onRequestDemo}
                style={{ borderColor: 'rgba(255,255,255,0.6)', color: '#fff' }}
              >
                {t('landing.cta.demo')}
              </Button>
            </Group>
          </Group>
        </Container>
      </section>
      <footer className={classes.footer} id="contact">
        <Container size="xl" px={40}>
          <SimpleGrid cols={2} spacing={56} style={{ gridTemplateColumns: '4fr 7fr' }}>
            <Stack gap="lg">
              <Logo size={30} inverted />
              <Text c="#c9d6e8" lh={1.6}>
                {t('landing.footer.text')}
              </Text>
              <Title order={3} fz="md" c="white" mt="sm">
                {t('landing.footer.offices')}
              </Title>
              <SimpleGrid cols={2} spacing="md">
                {OFFICES.map((office) => (
                  <Group key={office.key} gap={8} wrap="nowrap" align="flex-start">
                    <Icon name="pin" size={18} color="#2dd4bf" />
                    <Stack gap={0}>
                      <Text c="white" fw={600} size="sm">
                        {t(`landing.offices.${office.key}.city`)}
                      </Text>
                      <Text size="xs" c="#9fb3cc">
                        {t(`landing.offices.${office.key}.country`)}
                      </Text>
                    </Stack>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
            <OfficesMap />
          </SimpleGrid>
          <Divider my="xl" color="rgba(255,255,255,0.12)" />
          <Group justify="space-between">
            <Text size="sm" c="#9fb3cc">
              © {new Date().getFullYear()} Cobertura. {t('landing.footer.rights')}
            </Text>
            <Group gap="lg">
              <Anchor component={Link} to="/disclaimer" size="sm">
                {t('landing.footer.terms')}
              </Anchor>
              <Anchor component={Link} to="/blog" size="sm">
                {t('landing.footer.reports')}
              </Anchor>
              <Anchor component={Link} to="/login" size="sm">
                {t('landing.nav.login')}
              </Anchor>
              <Anchor component="button" type="button" onClick={onRequestDemo} size="sm" c="#e6eefa">
                {t('landing.cta.demo')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </footer>
    </>
  );
}
