/**
 * The brand mark (three overlapping inks, for a printing company) and the brand name, drawn inline at the
 * theme's logo size: 158x36 on desktop, 118x27 on mobile.
 */
export function Logo({ brand, compact = false }: { brand: string; compact?: boolean }) {
  const [width, height] = compact ? [118, 27] : [158, 36];
  return (
    <svg viewBox="0 0 158 36" width={width} height={height} aria-hidden="true" focusable="false">
      <circle cx="12" cy="14" r="9" fill="#06b6d4" fillOpacity="0.85" />
      <circle cx="22" cy="14" r="9" fill="#ec4899" fillOpacity="0.85" />
      <circle cx="17" cy="22" r="9" fill="#eab308" fillOpacity="0.85" />
      <text x="36" y="26" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="800" letterSpacing="1" fill="#c2410c">
        {brand.toLocaleUpperCase("tr")}
      </text>
    </svg>
  );
}
