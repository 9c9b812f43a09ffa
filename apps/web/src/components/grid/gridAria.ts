/**
 * What RevoGrid's accessibility leaves out, put in after each render: its header cells (pinned ones
 * too) sit in no row, and its credit link sits among the grid's rows (the link stays visible, out of
 * the reading order). A header row is a row only once its cells are drawn: a freshly mounted grid
 * renders it empty for a few frames, and an empty row is itself an error for assistive technology.
 */
export function completeAria(grid: HTMLElement): void {
  const headerRows = 'revogr-viewport-scroll:is(.colPinStart, .rgCol) revogr-header .header-rgRow';
  for (const row of grid.querySelectorAll(headerRows)) {
    if (row.querySelector('[role=columnheader]')) row.setAttribute('role', 'row');
    else row.removeAttribute('role');
  }
  for (const link of grid.querySelectorAll('revogr-attribution a')) {
    link.setAttribute('aria-hidden', 'true');
    link.setAttribute('tabindex', '-1');
  }
}
