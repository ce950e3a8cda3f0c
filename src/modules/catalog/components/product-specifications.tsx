import { t } from "@/i18n/server";
import type { Specification } from "@/server/db/schema";

export function ProductSpecifications({ specifications }: { specifications: Specification[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("catalog:product.specifications")}</caption>
      <tbody>
        {specifications.map((s, i) => (
          <tr key={`${s.name}-${i}`} className="border-b border-gray-200 even:bg-gray-50">
            <th scope="row" className="w-2/5 px-3 py-2 text-left font-medium text-gray-700">
              {s.name}
            </th>
            <td className="px-3 py-2 text-gray-900">{s.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
