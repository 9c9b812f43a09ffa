import { PRICE_ROW_PROBLEMS, type PriceImportAnswer, problemWords } from '@cobertura/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ImportPreview } from '../../../shared/file-import/ImportPreview.tsx';
import { previewLines } from '../../../shared/file-import/previewLines.ts';

const COLUMNS = ['instrument', 'contract', 'date', 'close'].map((key) => ({ header: key, value: key }));

/** A price file's preview: what it would add, replace and reject, and each listed row with its reasons. */
export function PriceImportPreview({ answer }: { answer: PriceImportAnswer }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ImportPreview
      texts="markets.priceImport"
      testId="price-import"
      counts={answer.counts}
      lines={previewLines(answer.preview)}
      columns={COLUMNS}
      reason={(problem) => {
        const words = problemWords(problem, lang, PRICE_ROW_PROBLEMS);
        if (!problem.column) return words;
        const column = t(`markets.priceImport.columns.${problem.column}`, { defaultValue: problem.column });
        return `${column}: ${words}`;
      }}
      minWidth={640}
    />
  );
}
