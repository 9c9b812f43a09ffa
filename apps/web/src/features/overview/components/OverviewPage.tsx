import { useTranslation } from 'react-i18next';
import { NotAvailablePage } from '../../../components/NotAvailablePage.tsx';

/** Placeholder until this area is built: says so plainly and offers nothing that pretends to work. */
export function OverviewPage() {
  const { t } = useTranslation();
  return (
    <NotAvailablePage
      title={t('areas.overview.title')}
      description={t('areas.overview.description')}
      icon="overview"
    />
  );
}
