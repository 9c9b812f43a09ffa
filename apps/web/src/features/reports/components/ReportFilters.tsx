import type { ReportAuthor, ReportTag } from '@cobertura/contracts';
import { REPORTS_PAGE_SIZE } from '@cobertura/contracts';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagOptions } from '../utils/tagsWithParents.ts';

export interface FilterValues {
  search: string;
  tag: number | null;
  company: number | 'ALL';
  pageSize: number;
}

/** How long typing pauses before the list follows the search text. */
export const SEARCH_DELAY_MS = 300;

/**
 * The lists' filters: text search (the list follows as the user types, once typing pauses; Enter
 * at once), tag, the author's company (public list only) and reports per page (1 to 1000; a change
 * goes back to page 1).
 */
export function ReportFilters({
  values,
  tags,
  authors,
  onChange,
}: {
  values: FilterValues;
  tags: readonly ReportTag[];
  authors?: readonly ReportAuthor[];
  onChange: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(values.search);
  // The filters as they are when typing pauses: a tag chosen meanwhile is kept.
  const latest = useRef(values);
  latest.current = values;
  const applySearch = useDebouncedCallback((next: string) => {
    if (next.trim() !== latest.current.search.trim()) onChange({ ...latest.current, search: next });
  }, SEARCH_DELAY_MS);
  const [pageSize, setPageSize] = useState<string | number>(values.pageSize);
  const isPageSizeValid =
    Number.isInteger(Number(pageSize)) &&
    Number(pageSize) >= REPORTS_PAGE_SIZE.min &&
    Number(pageSize) <= REPORTS_PAGE_SIZE.max;
  const companies = [...new Map((authors ?? []).map((a) => [a.pk_id_company, a.company_name])).entries()];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('reports.search')}
        placeholder={t('reports.searchPlaceholder')}
        value={search}
        miw={200}
        style={{ flex: '1 1 200px' }}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch.flush();
        }}
        type="search"
      />
      <Select
        label={t('reports.tag')}
        placeholder={t('reports.allTags')}
        data={tagOptions(tags)}
        value={values.tag === null ? null : String(values.tag)}
        onChange={(value) => onChange({ ...values, tag: value === null ? null : Number(value) })}
        clearable
        searchable
        w={240}
      />
      {authors && (
        <Select
          label={t('reports.company')}
          data={[
            { value: 'ALL', label: t('reports.allCompanies') },
            ...companies.map(([id, name]) => ({ value: String(id), label: name })),
          ]}
          value={String(values.company)}
          onChange={(value) =>
            onChange({ ...values, company: !value || value === 'ALL' ? 'ALL' : Number(value) })
          }
          allowDeselect={false}
          w={220}
        />
      )}
      <NumberInput
        label={t('reports.perPage')}
        min={REPORTS_PAGE_SIZE.min}
        max={REPORTS_PAGE_SIZE.max}
        allowDecimal={false}
        allowNegative={false}
        value={pageSize}
        error={isPageSizeValid ? undefined : t('reports.perPageError')}
        onChange={(value) => {
          setPageSize(value);
          const size = Number(value);
          if (Number.isInteger(size) && size >= REPORTS_PAGE_SIZE.min && size <= REPORTS_PAGE_SIZE.max)
            onChange({ ...values, pageSize: size });
        }}
        w={190}
      />
    </Group>
  );
}
