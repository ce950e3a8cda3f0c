/** Tükendi, İndirimli, Çok satan, Yeni, Önerilen: dark text on light tints (Tükendi inverted), each at AA contrast. */
const TONES = {
  soldOut: "bg-gray-900 text-white",
  discounted: "bg-red-50 text-red-800",
  best: "bg-amber-50 text-amber-900",
  new: "bg-green-50 text-green-800",
  suggested: "bg-primary-50 text-primary-800",
};

/** A badge's kind (which gives its colours) and its words; a card's payload carries no class names for it. */
export type Badge = { key: keyof typeof TONES; text: string };

/** A product's badges' markup, for the server's `ProductBadges` and the client's product card alike. */
export function BadgesView({ badges, label, className = "" }: { badges: Badge[]; label: string; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`badges ${className}`} aria-label={label}>
      {badges.map((b) => (
        <li key={b.key} className={`badge ${TONES[b.key]}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
