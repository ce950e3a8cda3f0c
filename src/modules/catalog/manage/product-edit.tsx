import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminProductMedia } from "@/server/catalog/manage/product-media";
import type { AdminProduct } from "@/server/catalog/manage/products";
import { ProductForm } from "./product-form";
import { ProductMedia } from "./product-media";

/** A product's fields, then its images and documents. */
export function AdminProductEdit({
  product,
  media,
  withdrawal,
}: {
  product: AdminProduct;
  media: AdminProductMedia;
  withdrawal?: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader
        title={t("admin:products.editTitle", { name: product.name })}
        back={{ href: "/admin/products", label: t("admin:products.back") }}
        storefront={`/${product.slug}`}
      />
      <ProductForm key={JSON.stringify(product)} product={product} />
      {withdrawal}
      <ProductMedia key={JSON.stringify(media)} productId={product.id} media={media} />
    </>
  );
}
