import type {
  AdminReportFilter,
  NextReport,
  ReportAuthor,
  ReportForEdit,
  ReportInfo,
  ReportState,
  ReportsPage,
  ReportTag,
  Research,
  SaveReportRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

export interface ReportSearch {
  page: number;
  page_size: number;
  search: string;
  tag: number | null;
}

const searchQuery = (search: ReportSearch) => ({
  page: search.page,
  page_size: search.page_size,
  search: search.search || undefined,
  tag: search.tag ?? undefined,
});

type Saved = { message: string; pk_id_report: number };

/** The server's `reports` module. Public calls send the token when there is one (spec's Validate flag). */
export const reportsApi = {
  list: (search: ReportSearch & { company: number | 'ALL' }) =>
    apiRequest<ReportsPage>('/api/reports', {
      auth: 'optional',
      query: { ...searchQuery(search), company: search.company },
    }),
  adminList: (search: ReportSearch & { type_state: AdminReportFilter }) =>
    apiRequest<ReportsPage>('/api/admin/reports', {
      query: { ...searchQuery(search), type_state: search.type_state },
    }),
  tags: () => apiRequest<{ items: ReportTag[] }>('/api/report_tags', { auth: false }),
  authors: () => apiRequest<{ items: ReportAuthor[] }>('/api/report_authors', { auth: 'optional' }),
  info: (id: number) => apiRequest<ReportInfo>(`/api/reports/${id}`, { auth: 'optional' }),
  next: (id: number) => apiRequest<{ items: NextReport[] }>(`/api/reports/${id}/next`, { auth: 'optional' }),
  forEdit: (id: number) => apiRequest<ReportForEdit>(`/api/reports/${id}/edit`),
  create: (report: SaveReportRequest) => apiRequest<Saved>('/api/reports', { method: 'POST', body: report }),
  edit: (id: number, report: SaveReportRequest) =>
    apiRequest<Saved>(`/api/reports/${id}`, { method: 'PUT', body: report }),
  changeState: (id: number, state: ReportState) =>
    apiRequest<{ message: string }>(`/api/reports/${id}/state`, {
      method: 'PUT',
      body: { stateChange: state },
    }),
  duplicate: (id: number) => apiRequest<Saved>(`/api/reports/${id}/duplicate`, { method: 'POST' }),
  like: (id: number, liked: boolean) =>
    apiRequest<{ likes: number; liked: 'True' | 'False' }>(`/api/reports/${id}/like`, {
      method: 'PUT',
      body: { Liked: liked ? 'True' : 'False' },
    }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<{ url: string }>('/api/report_images', { method: 'POST', body: form });
  },
  research: (asset?: string) => apiRequest<Research>('/api/reports/research', { query: { asset, limit: 5 } }),
};
