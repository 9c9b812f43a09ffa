import { REPORTS_PAGE_SIZE } from '@cobertura/contracts';
import { useState } from 'react';
import type { FilterValues } from '../components/ReportFilters.tsx';

const FIRST: FilterValues = { search: '', tag: null, company: 'ALL', pageSize: REPORTS_PAGE_SIZE.default };

/** A report list's filters and page: a change of filter or page size goes back to page 1 (spec 01 §4). */
export function useReportListState() {
  const [filters, setFilters] = useState(FIRST);
  const [page, setPage] = useState(1);
  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, page, setPage, changeFilters };
}

export type ReportListState = ReturnType<typeof useReportListState>;
