import { Badge, Button, CloseButton, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportTags } from '../hooks/useReports.ts';
import { tagOptions, tagsWithParents } from '../utils/tagsWithParents.ts';

/** A report's tags: one picked from the tree is added with its parents; each chosen one can be removed. */
export function ReportTagPicker({
  value,
  onChange,
}: {
  value: number[];
  onChange: (tags: number[]) => void;
}) {
  const { t } = useTranslation();
  const tags = useReportTags();
  const [tagToAdd, setTagToAdd] = useState<string | null>(null);
  const allTags = tags.data?.items ?? [];
  const nameOf = (id: number) => allTags.find((tag) => tag.pk === id)?.tag_name ?? String(id);
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('reports.form.tags')}
          placeholder={t('reports.form.tagPick')}
          data={tagOptions(allTags)}
          value={tagToAdd}
          onChange={setTagToAdd}
          searchable
          w={340}
        />
        <Button
          variant="light"
          disabled={tagToAdd === null}
          onClick={() => {
            if (tagToAdd === null) return;
            onChange(tagsWithParents(allTags, [...value, Number(tagToAdd)]));
            setTagToAdd(null);
          }}
        >
          {t('reports.form.tagSelect')}
        </Button>
      </Group>
      <Group gap={4}>
        {value.map((id) => (
          <Badge
            key={id}
            data-testid="chosen-tag"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('reports.form.tagRemove', { tag: nameOf(id) })}
                onClick={() => onChange(value.filter((tag) => tag !== id))}
              />
            }
          >
            {nameOf(id)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
