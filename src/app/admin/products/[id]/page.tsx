import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { AdminProductEdit } from "@/modules/admin/templates/product-edit";
import { getProductMedia } from "@/server/admin/product-media";
import { getAdminProduct } from "@/server/admin/products";

export default staffPage(async function AdminProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [product, media] = id ? await Promise.all([getAdminProduct(id), getProductMedia(id)]) : [null, null];
  if (!product || !media) notFound();
  return <AdminProductEdit product={product} media={media} />;
});
