/** The parts of a query the sections' load state reads. */
interface ReadState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/** The load state of one read whose answer holds `count` rows: empty only once it has answered. */
export function queryLoadState(query: ReadState, count: number) {
  return {
    isPending: query.isPending,
    isError: query.isError,
    isEmpty: query.isSuccess && count === 0,
    onRetry: () => void query.refetch(),
  };
}
