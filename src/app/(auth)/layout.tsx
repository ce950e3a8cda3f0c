import type { ReactNode } from "react";
import { ShopLayout } from "@/modules/layout/templates/shop-layout";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ShopLayout name="auth" namespaces={["account", "social"]}>
      {children}
    </ShopLayout>
  );
}
