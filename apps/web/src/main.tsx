import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Version } from '@tallysheet/contract/util/util';

function App() {
  const [version, setVersion] = useState<Version | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/util/version')
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(setVersion, () => setFailed(true));
  }, []);
  return (
    <main style={{ fontFamily: 'Inter, system-ui, sans-serif', color: '#18202B', padding: 24 }}>
      <h1 style={{ fontSize: 20, fontWeight: 600, color: '#1F5FAD' }}>Tallysheet</h1>
      <p>
        {failed
          ? 'The product is experiencing technical difficulties'
          : version
            ? 'The server is running.'
            : 'Loading...'}
      </p>
      <footer style={{ fontSize: 12, color: '#505B6B' }}>
        {version ? `v${version.version} · ${version.commit} · ${version.stage}` : ''}
      </footer>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
