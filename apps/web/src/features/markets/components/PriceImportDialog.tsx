import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ImportActions } from '../../../shared/file-import/ImportActions.tsx';
import { ImportFileField } from '../../../shared/file-import/ImportFileField.tsx';
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
        <ImportFileField
          texts="markets.priceImport"
          testId="price-import"
          file={file}
          onChange={choose}
          isReading={isReading}
          error={error}
        />
        {answer && <PriceImportPreview answer={answer} />}
        <ImportActions
          texts="markets.priceImport"
          testId="price-import"
          downloads={
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
          }
          onCancel={close}
          canSave={actions.canSave}
          isSaving={actions.isSaving}
          onSave={actions.save}
          saveLabel={t('markets.priceImport.import', {
            count: importable,
            rows: formatInteger(importable, lang),
          })}
        />
      </Stack>
    </Modal>
  );
}
