import type { AdminReportFilter } from '@cobertura/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ReportSearch, reportsApi } from '../api/reportsApi.ts';

/** A page of the public list (/blog, /reports). */
export function usePublicReports(search: ReportSearch & { company: number | 'ALL' }, isSignedIn: boolean) {
  return useQuery({
    queryKey: ['reports', 'public', isSignedIn, search],
    queryFn: () => reportsApi.list(search),
    placeholderData: keepPreviousData,
  });
}

/** A page of staff's list (/AdminReport). */
export function useAdminReports(search: ReportSearch & { type_state: AdminReportFilter }) {
  return useQuery({
    queryKey: ['reports', 'admin', search],
    queryFn: () => reportsApi.adminList(search),
    placeholderData: keepPreviousData,
  });
}

/** The tag tree, each tag named in the reader's language (`tag_name` holds the name to show). */
export function useReportTags() {
  const { i18n } = useTranslation();
  const inSpanish = i18n.language === 'es';
  return useQuery({
    queryKey: ['reports', 'tags'],
    queryFn: reportsApi.tags,
    staleTime: 60_000,
    select: ({ items }) => ({
      items: items.map((tag) => ({ ...tag, tag_name: (inSpanish && tag.tag_name_es) || tag.tag_name })),
    }),
  });
}

export function useReportAuthors() {
  return useQuery({ queryKey: ['reports', 'authors'], queryFn: reportsApi.authors, staleTime: 60_000 });
}

/** Like or unlike: the lists reload with their filters once the server has counted it. */
export function useLikeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => reportsApi.like(id, liked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
