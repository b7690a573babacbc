import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
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

// notistack's own offsets from the window's corner, kept where nothing else takes the space.
const EDGE = { left: 20, bottom: 14 } as const;
const TOASTS_CLASS = 'app-toasts';
// Two classes, so these offsets win over notistack's single-class ones; a phone keeps its 16 px.
const toastOffsets = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${TOASTS_CLASS}`]: {
        bottom: `var(--app-toast-bottom, ${EDGE.bottom}px)`,
        '@media (min-width:600px)': { left: `var(--app-toast-left, ${EDGE.left}px)` },
      },
    }}
  />
);

/**
 * Keeps the toasts (bottom left, A§9) clear of what the shell pins there: the open sidebar with
 * its trial card on the left, the version footer at the bottom (issue 28 §3). Sizes in px.
 */
export function ToastClearance({ left, bottom }: { left: number; bottom: number }) {
  return (
    <GlobalStyles
      styles={{
        ':root': {
          '--app-toast-left': `${left + EDGE.left}px`,
          '--app-toast-bottom': `${bottom + EDGE.bottom}px`,
        },
      }}
    />
  );
}

/** The shell's toasts (A§9): at most 3, bottom left, hidden after 3000 ms in the shell, in the theme's colours. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={TOAST_POSITION}
      classes={{ containerRoot: TOASTS_CLASS }}
      autoHideDuration={3000}
      Components={{
        default: ThemedToast,
        success: ThemedToast,
        error: ThemedToast,
        warning: ThemedToast,
        info: ThemedToast,
      }}
    >
      {toastOffsets}
      {children}
    </SnackbarProvider>
  );
}
