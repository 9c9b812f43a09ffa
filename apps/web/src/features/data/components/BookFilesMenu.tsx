import type { BookKind, SheetFormat } from '@cobertura/contracts';
import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { bookFilesApi } from '../api/bookFilesApi.ts';
import { BookImportDialog } from './BookImportDialog.tsx';

/**
 * The spreadsheet files of a grid: its template (.xlsx with the rules of each column, or .csv), an
 * import with its preview, and the export of the selected portfolio's rows as .xlsx.
 */
export function BookFilesMenu({
  kind,
  company,
  portfolio,
}: {
  kind: BookKind;
  company: number;
  portfolio?: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [isImporting, setImporting] = useState(false);
  const [isWorking, setWorking] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setWorking(true);
    try {
      await work();
    } catch {
      notifications.show({ color: 'red', message: t('bookFiles.exportFailed') });
    } finally {
      setWorking(false);
    }
  };
  const template = (format: SheetFormat) =>
    run(async () =>
      saveFile(await bookFilesApi.template(kind, format, lang), `${t(`bookFiles.sheets.${kind}`)}.${format}`),
    );
  const exportRows = () =>
    run(async () => {
      const prepared = await bookFilesApi.prepareExport({ kind, company, portfolio, lang });
      saveFile(await bookFilesApi.download(prepared.id), prepared.filename);
    });

  return (
    <Group justify="flex-end" mb="md" data-testid="book-files">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={isWorking} data-testid="book-files-menu">
            {t('bookFiles.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void template('xlsx')} data-testid="book-files-template">
            {t('bookFiles.template')}
          </Menu.Item>
          <Menu.Item onClick={() => void template('csv')} data-testid="book-files-template-csv">
            {t('bookFiles.templateCsv')}
          </Menu.Item>
          <Menu.Item onClick={() => setImporting(true)} data-testid="book-files-import">
            {t('bookFiles.import')}
          </Menu.Item>
          <Menu.Item onClick={() => void exportRows()} data-testid="book-files-export">
            {t('bookFiles.export')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BookImportDialog
        kind={kind}
        company={company}
        opened={isImporting}
        onClose={() => setImporting(false)}
      />
    </Group>
  );
}
