import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import {
  getAdminProduct,
  getProductMedia,
  isPriceOnRequest,
  isWithdrawalExcluded,
  productBusinessPrices,
  productParcel,
} from "@/modules/catalog/data";
import { BusinessPricesEditor } from "@/modules/catalog/manage/business-prices-editor";
import { AdminProductEdit } from "@/modules/catalog/manage/product-edit";
import { ProductFlagToggle } from "@/modules/catalog/manage/product-flag-toggle";
import { ProductParcelForm } from "@/modules/catalog/manage/product-parcel-form";

export default staffPage("/admin/products/[id]", async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [product, media, excluded, prices, onRequest, parcel] = id
    ? await Promise.all([
        getAdminProduct(id),
        getProductMedia(id),
        isWithdrawalExcluded(id),
        productBusinessPrices(id),
        isPriceOnRequest(id),
        productParcel(id),
      ])
    : [null, null, false, null, false, null];
  if (!product || !media || !prices || !parcel) notFound();
  return (
    <AdminProductEdit
      product={product}
      media={media}
      withdrawal={
        <>
          <ProductFlagToggle productId={product.id} flag="priceOnRequest" initial={onRequest} />
          <ProductFlagToggle productId={product.id} flag="excluded" initial={excluded} />
          <BusinessPricesEditor key={JSON.stringify(prices)} productId={product.id} {...prices} />
          <ProductParcelForm key={JSON.stringify(parcel)} productId={product.id} parcel={parcel} />
        </>
      }
    />
  );
});
