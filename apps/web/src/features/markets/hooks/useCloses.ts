import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { marketsQueries } from '../api/marketsQueries.ts';
import type { DatedClose } from '../utils/comparison.ts';

/** One instrument's daily closes from `from` to today, with the query that reads them (none for ''). */
export function useCloses(instrument: string, from: string) {
  const history = useQuery({ ...marketsQueries.history({ instrument, from }), enabled: instrument !== '' });
  const closes = useMemo<DatedClose[]>(
    () => history.data?.rows.map((row) => ({ date: row.observation_date, close: row.close })) ?? [],
    [history.data],
  );
  return { history, closes };
}
