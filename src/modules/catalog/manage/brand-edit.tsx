import Image from "next/image";
import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminBrand } from "@/server/catalog/manage/brands";
import { BrandLogoUpload } from "./brand-logo-upload";
import { BrandForm } from "./named-entity-form";

const back = () => ({ href: "/admin/brands", label: t("admin:brands.back") });

export function AdminNewBrand() {
  return (
    <>
      <AdminPageHeader title={t("admin:brands.newTitle")} back={back()} />
      <BrandForm />
    </>
  );
}

/** A brand's fields, then its logo. */
export function AdminBrandEdit({ brand }: { brand: AdminBrand }) {
  return (
    <>
      <AdminPageHeader title={t("admin:brands.editTitle", { name: brand.name })} back={back()} storefront={`/${brand.slug}`} />
      <BrandForm key={JSON.stringify(brand)} brand={brand} />
      <section aria-labelledby="brand-logo" className="mt-10 flex flex-col gap-4">
        <h2 id="brand-logo" className="font-semibold text-xl">
          {t("admin:brands.logo")}
        </h2>
        {brand.logo ? (
          <Image src={brand.logo} alt={t("admin:brands.currentLogo", { name: brand.name })} width={280} height={57} />
        ) : (
          <p>{t("admin:brands.noLogo")}</p>
        )}
        <BrandLogoUpload brandId={brand.id} />
      </section>
    </>
  );
}
