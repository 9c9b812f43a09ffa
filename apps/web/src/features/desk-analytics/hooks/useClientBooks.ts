import type { ExecutionWindow } from '@cobertura/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deskAnalyticsQueries } from '../api/deskAnalyticsApi.ts';
import { clientsByNeed } from '../utils/clientsByNeed.ts';

/**
 * The clients' books for a window, grouped by client with those needing a call first. The books
 * shown stay while another window is read.
 */
export function useClientBooks(executionWindow: ExecutionWindow) {
  const books = useQuery({
    ...deskAnalyticsQueries.books(executionWindow),
    placeholderData: keepPreviousData,
  });
  const clients = useMemo(() => clientsByNeed(books.data?.rows ?? []), [books.data]);
  return { books, clients };
}
