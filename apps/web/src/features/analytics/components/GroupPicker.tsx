import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Group {
  portfolio_id: number;
  portfolio_name: string;
  asset: string;
}

/** The key a screen remembers its group by, so that a picked group stays when the figures refresh. */
export const groupKey = (group: Group) => `${group.portfolio_id}:${group.asset}`;

/**
 * The group of a reply (one per portfolio and asset) a screen shows: the one picked (`pickedKey`),
 * else the first; and the picker, drawn only when there are several.
 */
export function pickGroup<T extends Group>(groups: readonly T[], pickedKey: string | null): T | undefined {
  return groups.find((g) => groupKey(g) === pickedKey) ?? groups[0];
}

export function GroupPicker({
  groups,
  group,
  onPick,
  testId,
}: {
  groups: readonly Group[];
  group: Group | undefined;
  onPick: (key: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (groups.length < 2 || !group) return null;
  return (
    <Select
      label={t('analytics.selection.group')}
      data={groups.map((g) => ({ value: groupKey(g), label: `${g.portfolio_name} · ${g.asset}` }))}
      value={groupKey(group)}
      onChange={onPick}
      allowDeselect={false}
      w={320}
      data-testid={testId}
    />
  );
}
