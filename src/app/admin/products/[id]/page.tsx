import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { BusinessPricesEditor } from "@/modules/admin/components/business-prices-editor";
import { ProductFlagToggle } from "@/modules/admin/components/product-flag-toggle";
import { getAdminProduct, getProductMedia, isPriceOnRequest, isWithdrawalExcluded, productBusinessPrices } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminProductEdit } from "@/modules/admin/templates/product-edit";

export default staffPage(async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
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
