import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The edits that have a key too: the button says which (its title and `aria-keyshortcuts`). */
const SHORTCUT_ACTIONS = [
  { action: 'fillDown', keys: 'Control+D' },
  { action: 'undo', keys: 'Control+Z' },
  { action: 'redo', keys: 'Control+Y Control+Shift+Z' },
] as const;

type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number]['action'];

/** The grid's buttons: add a row, delete the selected rows, fill down, undo and redo. */
export function GridToolbar({
  onAddRow,
  onDeleteRows,
  on,
  canUndo,
  canRedo,
}: {
  onAddRow: () => void;
  onDeleteRows: () => void;
  on: Record<ShortcutAction, () => void>;
  canUndo: boolean;
  canRedo: boolean;
}) {
  const { t } = useTranslation();
  const isDisabled = { fillDown: false, undo: !canUndo, redo: !canRedo };
  return (
    <Group gap="xs" mb="xs" role="toolbar" aria-label={t('grid.toolbar.label')}>
      <Button size="xs" variant="light" onClick={onAddRow}>
        {t('grid.toolbar.addRow')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={onDeleteRows}>
        {t('grid.toolbar.deleteRows')}
      </Button>
      {SHORTCUT_ACTIONS.map(({ action, keys }) => (
        <Button
          key={action}
          size="xs"
          variant="default"
          title={t(`grid.shortcuts.${action}`)}
          aria-keyshortcuts={keys}
          disabled={isDisabled[action]}
          onClick={on[action]}
        >
          {t(`grid.toolbar.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
