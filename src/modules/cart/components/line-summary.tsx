import { formatPrice } from "@/lib/money";

export type SummaryLine = { id: number; quantity: number; name: string; variantLabel: string | null; lineTotal: number };

/** "2 × name (variant) … line total" rows of the checkout summary and the order confirmation. */
export function LineSummary({ lines }: { lines: SummaryLine[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3">
          <span>
            {line.quantity} × {line.name}
            {line.variantLabel && <span className="block text-gray-600">{line.variantLabel}</span>}
          </span>
          <span className="shrink-0 font-medium">{formatPrice(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
