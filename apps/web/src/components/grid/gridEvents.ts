import type { BeforeSaveDataDetails, FocusAfterRenderEvent } from '@revolist/revogrid';
import { completeAria } from './gridAria.ts';
import type { CellRange } from './gridTypes.ts';

/** A cell written by RevoGrid: its row position, its column's key and the value typed or filled. */
export interface EditedCell {
  row: number;
  key: string;
  raw: unknown;
}

/**
 * What the grid does with RevoGrid's events. They run outside React's render: each handler reads the
 * grid's latest state itself. Columns are told within their viewport (`viewport`, RevoGrid's
 * `colType`: pinned columns are drawn apart, see `columnViewports`).
 */
export interface GridEventHandlers {
  /** One cell edited, or a range written at once (autofill by the corner handle, cells cleared). */
  edit(cells: readonly EditedCell[]): void;
  /** The clipboard's text pasted, as a spreadsheet wrote it. */
  paste(text: string): void;
  /** The text a copy of the range puts on the clipboard. */
  copy(range: CellRange, viewport: string | undefined): string;
  /** The cell that took the focus. */
  focus(row: number, column: number, viewport: string | undefined): void;
  /** The range drawn with the pointer or the keyboard. */
  select(range: CellRange, viewport: string | undefined): void;
}

/**
 * Listens to RevoGrid's events on its element, taking over its edits, paste and copy, and completing
 * its accessibility after each render. Answers the function that stops listening.
 */
export function listenToGrid(element: HTMLElement, handlers: GridEventHandlers): () => void {
  let copied: string | null = null;
  const listeners: [string, (event: CustomEvent) => void][] = [
    ['aftergridrender', () => completeAria(element)],
    // Header cells can arrive in a later render of the header alone.
    ['afterrender', () => completeAria(element)],
    [
      'beforeedit',
      (event: CustomEvent<BeforeSaveDataDetails>) => {
        event.preventDefault();
        const { rowIndex, prop, val } = event.detail;
        handlers.edit([{ row: rowIndex, key: String(prop), raw: val }]);
      },
    ],
    [
      'beforerangeedit',
      (event: CustomEvent<{ data: Record<number, Record<string, unknown>> }>) => {
        event.preventDefault();
        handlers.edit(
          Object.entries(event.detail.data).flatMap(([row, cells]) =>
            Object.entries(cells).map(([key, raw]) => ({ row: Number(row), key, raw })),
          ),
        );
      },
    ],
    [
      // The clipboard's text is read here, as a spreadsheet wrote it (RevoGrid would read its HTML).
      'beforepaste',
      (event: CustomEvent<{ dataText: string; event: ClipboardEvent }>) => {
        event.preventDefault();
        event.detail.event.preventDefault();
        handlers.paste(event.detail.dataText);
      },
    ],
    [
      'clipboardrangecopy',
      (event: CustomEvent<{ range: CellRange; colType?: string }>) => {
        copied = handlers.copy(event.detail.range, event.detail.colType);
      },
    ],
    [
      'beforecopyapply',
      (event: CustomEvent<{ event: DataTransfer }>) => {
        if (copied === null) return;
        event.preventDefault();
        event.detail.event.setData('text/plain', copied);
        copied = null;
      },
    ],
    [
      'afterfocus',
      (event: CustomEvent<FocusAfterRenderEvent>) =>
        handlers.focus(event.detail.rowIndex, event.detail.colIndex, event.detail.colType),
    ],
    [
      // The range as it is applied: unlike `setrange`, this event names the range's viewport.
      'beforeapplyrange',
      (event: CustomEvent<{ range: CellRange | null; colType?: string }>) => {
        if (!event.detail.range) return;
        const { x, y, x1, y1 } = event.detail.range;
        handlers.select({ x, y, x1, y1 }, event.detail.colType);
      },
    ],
  ];
  for (const [name, listener] of listeners) element.addEventListener(name, listener as EventListener);
  // A pinned viewport draws its header cells without a render event of the grid: any change of the
  // grid's elements completes its accessibility again, once a frame.
  let pending = 0;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      completeAria(element);
    });
  });
  observer.observe(element, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(pending);
    for (const [name, listener] of listeners) element.removeEventListener(name, listener as EventListener);
  };
}
