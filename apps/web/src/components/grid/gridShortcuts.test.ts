import { describe, expect, it } from 'vitest';
import { shortcutOf } from './gridShortcuts.ts';

const press = (
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcutOf', () => {
  it('reads undo, redo and fill down with Ctrl or ⌘', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(press('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(press('d', { ctrlKey: true }))).toBe('fillDown');
  });

  it('leaves every other key to the grid', () => {
    expect(shortcutOf(press('z'))).toBeUndefined();
    expect(shortcutOf(press('c', { ctrlKey: true }))).toBeUndefined();
  });
});
