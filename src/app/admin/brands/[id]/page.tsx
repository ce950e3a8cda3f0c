import Image from "next/image";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { BrandLogoUpload } from "@/modules/admin/components/brand-logo-upload";
import { BrandForm } from "@/modules/admin/components/named-entity-form";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getAdminBrand } from "@/server/admin/brands";

export default staffPage(async function AdminBrand({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const brand = id ? await getAdminBrand(id) : null;
  if (!brand) notFound();
  return (
    <>
      <AdminPageHeader
        title={t("admin:brands.editTitle", { name: brand.name })}
        back={{ href: "/admin/brands", label: t("admin:brands.back") }}
        storefront={`/${brand.slug}`}
      />
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
});
