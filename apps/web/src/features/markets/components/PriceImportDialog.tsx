import { Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { fileErrorText } from '../../../shared/file-import/fileErrorText.ts';
import { formatInteger } from '../../../utils/format.ts';
import { usePriceImport } from '../hooks/usePriceImport.ts';
import { PriceImportPreview } from './PriceImportPreview.tsx';

/**
 * Staff's import of daily prices: the chosen file is previewed at once (added, replaced and
 * rejected rows with their reasons) and imported only when nothing is rejected. A saved import
 * reloads every markets read, so the new closes show at once.
 */
export function PriceImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { file, choose, close, answer, isReading, error, rejected, importable, ...actions } =
    usePriceImport(onClose);
  return (
    <Modal opened={opened} onClose={close} title={t('markets.priceImport.title')} size="xl">
      <Stack gap="md" data-testid="price-import">
        <Text size="sm">{t('markets.priceImport.help')}</Text>
        <FileInput
          label={t('markets.priceImport.file')}
          placeholder={t('markets.priceImport.filePlaceholder')}
          accept=".xlsx,.xlsm,.csv,.txt"
          value={file}
          onChange={choose}
          clearable
          data-testid="price-import-file"
        />
        {isReading && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('markets.priceImport.reading')}</Text>
          </Group>
        )}
        {error && (
          <Notice kind="error" testId="price-import-error">
            {fileErrorText(error, t)}
          </Notice>
        )}
        {answer && <PriceImportPreview answer={answer} />}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => void actions.template('xlsx')}
              data-testid="price-import-template"
            >
              {t('markets.priceImport.template')}
            </Button>
            <Button
              variant="default"
              onClick={() => void actions.template('csv')}
              data-testid="price-import-template-csv"
            >
              {t('markets.priceImport.templateCsv')}
            </Button>
            {file && rejected > 0 && (
              <Button
                variant="default"
                onClick={() => void actions.downloadRejected(file)}
                data-testid="price-import-report"
              >
                {t('markets.priceImport.report')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              {t('markets.priceImport.cancel')}
            </Button>
            <Button
              disabled={!file || !answer || rejected > 0 || importable === 0}
              loading={actions.isSaving}
              onClick={actions.save}
              data-testid="price-import-save"
            >
              {t('markets.priceImport.import', { count: importable, rows: formatInteger(importable, lang) })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
