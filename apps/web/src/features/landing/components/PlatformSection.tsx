import { ActionIcon, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import classes from './Landing.module.css';
import { ProductDemo } from './ProductDemo.tsx';

const POINTS = ['one', 'two', 'three', 'four'] as const;

export function PlatformSection() {
  const { t } = useTranslation();
  const [isPaused, setIsPaused] = useState(false);
  return (
    <section className={classes.sectionAlt} id="platform">
      <Container size="xl" px={40}>
        <SimpleGrid cols={2} spacing={64} style={{ gridTemplateColumns: '5fr 7fr', alignItems: 'center' }}>
          <Stack gap="lg">
            <span className={classes.kicker}>{t('landing.platform.kicker')}</span>
            <Title order={2} fz={38} lh={1.15}>
              {t('landing.platform.title')}
            </Title>
            <Text c="dimmed" fz="lg" lh={1.6}>
              {t('landing.platform.subtitle')}
            </Text>
            <List
              spacing="md"
              icon={
                <ThemeIcon size={26} radius="xl" variant="light">
                  <Icon name="check" size={15} stroke={2.4} />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>
                  <Text fw={600}>{t(`landing.platform.points.${point}.title`)}</Text>
                  <Text c="dimmed" size="sm">
                    {t(`landing.platform.points.${point}.text`)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="xs">
            <div className={classes.demoFrame} data-paused={isPaused}>
              <ProductDemo />
            </div>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('landing.platform.videoCaption')}
              </Text>
              <ActionIcon
                variant="light"
                radius="xl"
                onClick={() => setIsPaused((value) => !value)}
                aria-label={isPaused ? t('landing.platform.play') : t('landing.platform.pause')}
                aria-pressed={isPaused}
              >
                {isPaused ? <Icon name="play" size={14} /> : <PauseGlyph />}
              </ActionIcon>
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="4" width="4" height="16" rx="1" fill="currentColor" />
      <rect x="14" y="4" width="4" height="16" rx="1" fill="currentColor" />
    </svg>
  );
}
