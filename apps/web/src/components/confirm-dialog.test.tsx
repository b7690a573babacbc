import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ConfirmDialog, deleteMessage, deleteTitle } from './confirm-dialog.tsx';

afterEach(cleanup);

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
