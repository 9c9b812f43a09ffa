import { Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { useTypewriter } from '../hooks/useTypewriter.ts';
import { HeroIllustration } from './HeroIllustration.tsx';
import classes from './Landing.module.css';

export function HeroSection({ onRequestDemo }: { onRequestDemo: () => void }) {
  const { t, i18n } = useTranslation();
  const reduceMotion = useReducedMotion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: new phrases when the language changes
  const phrases = useMemo(
    () => [t('landing.hero.typed1'), t('landing.hero.typed2'), t('landing.hero.typed3')],
    [i18n.language, t],
  );
  const typed = useTypewriter(phrases, !reduceMotion);

  return (
    <section className={classes.hero} id="top">
      <div className={classes.heroGrid} />
      <Container size="xl" px={40} style={{ position: 'relative' }}>
        <SimpleGrid cols={2} spacing={64} style={{ alignItems: 'center' }}>
          <Stack gap={28}>
            <span className={classes.eyebrow}>
              <Icon name="shield" size={16} />
              {t('landing.hero.eyebrow')}
            </span>
            <h1 className={classes.heroTitle}>
              {t('landing.hero.title')}
              {/* The line is as tall as the longest phrase at the current width (each phrase sits
                  unseen in the same grid cell), so nothing below moves while typing and no room is
                  kept for a second line that no phrase needs. */}
              <span className={classes.typedLine}>
                {phrases.map((phrase) => (
                  <span key={phrase} className={classes.typedSizer} aria-hidden="true">
                    {phrase}
                  </span>
                ))}
                <span>
                  <span className={classes.typed} data-testid="typed-text" aria-hidden="true">
                    {typed}
                  </span>
                  <span className={classes.caret} aria-hidden="true" />
                </span>
              </span>
              <span style={{ position: 'absolute', left: -9999 }}>{phrases.join(', ')}</span>
            </h1>
            <Text fz={19} lh={1.6} c="rgba(230,240,255,0.85)" maw={560}>
              {t('landing.hero.subtitle')}
            </Text>
            <Group gap="md">
              <Button
                component={Link}
                to="/register"
                size="lg"
                radius="xl"
                rightSection={<Icon name="arrowRight" size={18} />}
                data-testid="free-trial"
              >
                {t('landing.cta.trial')}
              </Button>
              <Button
                size="lg"
                radius="xl"
                variant="white"
                color="dark"
                bg="rgba(255,255,255,0.1)"
                c="white"
                onClick={onRequestDemo}
                data-testid="hero-demo"
              >
                {t('landing.cta.demo')}
              </Button>
            </Group>
            <Text size="sm" c="rgba(230,240,255,0.65)">
              {t('landing.hero.note')}
            </Text>
          </Stack>
          <HeroIllustration />
        </SimpleGrid>
      </Container>
    </section>
  );
}
