import { useEffect } from 'react';
import { createStore } from './store.ts';

/** The editors whose visibility a feedback report names (A§3 Feedback payload). */
export type VisibleEditor = 'client' | 'project' | 'contact' | 'user';

const EMPTY: Record<VisibleEditor, number> = { client: 0, project: 0, contact: 0, user: 0 };

/** How many of each editor are open now (a drawer closing as the next opens counts twice). */
const openEditors = createStore<Record<VisibleEditor, number>>(EMPTY);

/** An editor drawer says it is on screen while `visible`. */
export function useVisibleEditor(editor: VisibleEditor, visible: boolean) {
  useEffect(() => {
    if (!visible) return;
    const count = (change: number) =>
      openEditors.set((state) => ({ ...state, [editor]: state[editor] + change }));
    count(1);
    return () => count(-1);
  }, [editor, visible]);
}

/** Which editors are on screen now. */
export function visibleEditors(): Record<VisibleEditor, boolean> {
  const state = openEditors.get();
  return {
    client: state.client > 0,
    project: state.project > 0,
    contact: state.contact > 0,
    user: state.user > 0,
  };
}
