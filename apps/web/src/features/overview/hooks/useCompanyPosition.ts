import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { positionApi, positionQueries } from '../api/positionApi.ts';

const idOf = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/**
 * The position Overview shows: the company and currency kept in the address (`company`,
 * `currency`; else the user's first company in its own currency), the position read for them, and
 * `revalue`, which values the books now and shows the answer.
 */
export function useCompanyPosition() {
  const [params, setParams] = useSearchParams();
  const userId = useUser().data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const list = companies.data ?? [];
  const wanted = idOf(params.get('company'));
  const company = list.find((c) => c.pk_idcompany === wanted) ?? list[0];
  const currency = params.get('currency') ?? undefined;
  const choice = company ? { company: company.pk_idcompany, currency } : undefined;

  const queryClient = useQueryClient();
  const position = useQuery({
    ...positionQueries.position(choice ?? { company: 0, currency }),
    enabled: choice !== undefined,
    placeholderData: keepPreviousData,
  });
  const revalue = useMutation({
    mutationFn: () => positionApi.read(choice as NonNullable<typeof choice>, { fresh: true }),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        positionQueries.position(choice as NonNullable<typeof choice>).queryKey,
        answer,
      ),
  });

  const choose = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    companies: list,
    company,
    /** The currency of the address, when the server will not show the position in it. */
    refusedCurrency:
      position.error instanceof ApiError && position.error.fields.currency ? currency : undefined,
    /** Whether the user's companies are still on their way. */
    isPending: userId === undefined || companies.isPending,
    position,
    revalue,
    /** Another company, in its own currency. */
    chooseCompany: (id: number) => choose({ company: String(id), currency: undefined }),
    /** Another currency, or (none) the company's own. */
    chooseCurrency: (code: string | undefined) => choose({ currency: code }),
  };
}
