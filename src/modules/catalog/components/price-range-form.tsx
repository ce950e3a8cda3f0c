import { t } from "@/i18n/server";
import { type ListingQuery, serializeListingQuery } from "@/shared/catalog/listing-query";

/** A custom price range as a plain GET form: the other filters travel along as hidden fields. */
export function PriceRangeForm({
  query,
  basePath,
  preserved,
}: {
  query: ListingQuery;
  basePath: string;
  preserved?: Record<string, string>;
}) {
  const hidden = [...serializeListingQuery({ ...query, price: null, page: 1 }, preserved).entries()];
  return (
    <form action={basePath} method="get" className="mt-3 flex items-end gap-2">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {(["min", "max"] as const).map((bound) => (
        <label key={bound} className="flex min-w-0 flex-1 flex-col text-xs text-gray-700">
          {t(bound === "min" ? "catalog:facets.priceMin" : "catalog:facets.priceMax")}
          <input
            name={bound}
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={query.price?.[bound] ?? ""}
            className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
          />
        </label>
      ))}
      <button type="submit" className="rounded bg-gray-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-gray-700">
        {t("catalog:facets.apply")}
      </button>
    </form>
  );
}
