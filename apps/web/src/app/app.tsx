import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, which MUI's own uses for a theme without CSS variables: MUI's would
// bring the CSS-variables provider along unused.
import { ThemeProvider } from '@mui/system';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './error-boundary.tsx';
import { StartUp } from './start-up.tsx';
import { theme } from './theme.ts';

// A data router, so that a screen can hold a navigation while work is unsaved (useBlocker);
// the screens' routes stay as <Routes> below the one catch-all route. Each route has its own
// error boundary; this one catches what fails around them (the start-up, the shell).
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <ErrorBoundary>
        <StartUp />
      </ErrorBoundary>
    ),
  },
]);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The query cache is the signed-in app's and the link-opened pages' (QueryProvider). */}
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
