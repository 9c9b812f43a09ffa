import type {
  BookKind,
  SheetFormat,
  SheetLanguage,
  TCreateBookFileAnswer,
  TUploadDatamodelAnswer,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** The server's book files (spec 02 §7): templates, the import and the two-step export. */
export const bookFilesApi = {
  template: (kind: BookKind, format: SheetFormat, lang: SheetLanguage) =>
    apiRequest<Blob>('/api/book_template', { query: { table: kind, format, lang }, responseType: 'blob' }),
  /** `preview` answers what the file would do; `upload` saves every row or none. */
  upload: (request: {
    kind: BookKind;
    company: number;
    operation: 'preview' | 'upload';
    file: File;
    lang: SheetLanguage;
  }) => {
    const form = new FormData();
    form.append('company_id', String(request.company));
    form.append('datamodel_name', request.kind);
    form.append('operation', request.operation);
    form.append('file_name', request.file.name);
    form.append('lang', request.lang);
    // The file last: the server reads the text fields as they come, before the file.
    form.append('file_data', request.file, request.file.name);
    return apiRequest<TUploadDatamodelAnswer>('/api/upload_datamodel/', { method: 'POST', body: form });
  },
  prepareExport: (request: { kind: BookKind; company: number; portfolio?: number; lang: SheetLanguage }) =>
    apiRequest<TCreateBookFileAnswer>('/api/create_currency_exposures_file', {
      method: 'POST',
      body: {
        format: 'xlsx',
        table: request.kind,
        origin: 'data',
        company_id: request.company,
        portfolio_id: request.portfolio,
        lang: request.lang,
      },
    }),
  /** A prepared export or a rejected-rows report. */
  download: (id: string) =>
    apiRequest<Blob>('/api/download_currency_exposures_file/', { query: { id }, responseType: 'blob' }),
};
