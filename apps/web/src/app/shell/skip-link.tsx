import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first tab stop, shown only while focused; it moves the focus past the
 * banner, the top bar and the sidebar to the main content (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not a hash in the URL: the router owns the address.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
