import Box from '@mui/material/Box';
import { BrandGlyph } from './brand-glyph.tsx';

/** The brand image: a tally mark on the accent colour. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      sx={{ flexShrink: 0 }}
    >
      <BrandGlyph />
    </Box>
  );
}
