import type { CatalogInstrument, InstrumentType } from '@cobertura/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The catalogue's instruments of the given types, grouped by type, as one searchable list. */
export function InstrumentSelect({
  catalog,
  types,
  value,
  onChange,
  label,
  testId,
}: {
  catalog: readonly CatalogInstrument[];
  types: readonly InstrumentType[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const data = types
    .map((type) => ({
      group: t(`markets.types.${type}`),
      items: catalog
        .filter((instrument) => instrument.type === type)
        .map((instrument) => ({ value: instrument.id, label: instrument.short_name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      searchable
      allowDeselect={false}
      w={220}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
