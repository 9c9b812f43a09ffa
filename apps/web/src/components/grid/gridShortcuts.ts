/** The edits the grid's keys do: Ctrl (⌘) with Z, Y or Shift+Z, and D. */
export type GridShortcut = 'undo' | 'redo' | 'fillDown';

/** The grid's edit a key press asks for, if any. */
export function shortcutOf(press: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): GridShortcut | undefined {
  if (!(press.ctrlKey || press.metaKey)) return undefined;
  const key = press.key.toLowerCase();
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 'd') return 'fillDown';
  return undefined;
}
