import type { EditorBase, EditorCtr, HyperFunc, VNode } from '@revolist/revogrid';
import { plainText } from './cellText.ts';
import type { CellValue, GridColumn } from './gridTypes.ts';

/** What the editors need from the grid: the column being edited, the language and the picker's label. */
export interface EditorContext {
  columnOf(key: string): GridColumn | undefined;
  lang(): string;
  calendarLabel(): string;
}

type Save = (value?: unknown, preventFocus?: boolean) => void;
type Close = (focusNext?: boolean) => void;

const isCommitKey = (event: KeyboardEvent) =>
  (event.key === 'Enter' || event.key === 'Tab') && !event.isComposing;

/**
 * The text an editor opens with: the key that started the edit when the user began by typing,
 * otherwise the cell's value as plain text in the language ('1234,5' in Spanish, '2027-02-22').
 */
function openingText(editor: EditorBase, lang: string): string {
  const value = editor.editCell?.val as CellValue | undefined;
  return typeof value === 'string' || typeof value === 'number' ? plainText(value, lang) : '';
}

/**
 * A text input for text and number cells, and for dates typed as text. Enter and Tab save (Tab moves
 * right, Enter down, as RevoGrid's own editor does); the grid reads the text by the column's type.
 * `withCalendar` adds the browser's date picker beside it, which writes the chosen day.
 */
function inputEditor(context: EditorContext, save: Save, close: Close, withCalendar: boolean): EditorBase {
  let input: HTMLInputElement | null = null;
  let picker: HTMLInputElement | null = null;
  const saveTyped = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowDown' && picker) {
      event.preventDefault();
      picker.showPicker();
      return;
    }
    if (!isCommitKey(event)) return;
    input?.blur();
    save(input?.value, event.key === 'Tab');
  };
  const editor: EditorBase = {
    element: null,
    componentDidRender() {
      input?.focus();
    },
    appendPendingInput(value: string) {
      if (!input) return false;
      input.value += value;
      input.focus();
      return true;
    },
    getValue: () => input?.value,
    beforeDisconnect() {
      input?.blur();
    },
    render(h: HyperFunc<VNode>) {
      const header = context.columnOf(String(editor.editCell?.prop))?.header ?? '';
      const field = h('input', {
        type: 'text',
        value: openingText(editor, context.lang()),
        'aria-label': header,
        ref: (element?: HTMLInputElement) => {
          input = element ?? null;
        },
        onKeyDown: saveTyped,
      });
      if (!withCalendar) return field;
      return h('div', { class: 'grid-date-editor' }, [
        field,
        h('input', {
          type: 'date',
          class: 'grid-date-picker',
          tabIndex: -1,
          'aria-label': context.calendarLabel(),
          ref: (element?: HTMLInputElement) => {
            picker = element ?? null;
          },
          onChange: (event: Event) => {
            const day = (event.target as HTMLInputElement).value;
            if (!day) return;
            save(day, true);
            close();
          },
        }),
      ]);
    },
  };
  return editor;
}

/**
 * A drop-down of an enumeration's choices (their labels shown, their values saved), with an empty
 * choice to clear the cell. Picking with the pointer saves at once; with the keyboard, arrows choose
 * and Enter saves and moves down.
 */
function selectEditor(context: EditorContext, save: Save, close: Close): EditorBase {
  let select: HTMLSelectElement | null = null;
  // A closed list changes on arrow keys too: only a pick with the pointer saves at once.
  let isKeyboardChoice = false;
  const editor: EditorBase = {
    element: null,
    componentDidRender() {
      select?.focus();
    },
    getValue: () => select?.value,
    beforeDisconnect() {
      select?.blur();
    },
    render(h: HyperFunc<VNode>) {
      const column = context.columnOf(String(editor.editCell?.prop));
      const options = column?.options ?? [];
      const current = editor.editCell?.val;
      // Typing a letter on a cell opens the list at the first choice that starts with it.
      const typed = typeof current === 'string' && current.length === 1 ? current.toLowerCase() : undefined;
      const chosen =
        options.find((option) => option.value === current)?.value ??
        (typed ? options.find((option) => option.label.toLowerCase().startsWith(typed))?.value : undefined) ??
        '';
      return h(
        'select',
        {
          'aria-label': column?.header ?? '',
          ref: (element?: HTMLSelectElement) => {
            select = element ?? null;
          },
          onPointerDown: () => {
            isKeyboardChoice = false;
          },
          onChange: () => {
            if (isKeyboardChoice) return;
            save(select?.value, true);
            close();
          },
          onKeyDown: (event: KeyboardEvent) => {
            isKeyboardChoice = true;
            if (!isCommitKey(event)) return;
            event.preventDefault();
            save(select?.value, event.key === 'Tab');
          },
        },
        [
          h('option', { value: '', selected: chosen === '' }, ''),
          ...options.map((option) =>
            h('option', { value: option.value, selected: option.value === chosen }, option.label),
          ),
        ],
      );
    },
  };
  return editor;
}

/** The grid's editors by name, for RevoGrid's `editors` and each column's `editor`. */
export function gridEditors(context: EditorContext): Record<'text' | 'date' | 'enum', EditorCtr> {
  return {
    text: (_column, save, close) => inputEditor(context, save, close, false),
    date: (_column, save, close) => inputEditor(context, save, close, true),
    enum: (_column, save, close) => selectEditor(context, save, close),
  };
}
