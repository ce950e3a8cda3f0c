import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { ProductForm } from "@/modules/admin/components/product-form";
import { ProductMedia } from "@/modules/admin/components/product-media";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getProductMedia } from "@/server/admin/product-media";
import { getAdminProduct } from "@/server/admin/products";

export default staffPage(async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [product, media] = id ? await Promise.all([getAdminProduct(id), getProductMedia(id)]) : [null, null];
  if (!product || !media) notFound();
  return (
    <>
      <AdminPageHeader
        title={t("admin:products.editTitle", { name: product.name })}
        back={{ href: "/admin/products", label: t("admin:products.back") }}
        storefront={`/${product.slug}`}
      />
      <ProductForm key={JSON.stringify(product)} product={product} />
      <ProductMedia key={JSON.stringify(media)} productId={product.id} media={media} />
    </>
  );
});
