import Box from '@mui/material/Box';

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
      <rect width="32" height="32" rx="6" fill="#1F5FAD" />
      <path
        d="M9 10h14M16 10v13M11 17h3M18 17h3M11 21h3M18 21h3"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </Box>
  );
}
