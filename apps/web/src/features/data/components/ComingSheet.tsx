import { Badge, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/** A sheet whose grid is not built yet: says so plainly and offers nothing that pretends to work. */
export function ComingSheet({ sheet }: { sheet: 'relations' }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" data-testid={`data-coming-${sheet}`}>
      <Stack gap="sm" align="flex-start">
        <Badge variant="light" color="gray" leftSection={<Icon name="data" size={14} />}>
          {t('myData.coming.badge')}
        </Badge>
        <Text>{t(`myData.coming.${sheet}`)}</Text>
      </Stack>
    </Card>
  );
}
