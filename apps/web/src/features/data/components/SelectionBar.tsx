import type { Commodity } from '@cobertura/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssetKind, Selection, Underlying } from '../../../shared/selection/selectionCascade.ts';
import { underlyingName } from '../../../shared/selection/underlyingName.ts';

/** The cascade's three choices: company, portfolio, and the pair or commodity. */
export function SelectionBar({
  kind,
  selection,
  commodities,
  onCompany,
  onPortfolio,
  onUnderlying,
}: {
  kind: AssetKind;
  selection: Selection;
  commodities: readonly Commodity[];
  onCompany: (id: number) => void;
  onPortfolio: (id: number) => void;
  onUnderlying: (underlying: Underlying) => void;
}) {
  const { t } = useTranslation();
  const { companies, company, portfolios, portfolio, underlyings, underlying } = selection;
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-testid="data-selection">
      <Select
        label={t('myData.company')}
        data={companies.map((c) => ({ value: String(c.pk_idcompany), label: c.company_name }))}
        value={company ? String(company.pk_idcompany) : null}
        onChange={(value) => value && onCompany(Number(value))}
        allowDeselect={false}
        w={240}
        data-testid="data-company"
      />
      <Select
        label={t('myData.portfolio')}
        data={portfolios.map((p) => ({ value: String(p.pk_idportfolio), label: p.portfolio_name }))}
        value={portfolio ? String(portfolio.pk_idportfolio) : null}
        onChange={(value) => value && onPortfolio(Number(value))}
        allowDeselect={false}
        disabled={portfolios.length === 0}
        w={240}
        data-testid="data-portfolio"
      />
      <Select
        label={kind === 'currency' ? t('myData.pair') : t('myData.commodity')}
        data={underlyings.map((u) => ({ value: String(u), label: underlyingName(u, commodities) }))}
        value={underlying === undefined ? null : String(underlying)}
        onChange={(value) => value && onUnderlying(kind === 'currency' ? value : Number(value))}
        allowDeselect={false}
        disabled={underlyings.length === 0}
        w={200}
        data-testid="data-underlying"
      />
    </Group>
  );
}
