/** The parts of a query the state reads. */
interface ReadState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The state of a read whose last good reply stays on screen when a newer call fails: `reply` is
 * what is shown (the query's data, else the kept reply), `isAsked` whether a call is wanted at all.
 */
export function keptReplyState<Reply>(query: ReadState, reply: Reply | undefined, isAsked: boolean) {
  return {
    reply,
    /** A first answer on its way, with nothing yet to show. */
    isPending: isAsked && query.isPending && !reply,
    /** An answer on its way while figures are shown. */
    isRefreshing: query.isFetching && reply !== undefined,
    isError: query.isError,
    /** The figures shown are an earlier answer's: the newest call failed. */
    isStale: query.isError && reply !== undefined,
    retry: () => void query.refetch(),
  };
}
