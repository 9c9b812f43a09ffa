import { EXECUTION_WINDOWS, type ExecutionWindow, REQUEST_STATES } from '@cobertura/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlotterFilters as Filters, StateFilter } from '../utils/blotterFilters.ts';

/** The blotter's filters: state (open by default), client, asset and execution window. */
export function BlotterFilters({
  filters,
  onChange,
  companies,
  assets,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  companies: readonly { id: number; name: string }[];
  assets: readonly string[];
}) {
  const { t } = useTranslation();
  const states = [
    { value: 'open', label: t('desk.filters.open') },
    { value: 'all', label: t('desk.filters.all') },
    ...REQUEST_STATES.filter((s) => s !== 'draft').map((s) => ({
      value: s,
      label: t(`requests.states.${s}`),
    })),
  ];
  return (
    <Group gap="sm" align="flex-end" data-testid="blotter-filters">
      <Select
        label={t('desk.filters.state')}
        data={states}
        value={filters.state}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filters, state: (value ?? 'open') as StateFilter })}
        data-testid="filter-state"
        w={200}
      />
      <Select
        label={t('desk.filters.client')}
        placeholder={t('desk.filters.any')}
        data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.companyId === null ? null : String(filters.companyId)}
        clearable
        onChange={(value) => onChange({ ...filters, companyId: value ? Number(value) : null })}
        data-testid="filter-client"
        w={220}
      />
      <Select
        label={t('desk.filters.asset')}
        placeholder={t('desk.filters.any')}
        data={[...assets]}
        value={filters.asset}
        clearable
        searchable
        onChange={(value) => onChange({ ...filters, asset: value })}
        data-testid="filter-asset"
        w={160}
      />
      <Select
        label={t('desk.filters.window')}
        placeholder={t('desk.filters.any')}
        data={EXECUTION_WINDOWS.map((w) => ({ value: w, label: t(`desk.windows.${w}`) }))}
        value={filters.window}
        clearable
        onChange={(value) => onChange({ ...filters, window: (value as ExecutionWindow | null) ?? null })}
        data-testid="filter-window"
        w={160}
      />
    </Group>
  );
}
