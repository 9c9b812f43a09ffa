import { useQuery } from '@tanstack/react-query';
import { deskQueries } from '../api/deskQueries.ts';

/** The caller's part on the desk: the companies served and whether they may approve and set limits. */
export function useDeskMe() {
  const me = useQuery(deskQueries.me());
  return {
    me,
    companies: me.data?.companies ?? [],
    isSupervisor: me.data?.desk_role === 'supervisor',
    /** Known to be a trader (not merely not known yet): the screens then say what only supervisors do. */
    isTrader: me.data?.desk_role === 'trader',
  };
}
