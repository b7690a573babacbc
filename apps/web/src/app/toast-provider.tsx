import type { ReactNode } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';

type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Each toast variant's background and text, from the theme's palette (UX.md §2). */
export function toastColours(theme: Theme): Record<ToastVariant, { bg: string; text: string }> {
  const { palette } = theme;
  const of = (colour: { main: string; contrastText: string }) => ({
    bg: colour.main,
    text: colour.contrastText,
  });
  return {
    default: { bg: palette.text.primary, text: palette.common.white },
    success: of(palette.success),
    error: of(palette.error),
    warning: of(palette.warning),
    info: of(palette.info),
  };
}

// Two classes, so these win over notistack's own single-class styles whatever their order.
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => {
  const colours = toastColours(theme);
  const variant = (name: ToastVariant) => ({
    [`&.notistack-MuiContent-${name}`]: {
      backgroundColor: colours[name].bg,
      color: colours[name].text,
    },
  });
  return {
    '&.notistack-MuiContent': {
      boxShadow: 'none',
      borderRadius: theme.shape.borderRadius,
      fontFamily: theme.typography.fontFamily,
    },
    ...variant('default'),
    ...variant('success'),
    ...variant('error'),
    ...variant('warning'),
    ...variant('info'),
  };
});

const TOAST_POSITION = { vertical: 'bottom', horizontal: 'left' } as const;

/** The shell's toasts (A§9): at most 3, bottom left, hidden after 3000 ms in the shell, in the theme's colours. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={TOAST_POSITION}
      autoHideDuration={3000}
      Components={{
        default: ThemedToast,
        success: ThemedToast,
        error: ThemedToast,
        warning: ThemedToast,
        info: ThemedToast,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
