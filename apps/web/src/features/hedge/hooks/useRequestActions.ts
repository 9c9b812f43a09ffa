import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hedgeApi } from '../api/hedgeApi.ts';
import { refreshOnChange } from './useHedgeLive.ts';

/** A request's own actions from its detail: cancel it (with a reason), or send a draft to the desk. */
export function useRequestActions(id: number) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string | null) => hedgeApi.cancel(id, reason),
    onSuccess: () => refreshOnChange(client, { id, action: 'cancelled' }),
  });
  const submit = useMutation({
    mutationFn: (justification: string | null) => hedgeApi.submit(id, justification),
    onSuccess: () => refreshOnChange(client, { id, action: 'submitted' }),
  });
  return { cancel, submit };
}
