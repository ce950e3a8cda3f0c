import { Translations } from "@/i18n/translations";
import { ReorderButton } from "@/modules/cart/components/reorder-button";
import { secondaryButtonClass } from "../styles";

/** "Tekrar sipariş ver" on a customer's own order (My Orders and its detail), with the words its report needs. */
export function Reorder({ orderId, number }: { orderId: number; number: string }) {
  return (
    <Translations namespaces={["cart:bulk", "cart:reorder"]}>
      <ReorderButton orderId={orderId} number={number} className={secondaryButtonClass} />
    </Translations>
  );
}
