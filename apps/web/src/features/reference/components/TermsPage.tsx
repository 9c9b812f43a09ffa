import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { CatalogDocumentView } from './CatalogDocumentView.tsx';

/** /disclaimer: the terms and conditions (public). */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <CatalogDocumentView kind="terms&conditions" fallbackTitle={t('legal.termsTitle')} />
    </PublicFrame>
  );
}
