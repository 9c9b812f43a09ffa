import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import { useSaveStatus } from '../../../shared/save-status/useSaveStatus.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { useRelations } from '../hooks/useRelations.ts';
import { rejectedRowsText } from '../utils/rejectedRowsText.ts';
import { RelationsEditor } from './RelationsEditor.tsx';

/**
 * My Data's Relations sheet for one portfolio and asset: each exposure with how much of it hedges
 * cover, its links opened below it to change, remove or add, saved all at once.
 */
export function RelationsSheet({ portfolio, underlying }: { portfolio: number; underlying: Underlying }) {
  const { t } = useTranslation();
  const { relations, save } = useRelations(portfolio, underlying);
  // Kept above the editor, which starts again from the saved relations while the modal stays open.
  const saving = useSaveStatus();
  if (relations.isPending) return <Loader data-testid="relations-loading" />;
  if (relations.isError) return <Notice kind="error">{t('relations.loadFailed')}</Notice>;

  return (
    <>
      <RelationsEditor
        key={relations.dataUpdatedAt}
        relations={relations.data}
        onSave={(links) =>
          saving.run(
            () => save.mutateAsync(links),
            t('relations.saved'),
            (error) => rejectedRowsText(error, t),
          )
        }
      />
      <SaveStatusModal status={saving.status} onClose={saving.close} />
    </>
  );
}
