"use client";

export type SpecificationRow = { name: string; value: string };

/**
 * The specifications table's markup. A client view fed the rows, so the product page's payload carries the
 * names and values instead of the table's markup a second time.
 */
export function SpecificationsView({ caption, rows }: { caption: string; rows: SpecificationRow[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((s, i) => (
          <tr key={`${s.name}-${i}`} className="spec-row">
            <th scope="row" className="spec-name">
              {s.name}
            </th>
            <td className="spec-value">{s.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
