import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ConfirmDialog, deleteMessage, deleteTitle, useConfirmDelete } from './confirm-dialog.tsx';

describe('confirm dialog', () => {
  it('is an alertdialog naming the action, with the spec sentence and Cancel focused first', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title={deleteTitle('supplier')}
        message={deleteMessage('supplier')}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete supplier?' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete this supplier? This action is irreversible',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('paints only a destructive confirm red; one that goes ahead is the primary colour', () => {
    const props = { open: true, title: 'Go?', message: 'Sure?', onConfirm() {}, onCancel() {} };
    const { unmount } = renderWithProviders(<ConfirmDialog {...props} confirmLabel="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('colorError');
    unmount();
    renderWithProviders(<ConfirmDialog {...props} confirmLabel="Create Contact" tone="proceed" />);
    const proceed = screen.getByRole('button', { name: 'Create Contact' });
    expect(proceed.className).toContain('colorPrimary');
    expect(proceed.className).not.toContain('colorError');
  });
});

/** A page with a heading and a table whose Delete buttons ask first; a delete takes the row out. */
function Rows({ names }: { names: string[] }) {
  const [rows, setRows] = useState(names);
  const confirm = useConfirmDelete<string>({
    kind: 'client',
    remove: async (name) => setRows((current) => current.filter((row) => row !== name)),
    success: 'Successfully deleted client',
    failure: 'Error deleting client',
  });
  return (
    <main>
      <h1>Clients</h1>
      <table>
        <tbody>
          {rows.map((name) => (
            <tr key={name}>
              <td>
                <button type="button">{name}</button>
              </td>
              <td>
                <button type="button" onClick={() => confirm.ask(name)}>
                  {`Delete ${name}`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirm.dialog}
    </main>
  );
}

describe('focus after a delete', () => {
  const remove = async (name: string) => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  };

  it('goes to the row that took the deleted row’s place', async () => {
    renderWithProviders(<Rows names={['Acme', 'Globex', 'Initech']} />);
    await remove('Globex');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Initech' }));
  });

  it('goes to the row before when the last row was deleted', async () => {
    renderWithProviders(<Rows names={['Acme', 'Globex']} />);
    await remove('Globex');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Acme' }));
  });

  it('goes to the page heading when no row is left', async () => {
    renderWithProviders(<Rows names={['Acme']} />);
    await remove('Acme');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Clients' }));
  });

  it('Cancel hands focus back to the Delete button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rows names={['Acme', 'Globex']} />);
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Acme' })),
    );
  });
});
