import { createTheme } from '@mui/material/styles';

// One visible focus ring (WCAG 2.4.7, UX.md): 2 px of the accent, 6.4:1 on white. ButtonBase
// resets the outline, which hid the global :focus-visible ring on every MUI button-like control.
const RING = '2px solid #1F5FAD';
const FOCUS_RING = {
  '&.Mui-focusVisible, &:focus-visible': { outline: RING, outlineOffset: 2 },
};
// Rows of lists and menus draw it inside, where a scrolling parent cannot clip it.
const INSET_FOCUS_RING = {
  '&.Mui-focusVisible, &:focus-visible': { outline: RING, outlineOffset: -2 },
};

const FONT =
  '"Inter Variable", Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Tallysheet's look (UX.md §2): one accent, dense controls, borders rather than shadows.
 *
 * A plain theme, without MUI's CSS variables: one light scheme needs none, and the variables'
 * provider and scheme machinery cost the sign-in page about 3 KB of its 180 KB JS budget.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1850 } },
  palette: {
    contrastThreshold: 4.5,
    primary: { main: '#1F5FAD', dark: '#174A88', contrastText: '#FFFFFF' },
    error: { main: '#C62828' },
    warning: { main: '#A65300' },
    success: { main: '#2E7D32' },
    info: { main: '#0B6BAE' },
    text: { primary: '#18202B', secondary: '#505B6B' },
    background: { default: '#F5F6F8', paper: '#FFFFFF' },
    divider: '#DDE2E8',
    action: { selected: '#E8F0FB' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: FONT,
    fontSize: 14,
    h5: { fontSize: 20, lineHeight: '28px', fontWeight: 600 },
    h6: { fontSize: 16, lineHeight: '24px', fontWeight: 600 },
    subtitle2: { fontSize: 13, lineHeight: '20px', fontWeight: 600 },
    body1: { fontSize: 14, lineHeight: '20px' },
    body2: { fontSize: 14, lineHeight: '20px' },
    caption: { fontSize: 12, lineHeight: '16px' },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: RING, outlineOffset: 2 },
        // A page's heading takes focus by script after a navigation (page-focus.ts) so screen
        // readers start there; it is no control, so it shows no ring (as the drawer's title).
        'h1[tabindex="-1"]:focus': { outline: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: FOCUS_RING } },
    // The ring marks keyboard focus; a pulsing focus ripple on top of it would be noise.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: FOCUS_RING },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: FOCUS_RING },
    },
    // An unselected toggle's default grey (action.active) falls under 4.5:1 on its hover tint:
    // the secondary text colour keeps it readable in every state.
    MuiToggleButton: {
      styleOverrides: {
        // At the root's own weight: the selected and disabled states' colours still win.
        root: ({ theme }) => ({ ...FOCUS_RING, color: theme.palette.text.secondary }),
      },
    },
    MuiTableSortLabel: { styleOverrides: { root: FOCUS_RING } },
    // MUI lets an alert's message scroll (overflow: auto): a message a pixel taller than its box
    // (line-height rounding as a window narrows) became a scroll region no keyboard could reach.
    // Messages wrap instead, and never scroll.
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: FOCUS_RING } },
    MuiListItemButton: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiMenuItem: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiTab: { styleOverrides: { root: INSET_FOCUS_RING } },
    // The rows-per-page select has no border of its own to thicken.
    MuiTablePagination: {
      styleOverrides: { select: { '&:focus-visible': { outline: RING, outlineOffset: 2 } } },
    },
    MuiTextField: { defaultProps: { size: 'small', variant: 'outlined', fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: '#8A94A3' } } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontSize: 13, fontWeight: 600, backgroundColor: '#F0F3F7', whiteSpace: 'nowrap' },
      },
    },
    MuiChip: { defaultProps: { size: 'small' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiToolbar: {
      defaultProps: { variant: 'dense' },
      styleOverrides: { dense: { minHeight: 48 } },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 8 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}
