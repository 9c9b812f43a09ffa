import type { DeskRequest, TExecuteInput } from '@cobertura/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskApi } from '../api/deskApi.ts';
import { DESK_KEY, deskQueries } from '../api/deskQueries.ts';
import { isStaleTicket } from '../utils/deskErrorText.ts';

type QuoteBody = Parameters<typeof deskApi.recordQuote>[1];

/**
 * What the trader does on a request: ask the banks, record a bank's price, execute, reject. Each
 * answer is the request as it now stands and replaces the ticket; the blotter and the position are
 * read again. A 409 (someone else moved it, a quote lapsed) reads the ticket again too.
 */
export function useRequestActions(id: number) {
  const queryClient = useQueryClient();
  const requestKey = deskQueries.request(id).queryKey;
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: [DESK_KEY, 'blotter'] });
    void queryClient.invalidateQueries({ queryKey: [DESK_KEY, 'position'] });
  };
  const show = (request: DeskRequest) => {
    queryClient.setQueryData(requestKey, request);
    refreshLists();
  };
  const onError = (error: unknown) => {
    if (isStaleTicket(error)) {
      void queryClient.invalidateQueries({ queryKey: requestKey });
      refreshLists();
    }
  };
  return {
    askQuotes: useMutation({ mutationFn: () => deskApi.askQuotes(id), onSuccess: show, onError }),
    recordQuote: useMutation({
      mutationFn: (body: QuoteBody) => deskApi.recordQuote(id, body),
      onSuccess: show,
      onError,
    }),
    execute: useMutation({
      mutationFn: (body: TExecuteInput) => deskApi.execute(id, body),
      onSuccess: (answer) => show(answer.request),
      onError,
    }),
    reject: useMutation({
      mutationFn: (reason: string) => deskApi.reject(id, { reason }),
      onSuccess: show,
      onError,
    }),
  };
}

export type RequestActions = ReturnType<typeof useRequestActions>;
