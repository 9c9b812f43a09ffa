import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The request open in the ticket, kept in the address (`?request=42`) so a link (an exception of
 * the position, a colleague's message) opens it and Back closes it.
 */
export function useSelectedRequest() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('request'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('request');
        else next.set('request', String(id));
        return next;
      }),
    [setParams],
  );
  return { selectedId, select };
}
