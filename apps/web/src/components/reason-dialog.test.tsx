import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const schema = z.object({ reason: z.string().trim().min(1, 'Give a reason') });

/** A page whose Void button opens the dialog, as a screen would. */
function Page({
  act,
  failed,
}: {
  act(reason: string): Promise<unknown>;
  failed(e: unknown): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Void</button>
      <ReasonDialog
        open={open}
        destructive
        title="Void this run?"
        message="Its hours are released."
        label="Reason for voiding"
        schema={schema}
        maxLength={20}
        submitLabel="Void run"
        pending={false}
        onConfirm={act}
        onFailure={failed}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('reason dialog', () => {
  it("shows the schema's message for a blank reason and does not act", async () => {
    const user = userEvent.setup();
    const act = vi.fn(async () => {});
    renderWithProviders(<Page act={act} failed={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Void this run?' });
    expect(dialog).toHaveAccessibleDescription('Its hours are released.');
    await user.type(screen.getByRole('textbox', { name: 'Reason for voiding' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Void run' }));
    expect(screen.getByText('Give a reason')).toBeVisible();
    expect(act).not.toHaveBeenCalled();
  });

  it('acts with the parsed reason, then closes and opens again empty', async () => {
    const user = userEvent.setup();
    const act = vi.fn(async () => {});
    renderWithProviders(<Page act={act} failed={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const field = screen.getByRole('textbox', { name: 'Reason for voiding' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '20');
    await user.type(field, ' Sent twice ');
    await user.click(screen.getByRole('button', { name: 'Void run' }));
    expect(act).toHaveBeenCalledWith('Sent twice');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.getByRole('textbox', { name: 'Reason for voiding' })).toHaveValue('');
  });

  it('stays open with the typed reason when the act fails, and tells of it', async () => {
    const user = userEvent.setup();
    const problem = new Error('offline');
    const failed = vi.fn();
    renderWithProviders(<Page act={() => Promise.reject(problem)} failed={failed} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for voiding' }), 'Sent twice');
    await user.click(screen.getByRole('button', { name: 'Void run' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(problem));
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Reason for voiding' })).toHaveValue('Sent twice');
  });

  it('Cancel empties the reason and its error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page act={async () => {}} failed={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.click(screen.getByRole('button', { name: 'Void run' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for voiding' }), 'Half');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.getByRole('textbox', { name: 'Reason for voiding' })).toHaveValue('');
    expect(screen.queryByText('Give a reason')).not.toBeInTheDocument();
  });
});
