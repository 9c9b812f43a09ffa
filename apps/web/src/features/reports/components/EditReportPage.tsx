import { useTranslation } from 'react-i18next';
import { NotAvailablePage } from '../../../components/NotAvailablePage.tsx';

/** Placeholder until this area is built: says so plainly and offers nothing that pretends to work. */
export function EditReportPage() {
  const { t } = useTranslation();
  return (
    <NotAvailablePage
      title={t('areas.editReport.title')}
      description={t('areas.editReport.description')}
      icon="reports"
    />
  );
}
