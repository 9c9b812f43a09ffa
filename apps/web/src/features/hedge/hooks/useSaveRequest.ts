import type { HedgeRequest, THedgeRequestInput } from '@cobertura/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hedgeApi } from '../api/hedgeApi.ts';
import { refreshOnChange } from './useHedgeLive.ts';

export interface SaveRequest {
  input: THedgeRequestInput;
  /** Send it to the desk now; otherwise keep it as a draft. */
  submit: boolean;
  /** The draft being edited; null: a new request. */
  editingId: number | null;
}

/**
 * Saves the form: a new request (a draft, or sent at once), or a draft's new terms, then sent when
 * asked (the justification goes with the sending). The list, the request and the plan are read again.
 */
export function useSaveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, submit, editingId }: SaveRequest): Promise<HedgeRequest> => {
      if (editingId === null) return hedgeApi.create(input, submit);
      const draft = await hedgeApi.update(editingId, input);
      return submit ? hedgeApi.submit(editingId, input.justification ?? null) : draft;
    },
    onSuccess: (request, { submit }) =>
      refreshOnChange(client, { id: request.id, action: submit ? 'submitted' : 'edited' }),
  });
}
