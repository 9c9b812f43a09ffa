import type { SheetFormat } from '@cobertura/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useFileImport } from '../../../shared/file-import/useFileImport.ts';
import { formatInteger } from '../../../utils/format.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import { priceTemplate, rejectedPriceRows, sendPriceFile } from '../api/priceImportApi.ts';

/**
 * The price import's state: the chosen file, its preview (read at once) and its import, the
 * template and rejected-rows downloads. A saved import reloads every markets read and closes.
 */
export function usePriceImport(onClose: () => void) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const fileImport = useFileImport({
    preview: (chosen) => sendPriceFile('preview', chosen),
    save: (chosen) => sendPriceFile('import', chosen),
    onSaved: async (answer) => {
      const saved = answer.counts.create + answer.counts.replace;
      notifications.show({
        color: 'green',
        message: t('markets.priceImport.saved', { count: saved, rows: formatInteger(saved, lang) }),
      });
      await queryClient.invalidateQueries({ queryKey: marketsQueries.all });
    },
    onClose,
  });

  const template = async (format: SheetFormat) => {
    try {
      const blob = await priceTemplate(format, lang);
      saveFile(blob, `${t('markets.priceImport.templateFile')}.${format}`);
    } catch {
      notifications.show({ color: 'red', message: t('markets.priceImport.templateFailed') });
    }
  };

  const downloadRejected = async (chosen: File) => {
    try {
      saveFile(await rejectedPriceRows(chosen, lang), `${t('markets.priceImport.reportFile')}.xlsx`);
    } catch {
      notifications.show({ color: 'red', message: t('markets.priceImport.reportFailed') });
    }
  };

  return { ...fileImport, template, downloadRejected };
}
