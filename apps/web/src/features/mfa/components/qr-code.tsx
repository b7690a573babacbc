import { useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';

const SIZE = 176;

/** A QR code of `value`, drawn by the qrcode library loaded only when one is shown. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      // Without a drawing (no canvas), the key beside it still enrols the app.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img src={src} alt={label} width={SIZE} height={SIZE} style={{ display: 'block' }} />
  ) : (
    <Skeleton variant="rectangular" width={SIZE} height={SIZE} aria-label={label} />
  );
}
