import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataSubLinkOf } from '../../../app/shell/utils/navigation.ts';
import { NotAvailablePage } from '../../../components/NotAvailablePage.tsx';

/** Placeholder for My Data; the sub-link chosen in the navigation (Program first) is named. */
export function DataPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const subLink = dataSubLinkOf(searchParams.get('view'));
  return (
    <NotAvailablePage title={t('areas.data.title')} description={t('areas.data.description')} icon="data">
      <Text fw={600} data-testid="data-selected-sublink">
        {t('areas.data.selected', { name: t(`dataNav.${subLink}`) })}
      </Text>
    </NotAvailablePage>
  );
}
