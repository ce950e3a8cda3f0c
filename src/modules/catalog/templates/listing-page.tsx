import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import type { Listing } from "@/server/catalog/listing";
import { Breadcrumbs } from "../components/breadcrumbs";
import type { Crumb } from "../structured-data";
import { ProductListing, type ProductListingProps } from "./product-listing";

type ListingPageProps = {
  title: string;
  description: string;
  trail: Crumb[];
  basePath: string;
  listing: Listing;
  /** Links to the categories below this one. */
  subcategories?: { name: string; path: string }[];
  cardAction?: ProductListingProps["cardAction"];
  expanded: string | null;
};

/** A section, category or brand page: breadcrumbs, heading and description, subcategory links, the listing. */
export function ListingPage({ title, description, trail, basePath, listing, subcategories = [], cardAction, expanded }: ListingPageProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <Breadcrumbs trail={trail} />
      <header className="flex flex-col gap-2">
        {/* A brand's logo is its name as a wordmark: beside the heading it said the name twice, so the heading stands alone. */}
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {description && <p className="max-w-3xl text-gray-700">{description}</p>}
      </header>
      {subcategories.length > 0 && (
        <ul aria-label={t("catalog:listing.subcategories")} className="flex gap-2 overflow-x-auto pb-1">
          {subcategories.map((c) => (
            <li key={c.path} className="shrink-0">
              <Link href={c.path} className="pill">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProductListing listing={listing} basePath={basePath} cardAction={cardAction} expanded={expanded} />
    </div>
  );
}
