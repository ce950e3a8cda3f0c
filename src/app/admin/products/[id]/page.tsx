import Link from "next/link";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { ProductForm } from "@/modules/admin/components/product-form";
import { staffPage } from "@/server/services/admin-access";
import { getAdminProduct } from "@/server/services/admin-catalog";

export default staffPage(async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const product = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? await getAdminProduct(id) : null;
  if (!product) notFound();
  return (
    <>
      <p className="flex gap-4">
        <Link href="/admin/products" className="text-orange-800 underline">
          {t("admin:products.back")}
        </Link>
        <Link href={`/${product.slug}`} className="text-orange-800 underline">
          {t("admin:products.view")}
        </Link>
      </p>
      <h1 className="mt-2 mb-6 font-semibold text-2xl">{t("admin:products.editTitle", { name: product.name })}</h1>
      <ProductForm key={JSON.stringify(product)} product={product} />
    </>
  );
});
