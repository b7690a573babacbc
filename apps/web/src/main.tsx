import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { persistChanges, rehydrate } from './lib/persisted-state.ts';

// The persisted areas are restored (or given up after 5000 ms) before the first render.
void rehydrate().then(() => {
  persistChanges();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
