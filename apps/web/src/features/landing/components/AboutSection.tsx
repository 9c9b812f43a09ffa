import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import classes from './Landing.module.css';

const VALUES: readonly { key: string; icon: IconName }[] = [
  { key: 'practice', icon: 'building' },
  { key: 'transparency', icon: 'shield' },
  { key: 'local', icon: 'globe' },
];

const FACTS = ['offices', 'assets', 'languages'] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} id="about">
      <Container size="xl" px={40}>
        <SimpleGrid cols={2} spacing={64} style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            <span className={classes.kicker}>{t('landing.about.kicker')}</span>
            <Title order={2} fz={38} lh={1.15}>
              {t('landing.about.title')}
            </Title>
            <Text fz="lg" lh={1.7} c="dimmed">
              {t('landing.about.text1')}
            </Text>
            <Text fz="lg" lh={1.7} c="dimmed">
              {t('landing.about.text2')}
            </Text>
            <SimpleGrid cols={3} mt="md">
              {FACTS.map((fact) => (
                <Stack key={fact} gap={0}>
                  <Text fz={36} fw={800} c="brand.6" lh={1.1}>
                    {t(`landing.about.facts.${fact}.value`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`landing.about.facts.${fact}.label`)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="md">
            {VALUES.map((value) => (
              <Paper key={value.key} withBorder radius="lg" p="lg">
                <SimpleGrid cols={1} spacing={6}>
                  <span className={classes.productIcon} style={{ width: 40, height: 40, borderRadius: 12 }}>
                    <Icon name={value.icon} size={20} />
                  </span>
                  <Title order={3} fz="lg" mt={6}>
                    {t(`landing.about.values.${value.key}.title`)}
                  </Title>
                  <Text c="dimmed" lh={1.6}>
                    {t(`landing.about.values.${value.key}.text`)}
                  </Text>
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}
