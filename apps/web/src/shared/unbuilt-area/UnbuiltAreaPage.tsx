import { useTranslation } from 'react-i18next';
import type { IconName } from '../../components/Icon.tsx';
import { NotAvailablePage } from '../../components/NotAvailablePage.tsx';

/**
 * The page of an area not built yet, named by its `areas.<area>` texts: it says so plainly and
 * offers nothing that pretends to work.
 */
export function UnbuiltAreaPage({ area, icon }: { area: string; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <NotAvailablePage
      title={t(`areas.${area}.title`)}
      description={t(`areas.${area}.description`)}
      icon={icon}
    />
  );
}
