export type Badge = { key: string; text: string; tone: string };

/** A product's badges' markup, for the server's `ProductBadges` and the client's product card alike. */
export function BadgesView({ badges, label, className = "" }: { badges: Badge[]; label: string; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`badges ${className}`} aria-label={label}>
      {badges.map((b) => (
        <li key={b.key} className={`badge ${b.tone}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
