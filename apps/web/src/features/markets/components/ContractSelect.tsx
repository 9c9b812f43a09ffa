import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../../utils/format.ts';
import { marketsQueries } from '../api/marketsQueries.ts';

/** The continuous series' value in the list: a Select needs a string for "no contract". */
const CONTINUOUS = 'continuous';

/**
 * A commodity's contract months (spec 02 §3 commodity history): the continuous front-month series
 * or one delivery month, labelled by month and year with its last trading date. Hidden when the
 * commodity has none.
 */
export function ContractSelect({
  commodity,
  value,
  onChange,
}: {
  commodity: string;
  value: string | null;
  onChange: (contract: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const contracts = useQuery(marketsQueries.contracts(commodity)).data ?? [];
  if (contracts.length === 0) return null;
  const data = [
    { value: CONTINUOUS, label: t('markets.picker.continuous') },
    ...contracts.map((c) => ({
      value: c.contract_month_year,
      label: t('markets.picker.month', {
        month: formatMonth(`${c.contract_month_year}-01`, lang),
        date: formatDate(c.last_trading_date, lang),
      }),
    })),
  ];
  return (
    <Select
      label={t('markets.picker.contract')}
      data={data}
      value={value ?? CONTINUOUS}
      onChange={(next) => onChange(!next || next === CONTINUOUS ? null : next)}
      allowDeselect={false}
      w={300}
      data-testid="technical-contract"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
