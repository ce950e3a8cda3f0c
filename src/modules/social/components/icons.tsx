/** Icons of the collection, alarm and review controls (the heart is the shell's); decorative, the controls carry the labels. */
type IconProps = { className?: string; filled?: boolean };

function Icon({ className = "size-5", filled = false, d }: IconProps & { d: string }) {
  return (
    // The stroke's look is the icon-stroke class (globals.css), as for the shell's icons; a filled icon also fills.
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`icon-stroke ${filled ? "fill-current " : ""}${className}`}>
      <path d={d} />
    </svg>
  );
}

export const BookmarkIcon = (p: IconProps) => <Icon {...p} d="M6 3h12v18l-6-4-6 4z" />;
export const BellIcon = (p: IconProps) => <Icon {...p} d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />;
export const StarIcon = (p: IconProps) => <Icon {...p} d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />;
