import { type BookKind, IMPORT_ANSWER_ROWS } from '@cobertura/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ImportActions } from '../../../shared/file-import/ImportActions.tsx';
import { ImportFileField } from '../../../shared/file-import/ImportFileField.tsx';
import { ImportPreview } from '../../../shared/file-import/ImportPreview.tsx';
import { previewLines } from '../../../shared/file-import/previewLines.ts';
import { useFileImport } from '../../../shared/file-import/useFileImport.ts';
import { formatInteger } from '../../../utils/format.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { bookFilesApi } from '../api/bookFilesApi.ts';
import { problemText } from '../utils/problemText.ts';

/** Rows listed in the preview table (as many as the answer lists of each action); the rest are counted. */
const SHOWN_ROWS = IMPORT_ANSWER_ROWS;

/** A row's code and portfolio identify it in the preview. */
const COLUMNS = [
  { header: 'code', value: 'pk' },
  { header: 'portfolio', value: 'portfolio' },
];

/**
 * Import of a sheet into a grid: the chosen file is previewed at once (what is added, replaced and
 * rejected, with the reasons), the rejected rows can be downloaded as a workbook to fix, and the
 * import is offered only when nothing is rejected. A saved import reloads the book.
 */
export function BookImportDialog({
  kind,
  company,
  opened,
  onClose,
}: {
  kind: BookKind;
  company: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const { file, choose, close, answer, isReading, error, importable, ...upload } = useFileImport({
    preview: (chosen) => bookFilesApi.upload({ kind, company, operation: 'preview', file: chosen, lang }),
    save: (chosen) => bookFilesApi.upload({ kind, company, operation: 'upload', file: chosen, lang }),
    onSaved: async (saved) => {
      const count = saved.counts.create + saved.counts.replace;
      notifications.show({
        color: 'green',
        message: t('bookFiles.dialog.saved', { rows: formatInteger(count, lang) }),
      });
      await queryClient.invalidateQueries({ queryKey: ['book'] });
    },
    onClose,
  });

  const count = (n: number) => formatInteger(n, lang);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('bookFiles.dialog.title', { sheet: t(`bookFiles.sheets.${kind}`) })}
      size="xl"
      data-testid="book-import"
    >
      <Stack gap="md">
        <ImportFileField
          texts="bookFiles.dialog"
          testId="book-import"
          file={file}
          onChange={choose}
          isReading={isReading}
          error={error}
        />
        {answer && (
          <ImportPreview
            texts="bookFiles.dialog"
            testId="book-import"
            counts={answer.counts}
            lines={previewLines(answer.preview).slice(0, SHOWN_ROWS)}
            columns={COLUMNS}
            reason={(problem) => problemText(problem, lang)}
            minWidth={560}
          />
        )}
        <ImportActions
          texts="bookFiles.dialog"
          testId="book-import"
          downloads={
            <Group>
              {answer?.report_id && (
                <Button
                  variant="default"
                  data-testid="book-import-report"
                  onClick={async () => {
                    const report = answer.report_id;
                    if (report)
                      saveFile(
                        await bookFilesApi.download(report),
                        `${t('bookFiles.dialog.reportName')}.xlsx`,
                      );
                  }}
                >
                  {t('bookFiles.dialog.report')}
                </Button>
              )}
            </Group>
          }
          onCancel={close}
          canSave={upload.canSave}
          isSaving={upload.isSaving}
          onSave={upload.save}
          saveLabel={t('bookFiles.dialog.import', { rows: count(importable) })}
        />
      </Stack>
    </Modal>
  );
}
