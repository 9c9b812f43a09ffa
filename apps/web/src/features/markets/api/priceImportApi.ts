import type { PriceImportAnswer, SheetFormat, SheetLanguage } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** Staff's price import: `preview` answers what the file would do; `import` saves every row or none. */
export function sendPriceFile(operation: 'preview' | 'import', file: File) {
  return apiRequest<PriceImportAnswer>(`/api/markets/prices/${operation}`, {
    method: 'POST',
    body: fileForm(file),
  });
}

/** The rejected rows of the file, with their reasons in `lang`, as a workbook to fix. */
export function rejectedPriceRows(file: File, lang: SheetLanguage) {
  return apiRequest<Blob>('/api/markets/prices/rejected.xlsx', {
    method: 'POST',
    body: fileForm(file),
    query: { lang },
    responseType: 'blob',
  });
}

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file_data', file, file.name);
  return form;
}

/** The empty price file to fill in, headers in `lang`. */
export function priceTemplate(format: SheetFormat, lang: SheetLanguage) {
  return apiRequest<Blob>('/api/markets/prices/template', { query: { format, lang }, responseType: 'blob' });
}
