import { useState } from 'react';

export interface EditorOpening<T> {
  open: boolean;
  key: number;
  /** The row it was opened on; none in create mode. */
  item?: T;
  opened: boolean;
  /** Opens the editor on this row, or in create mode. */
  openWith(item?: T): void;
  close(): void;
}

/**
 * An editor opened over a list, on a row or in create mode. Each opening has a new `key`, so
 * that each editor starts afresh; the editor stays mounted (`opened`) while it closes.
 */
export function useEditorOpening<T>(): EditorOpening<T> {
  const [state, setState] = useState<{ open: boolean; key: number; item?: T }>({
    open: false,
    key: 0,
  });
  return {
    ...state,
    opened: state.key > 0,
    openWith: (item?: T) => setState((current) => ({ open: true, key: current.key + 1, item })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
