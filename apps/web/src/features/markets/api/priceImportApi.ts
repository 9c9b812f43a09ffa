import type { PriceImportAnswer } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** Staff's price import: `preview` answers what the file would do; `import` saves every row or none. */
export function sendPriceFile(operation: 'preview' | 'import', file: File) {
  const form = new FormData();
  form.append('file_data', file, file.name);
  return apiRequest<PriceImportAnswer>(`/api/markets/prices/${operation}`, { method: 'POST', body: form });
}
