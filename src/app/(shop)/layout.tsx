import type { ReactNode } from "react";
import { ShopLayout } from "@/modules/layout/templates/shop-layout";

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <ShopLayout name="default">{children}</ShopLayout>;
}
