import type { BookKind, Portfolio } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { strategiesQuery } from '../../../shared/book/strategiesQuery.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { bookQueries } from '../api/bookQueries.ts';
import { type BookChoices, LOOKUP_FIELDS, strategyChoices, strategyFieldOf } from '../utils/bookColumns.ts';
import { NO_SCOPE } from './useBookGrid.ts';

const LOOKUP_NAMES = { provider: 'provider_name', client: 'client_name', plant: 'plant_name' } as const;

/**
 * What a book sheet's columns offer (portfolios, pairs, currencies, commodities, the company's
 * providers, clients and plants, strategies), the scope its rows are read in, and the sheet's
 * commodity with its unit and currency: what a new row starts from.
 */
export function useBookChoices({
  kind,
  company,
  portfolio,
  portfolios,
  underlying,
}: {
  kind: BookKind;
  company: number;
  portfolio: Portfolio;
  portfolios: readonly Portfolio[];
  underlying: Underlying;
}) {
  const { t } = useTranslation();
  const currencies = useQuery(referenceQueries.currencies()).data;
  const commodities = useQuery(referenceQueries.commodities()).data;
  const providers = useQuery(bookQueries.lookup('providers', company)).data;
  const clients = useQuery(bookQueries.lookup('clients', company)).data;
  const plants = useQuery(bookQueries.lookup('plants', company)).data;
  const strategyField = strategyFieldOf(kind);
  const strategies = useQuery({
    ...strategiesQuery(kind.startsWith('currency') ? 'currency' : 'commodity'),
    enabled: strategyField !== undefined,
  }).data;

  const commodity =
    typeof underlying === 'number'
      ? commodities?.commodities.find((c) => c.pk_idcommodity === underlying)
      : undefined;
  const assetId =
    typeof underlying === 'string'
      ? currencies?.pairs.find((pair) => pair.currency_name === underlying)?.pk_i_idcurrency
      : underlying;
  const scope = assetId === undefined ? undefined : { portfolio: portfolio.pk_idportfolio, assetId };
  // The same query the grid reads: its names of providers, clients and plants stay choices.
  const rows = useQuery({
    ...bookQueries.rows(kind, company, underlying, scope ?? NO_SCOPE),
    enabled: !!scope,
  }).data;

  const choices = useMemo((): BookChoices => {
    const lookups = { provider: providers, client: clients, plant: plants };
    return {
      portfolios: portfolios.map((p) => ({ value: String(p.pk_idportfolio), label: p.portfolio_name })),
      pairs: currencies?.pairs.map((pair) => pair.currency_name) ?? [],
      currencies: currencies?.currencies.map((currency) => currency.code) ?? [],
      commodities: (commodities?.commodities ?? []).map((c) => ({
        value: String(c.pk_idcommodity),
        label: c.commodity_name,
      })),
      endProducts: (commodities?.end_products ?? []).map((p) => ({
        value: String(p.pk_id_end_product),
        label: p.product_name,
      })),
      lookups: Object.fromEntries(
        LOOKUP_FIELDS.map((field) => [
          field,
          [
            ...new Set([
              ...(lookups[field] ?? []).map((entry) => String(entry[LOOKUP_NAMES[field]])),
              ...(rows ?? []).flatMap((row) => (typeof row[field] === 'string' ? [row[field]] : [])),
            ]),
          ],
        ]),
      ),
      strategies: strategyField
        ? strategyChoices(
            (strategies ?? []).map((s) => s.name),
            (rows ?? []).map((row) => row[strategyField]),
            t,
          )
        : [],
    };
  }, [t, strategyField, portfolios, currencies, commodities, providers, clients, plants, strategies, rows]);

  const unit = commodities?.units.find((u) => u.pk_idunit === commodity?.fk_idunit)?.unit_name;
  const currency = currencies?.currencies.find((c) => c.pk_idcurrency === commodity?.fk_idcurrency)?.code;
  const commodityTerms =
    commodity && unit && currency
      ? { id: commodity.pk_idcommodity, quotation: commodity.quotation, unit, currency }
      : null;

  return { choices, scope, commodityTerms };
}
