import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, which MUI's own uses for a theme without CSS variables: MUI's would
// bring the CSS-variables provider along unused.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@/lib/query-client.ts';
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
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
