import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EditorDrawer, type EditorStatus } from './editor-drawer.tsx';

const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
const onClose = vi.fn();

function Harness({ status, dirty }: { status?: EditorStatus; dirty?: boolean }) {
  const [keepOpen, setKeepOpen] = useState(false);
  return (
    <>
      <EditorDrawer
        open
        title="Editing Supplier - Acme"
        onClose={onClose}
        onSubmit={onSubmit}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        status={status}
        dirty={dirty}
        focusHeading
      >
        <label>
          Name <input name="name" />
        </label>
      </EditorDrawer>
      <output data-testid="keep-open">{String(keepOpen)}</output>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  persisted.set(initialPersistedState());
});

describe('editor drawer', () => {
  it('is a dialog named by its title, with the heading focused in edit mode', async () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Editing Supplier - Acme' });
    expect(dialog).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Editing Supplier - Acme' }),
      ),
    );
  });

  it('offers Small, Medium and Large and remembers the choice in prefs.drawerSize', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Window size' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Small', 'Medium', 'Large']);
    expect(screen.getByRole('menuitemradio', { name: 'Small' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Large' }));
    expect(persisted.get().prefs.drawerSize).toBe('large');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Window size' }));
    expect(screen.getByRole('menuitemradio', { name: 'Large' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Small' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('toggles Keep Window Open, and Submit and Cancel reach their handlers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const keepOpen = screen.getByRole('switch', { name: 'Keep Window Open' });
    expect((keepOpen as HTMLInputElement).checked).toBe(false);
    await user.click(keepOpen);
    expect((keepOpen as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('keep-open').textContent).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('warns that an archived entity is archived, and shows an error for a deleted one', () => {
    const { unmount } = renderWithProviders(
      <Harness status={{ kind: 'supplier', isArchived: true }} />,
    );
    expect(screen.getByText('This supplier is archived')).toBeTruthy();
    unmount();
    renderWithProviders(
      <Harness status={{ kind: 'supplier', isArchived: true, isDeleted: true }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This supplier is deleted');
  });

  it('closes at once by Escape, the close button or Cancel when nothing was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
  ])('asks before %s throws away unsaved input', async (_path, leave) => {
    const user = userEvent.setup();
    renderWithProviders(<Harness dirty />);
    await leave(user);
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await leave(user);
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
