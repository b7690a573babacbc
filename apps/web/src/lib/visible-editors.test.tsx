import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVisibleEditor, visibleEditors, type VisibleEditor } from './visible-editors.ts';

function Editor({ editor, open }: { editor: VisibleEditor; open: boolean }) {
  useVisibleEditor(editor, open);
  return null;
}

describe('visible editors', () => {
  it('an editor is visible while open, also while the next one of its kind opens', () => {
    const view = render(<Editor editor="client" open />);
    expect(visibleEditors()).toEqual({ client: true, project: false, contact: false, user: false });
    const next = render(<Editor editor="client" open />);
    view.rerender(<Editor editor="client" open={false} />);
    expect(visibleEditors().client).toBe(true);
    next.unmount();
    expect(visibleEditors().client).toBe(false);
  });
});
