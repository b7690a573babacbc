import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BrandMark } from './brand-mark.tsx';

const LOADING_MESSAGE_MS = 3000;
const STILL_LOADING_MESSAGE_MS = 7000;

/**
 * The loading screen (A§1): the brand image and a spinner; after 3 s "{brand} is Loading",
 * after 7 s "{brand} is Still Loading".
 */
export function LoadingScreen({ brandName }: { brandName: string }) {
  const [elapsed, setElapsed] = useState<'start' | 'loading' | 'still'>('start');
  useEffect(() => {
    const first = setTimeout(() => setElapsed('loading'), LOADING_MESSAGE_MS);
    const second = setTimeout(() => setElapsed('still'), STILL_LOADING_MESSAGE_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, []);
  const message =
    elapsed === 'loading'
      ? `${brandName} is Loading`
      : elapsed === 'still'
        ? `${brandName} is Still Loading`
        : '';
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <BrandMark size={56} />
      <CircularProgress size={28} aria-label="Loading" />
      <Typography variant="body1" color="text.secondary" sx={{ minHeight: 20 }}>
        {message}
      </Typography>
    </Box>
  );
}
