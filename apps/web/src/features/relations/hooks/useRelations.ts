import type { LinkChange } from '@cobertura/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { relationsApi } from '../api/relationsApi.ts';

const relationsQuery = (portfolio: number, underlying: Underlying) =>
  queryOptions({
    queryKey: ['relations', portfolio, underlying],
    queryFn: () => relationsApi.read(portfolio, underlying),
  });

/** A portfolio and asset's relations, and their save, which answers (and keeps) the relations as saved. */
export function useRelations(portfolio: number, underlying: Underlying) {
  const queryClient = useQueryClient();
  const query = relationsQuery(portfolio, underlying);
  return {
    relations: useQuery(query),
    save: useMutation({
      mutationFn: (links: LinkChange[]) => relationsApi.save(portfolio, underlying, links),
      onSuccess: (saved) => queryClient.setQueryData(query.queryKey, saved),
    }),
  };
}
