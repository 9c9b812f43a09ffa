import type { SaveReportRequest } from '@cobertura/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { reportsApi } from '../api/reportsApi.ts';
import type { ReportFieldErrors } from '../utils/reportDraft.ts';

/** After a save, the server's message shows this long before the list opens (spec 01 §9). */
const BACK_TO_LIST_MS = 2000;

/**
 * Saves a new report, or rewrites report `id`: the server's message shows, then the admin list
 * opens after two seconds; a refusal shows the server's message per field.
 */
export function useSaveReport(id: number | undefined, showErrors: (errors: ReportFieldErrors) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ color: string; text: string }>();
  const save = useMutation({
    mutationFn: (body: SaveReportRequest) => (id ? reportsApi.edit(id, body) : reportsApi.create(body)),
    onSuccess: (answer) => {
      setMessage({ color: 'green', text: answer.message });
      setTimeout(() => navigate('/AdminReport'), BACK_TO_LIST_MS);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields) {
        showErrors(
          Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])),
        );
      }
      setMessage({ color: 'red', text: t('reports.form.failed') });
    },
  });
  return { save, message };
}
