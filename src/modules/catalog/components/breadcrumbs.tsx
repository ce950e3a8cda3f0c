import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import { breadcrumbJsonLd, type Crumb } from "../structured-data";
import { JsonLd } from "./json-ld";

/** The trail from the home page, shown as links and given to search engines as a BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ name: t("catalog:breadcrumb.home"), path: "/" }, ...trail];
  return (
    <>
      <nav aria-label={t("catalog:breadcrumb.label")} className="text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={c.path} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden="true">›</span>}
                {last ? (
                  <span aria-current="page" className="text-gray-900">
                    {c.name}
                  </span>
                ) : (
                  <Link href={c.path} className="hover:text-primary-700 hover:underline">
                    {c.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, storeConfig.siteUrl)} />
    </>
  );
}
