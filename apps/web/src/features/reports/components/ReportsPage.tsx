import { useTranslation } from 'react-i18next';
import { NotAvailablePage } from '../../../components/NotAvailablePage.tsx';

/** Placeholder until this area is built: says so plainly and offers nothing that pretends to work. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <NotAvailablePage
      title={t('areas.reports.title')}
      description={t('areas.reports.description')}
      icon="reports"
    />
  );
}
