/**
 * The brand image's drawing on a 32 × 32 view box: a tally mark on the accent colour. Plain SVG,
 * so that the app's mark and the approval page's (which carries no component library) share it.
 */
export function BrandGlyph() {
  return (
    <>
      <rect width="32" height="32" rx="6" fill="#1F5FAD" />
      <path
        d="M9 10h14M16 10v13M11 17h3M18 17h3M11 21h3M18 21h3"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </>
  );
}
