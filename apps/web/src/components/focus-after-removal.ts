import { useRef } from 'react';
import { focusPageHeading } from '@/lib/page-focus.ts';

/** Where an action started: its control, and the table row it sat in. */
interface Place {
  rows: HTMLTableSectionElement | null;
  index: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

function placeOf(element: Element | null): Place | null {
  const row = element?.closest('tr');
  const rows = row?.parentElement instanceof HTMLTableSectionElement ? row.parentElement : null;
  return rows ? { rows, index: [...rows.rows].indexOf(row!) } : { rows: null, index: -1 };
}

/**
 * Keeps focus off <body> after a dialog's action removed what opened it (UX.md §9): a deleted
 * row's button is gone or disabled, so the dialog cannot hand focus back. Focus goes to the row
 * now in its place (or the row before it, or the empty table's action), else to the page heading.
 * Call `remember` as the dialog opens, and `restore` once it has closed (its exit).
 */
export function useFocusAfterRemoval() {
  const place = useRef<Place | null>(null);
  return {
    remember() {
      place.current = placeOf(document.activeElement);
    },
    restore() {
      const from = place.current;
      place.current = null;
      if (!from) return;
      // At its exit the dialog is still in the page: look once it has gone.
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const rows = from.rows?.isConnected ? [...from.rows.rows] : [];
        const target = [rows[from.index], rows[from.index - 1]]
          .map((row) => row?.querySelector<HTMLElement>(FOCUSABLE))
          .find(Boolean);
        if (target) target.focus();
        else focusPageHeading();
      });
    },
  };
}
