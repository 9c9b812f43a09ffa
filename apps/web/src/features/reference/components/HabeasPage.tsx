import { useTranslation } from 'react-i18next';
import { CatalogDocumentView } from './CatalogDocumentView.tsx';

/** /Habeas: the data-protection policy the user consents to (inside the signed-in shell). */
export function HabeasPage() {
  const { t } = useTranslation();
  return <CatalogDocumentView kind="HabeasData" fallbackTitle={t('legal.habeasTitle')} />;
}
