import '@testing-library/jest-dom/vitest';
import { getContrastRatio as contrast, ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useActionToast } from '@/components/use-action-toast.ts';
import { theme } from './theme.ts';
import { ToastProvider, toastColours } from './toast-provider.tsx';

function Action({ name }: { name: string }) {
  const toast = useActionToast();
  return (
    <>
      <button onClick={() => toast(`${name} failed`, { variant: 'error' })}>{name} fails</button>
      <button onClick={() => toast(`${name} done`, { variant: 'success' })}>{name} succeeds</button>
      <button onClick={() => toast(`${name} warned`, { variant: 'warning' })}>{name} warns</button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Action name="Save" />
        <Action name="Archive" />
      </ToastProvider>
    </ThemeProvider>,
  );

/** The toast's own box (notistack's content element) holding the message. */
const toastOf = (message: string) =>
  screen.getByText(message).closest<HTMLElement>('.notistack-MuiContent')!;

describe('toasts (UX.md §2, §8)', () => {
  it('every variant uses the UX palette with text at 4.5:1 or more', () => {
    const colours = toastColours(theme);
    expect(colours.success.bg).toBe('#2E7D32');
    expect(colours.warning.bg).toBe('#A65300');
    expect(colours.error.bg).toBe('#C62828');
    expect(colours.info.bg).toBe('#0B6BAE');
    for (const { bg, text } of Object.values(colours))
      expect(contrast(bg, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('a success and a warning toast show in the themed colours, without a shadow', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'Save succeeds' }));
    await user.click(screen.getByRole('button', { name: 'Save warns' }));
    const success = getComputedStyle(toastOf('Save done'));
    const warning = getComputedStyle(toastOf('Save warned'));
    expect(success.backgroundColor).toBe('rgb(46, 125, 50)');
    expect(warning.backgroundColor).toBe('rgb(166, 83, 0)');
    expect(contrast(success.backgroundColor, success.color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(warning.backgroundColor, warning.color)).toBeGreaterThanOrEqual(4.5);
    expect(success.boxShadow).toBe('none');
  });

  it("a success closes the same action's earlier error toast, not another action's", async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'Archive fails' }));
    await user.click(screen.getByRole('button', { name: 'Save fails' }));
    expect(screen.getByText('Save failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save succeeds' }));
    expect(screen.getByText('Save done')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Save failed')).not.toBeInTheDocument());
    expect(screen.getByText('Archive failed')).toBeInTheDocument();
  });
});
