import { Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { useTypewriter } from '../hooks/useTypewriter.ts';
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

/** A still picture of the product: exposure against hedges by month, and three headline figures. */
function HeroIllustration() {
  const { t } = useTranslation();
  const exposure = [62, 70, 66, 78, 84, 80, 90, 96, 92, 100, 104, 110];
  const hedged = [40, 48, 50, 58, 60, 62, 70, 74, 76, 80, 86, 90];
  const max = 120;
  const bar = (value: number) => (value / max) * 150;
  return (
    <Box className={classes.heroCard} aria-hidden="true">
      <Group justify="space-between" mb="md">
        <Text fw={700} c="white">
          {t('landing.hero.card.title')}
        </Text>
        <Text size="xs" c="rgba(230,240,255,0.6)">
          USD/COP · EUR/USD · {t('landing.hero.card.coffee')}
        </Text>
      </Group>
      <svg viewBox="0 0 480 190" width="100%" role="presentation">
        <defs>
          <linearGradient id="heroBar" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#5ec8ff" />
            <stop offset="1" stopColor="#1462c6" />
          </linearGradient>
        </defs>
        {[0, 1, 2, 3].map((i) => (
          <line key={i} x1="0" x2="480" y1={20 + i * 45} y2={20 + i * 45} stroke="rgba(255,255,255,0.08)" />
        ))}
        {exposure.map((value, i) => (
          <g key={`m${i.toString()}`}>
            <rect
              x={10 + i * 39}
              y={170 - bar(value)}
              width="14"
              height={bar(value)}
              rx="3"
              fill="rgba(255,255,255,0.18)"
            />
            <rect
              x={26 + i * 39}
              y={170 - bar(hedged[i] ?? 0)}
              width="14"
              height={bar(hedged[i] ?? 0)}
              rx="3"
              fill="url(#heroBar)"
            />
          </g>
        ))}
        <polyline
          points={hedged.map((value, i) => `${33 + i * 39},${170 - bar(value) - 8}`).join(' ')}
          fill="none"
          stroke="#2dd4bf"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <SimpleGrid cols={3} spacing="sm" mt="md">
        {(['coverage', 'mtm', 'var'] as const).map((key) => (
          <div key={key} className={classes.stat}>
            <Text size="xs" c="rgba(230,240,255,0.6)">
              {t(`landing.hero.card.${key}`)}
            </Text>
            <Text fw={700} fz="lg" c="white">
              {t(`landing.hero.card.${key}Value`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}
