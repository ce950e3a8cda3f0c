import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import { adminLink } from "../components/admin-table";

/** An admin page's heading; detail pages add the way back to their list and the record's storefront page. */
export function AdminPageHeader({
  title,
  back,
  storefront,
  action,
}: {
  title: string;
  back?: { href: string; label: string };
  storefront?: string;
  action?: { href: string; label: string };
}) {
  return (
    <>
      {(back || storefront) && (
        <p className="flex gap-4">
          {back && (
            <Link href={back.href} className={adminLink}>
              {back.label}
            </Link>
          )}
          {storefront && (
            <Link href={storefront} className={adminLink}>
              {t("admin:common.viewInStore")}
            </Link>
          )}
        </p>
      )}
      <div className="mt-2 mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        {action && (
          <Link href={action.href} className="rounded bg-orange-700 px-4 py-2 font-medium text-white">
            {action.label}
          </Link>
        )}
      </div>
    </>
  );
}
