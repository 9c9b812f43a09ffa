import { useTranslation } from 'react-i18next';
import { NotAvailablePage } from '../../../components/NotAvailablePage.tsx';

/** Placeholder until this area is built: says so plainly and offers nothing that pretends to work. */
export function TutorialsPage() {
  const { t } = useTranslation();
  return (
    <NotAvailablePage
      title={t('areas.tutorials.title')}
      description={t('areas.tutorials.description')}
      icon="tutorials"
    />
  );
}
