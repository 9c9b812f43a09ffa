import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import classes from './Landing.module.css';

const PRODUCTS: readonly { key: string; icon: IconName }[] = [
  { key: 'exposures', icon: 'data' },
  { key: 'program', icon: 'hedge' },
  { key: 'risk', icon: 'analytics' },
  { key: 'optimizer', icon: 'optimizer' },
  { key: 'markets', icon: 'markets' },
  { key: 'research', icon: 'reports' },
];

export function ProductsSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} id="products">
      <Container size="xl" px={40}>
        <Stack gap="sm" align="center" ta="center" mb={56}>
          <span className={classes.kicker}>{t('landing.products.kicker')}</span>
          <Title order={2} fz={40} maw={760} lh={1.15}>
            {t('landing.products.title')}
          </Title>
          <Text c="dimmed" fz="lg" maw={680}>
            {t('landing.products.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={3} spacing="lg">
          {PRODUCTS.map((product) => (
            <div key={product.key} className={classes.productCard}>
              <Stack gap="md">
                <span className={classes.productIcon}>
                  <Icon name={product.icon} size={24} />
                </span>
                <Title order={3} fz="xl">
                  {t(`landing.products.items.${product.key}.title`)}
                </Title>
                <Text c="dimmed" lh={1.6}>
                  {t(`landing.products.items.${product.key}.text`)}
                </Text>
              </Stack>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
