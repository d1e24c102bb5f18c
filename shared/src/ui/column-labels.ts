// On a phone a table's rows become cards (global.css, "Ready for the field"): each cell shows its
// column's name before its value. CSS cannot read a cell's column header, so the page frame copies
// each header's words onto the cells of its column (`data-label`), for every table drawn inside it,
// now or later (data arrives after the first paint), and the tables keep their plain markup.
import { useLayoutEffect, type RefObject } from 'react';

/** Labels the body cells of every table under `root` with their column header's words. */
export function labelCellsByColumn(root: ParentNode): void {
  for (const table of root.querySelectorAll('table')) {
    const headers = [...table.querySelectorAll(':scope > thead > tr:last-child > th')].map((th) => th.textContent?.trim() ?? '');
    if (headers.length === 0) continue;
    for (const row of table.querySelectorAll(':scope > tbody > tr')) {
      let column = 0;
      for (const cell of row.children) {
        const label = headers[column];
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        column += Number(cell.getAttribute('colspan') ?? 1);
      }
    }
  }
}

/** Keeps the tables inside `ref` labelled as their rows come and go. */
export function useColumnLabels(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    labelCellsByColumn(root);
    // Only the tree's shape and text are watched, so the labels written here never wake it again.
    const observer = new MutationObserver(() => labelCellsByColumn(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}
