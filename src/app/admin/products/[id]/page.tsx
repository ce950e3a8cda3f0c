import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminProduct, getProductMedia, isPriceOnRequest, isWithdrawalExcluded, productBusinessPrices } from "@/modules/catalog/data";
import { BusinessPricesEditor } from "@/modules/catalog/manage/business-prices-editor";
import { AdminProductEdit } from "@/modules/catalog/manage/product-edit";
import { ProductFlagToggle } from "@/modules/catalog/manage/product-flag-toggle";

export default staffPage("/admin/products/[id]", async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [product, media, excluded, prices, onRequest] = id
    ? await Promise.all([
        getAdminProduct(id),
        getProductMedia(id),
        isWithdrawalExcluded(id),
        productBusinessPrices(id),
        isPriceOnRequest(id),
      ])
    : [null, null, false, null, false];
  if (!product || !media || !prices) notFound();
  return (
    <AdminProductEdit
      product={product}
      media={media}
      withdrawal={
        <>
          <ProductFlagToggle productId={product.id} flag="priceOnRequest" initial={onRequest} />
          <ProductFlagToggle productId={product.id} flag="excluded" initial={excluded} />
          <BusinessPricesEditor key={JSON.stringify(prices)} productId={product.id} {...prices} />
        </>
      }
    />
  );
});
