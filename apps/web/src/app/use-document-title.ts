import { useEffect } from 'react';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

/** Sets the browser tab to "{title} | {brand}" (the brand alone without a title). */
export function useDocumentTitle(title: string) {
  const { brandName } = useClientConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
