import Image from "next/image";
import { t } from "@/i18n/server";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { AdminBrand } from "@/server/catalog/manage/brands";

/** Every brand with its logo, storefront address and product count. */
export function AdminBrandList({ brands }: { brands: AdminBrand[] }) {
  return (
    <>
      <AdminPageHeader title={t("admin:brands.title")} action={{ href: "/admin/brands/new", label: t("admin:brands.new") }} />
      <AdminTable
        rows={brands}
        rowKey={(b) => b.id}
        columns={[
          {
            header: t("admin:brands.logo"),
            cell: (b) =>
              b.logo ? (
                <Image src={b.logo} alt={t("admin:brands.currentLogo", { name: b.name })} width={140} height={28} className="h-7 w-auto" />
              ) : (
                t("admin:brands.noLogo")
              ),
          },
          {
            header: t("admin:brands.name"),
            cell: (b) => (
              <Link href={`/admin/brands/${b.id}`} className={adminLink}>
                {b.name}
              </Link>
            ),
          },
          { header: t("admin:brands.slug"), className: "font-mono text-sm", cell: (b) => `/${b.slug}` },
          { header: t("admin:brands.products"), numeric: true, cell: (b) => b.productCount },
        ]}
      />
    </>
  );
}
