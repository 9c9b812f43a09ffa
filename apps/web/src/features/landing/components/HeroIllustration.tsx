import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

/** A still picture of the product: exposure against hedges by month, and three headline figures. */
export function HeroIllustration() {
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
