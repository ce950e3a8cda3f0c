import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import type { AdminProductMedia } from "@/server/admin/product-media";
import type { AdminProduct } from "@/server/admin/products";
import { ProductForm } from "../components/product-form";
import { ProductMedia } from "../components/product-media";
import { AdminPageHeader } from "./admin-page-header";

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
