/** The fixed words around a price, for a screen reader and after a "from" price. */
export type PriceLabels = { current: string; original: string; fromSuffix: string };
/** A price already formatted: the current amount, the struck-through original when discounted, and whether other variants cost more. */
export type PriceText = {
  current: string;
  original: string | null;
  from: boolean;
  /** The signed-in customer's own price (their group's), shown under the public one; absent for everyone else. */
  own?: { label: string; amount: string } | null;
};

/** The price's markup, for the server's `Price` and the client's product card alike. */
export function PriceView({ price, labels, size = "md" }: { price: PriceText; labels: PriceLabels; size?: "md" | "lg" }) {
  return (
    <p className="price">
      <span className={size === "lg" ? "price-now text-3xl" : "price-now"}>
        {price.original !== null && <span className="sr-only">{`${labels.current} `}</span>}
        {price.current}
        {price.from && <span className="text-sm font-normal text-gray-700">{labels.fromSuffix}</span>}
      </span>
      {price.original !== null && (
        <del className={size === "lg" ? "price-was text-lg" : "price-was text-sm"}>
          <span className="sr-only">{`${labels.original} `}</span>
          {price.original}
        </del>
      )}
      {price.own && (
        <span className="price-own block w-full text-sm font-semibold text-green-800">
          {`${price.own.label}: `}
          {price.own.amount}
        </span>
      )}
    </p>
  );
}
