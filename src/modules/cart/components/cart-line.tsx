"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import Link from "@/modules/ui/link";
import type { CartItem } from "@/shared/cart/types";
import { useCart } from "../use-cart";
import { QuantityStepper } from "./quantity-stepper";
import { Spinner } from "./spinner";

/** One cart line: image, name, variant, price, stock note, quantity stepper and remove (with Undo in the toast). */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation("cart");
  const { update, remove, pending } = useCart();
  const busy = pending === `update:${item.id}` || pending === `remove:${item.id}`;
  const discounted = item.originalUnitPrice > item.unitPrice;
  // A quote's line keeps the quantity it was quoted for: more units go on a line of their own.
  const locked = item.priceKind === "quote";
  const stockNote =
    item.stockState === "out_of_stock"
      ? t("line.outOfStock")
      : item.quantity > item.maxQuantity
        ? t("line.tooMany", { count: item.maxQuantity })
        : item.stockState === "low_stock"
          ? t("line.lowStock", { count: item.maxQuantity })
          : null;

  return (
    <li className="flex gap-3 py-4" aria-busy={busy || undefined}>
      <div className="flex h-24 w-18 shrink-0 items-center justify-center overflow-hidden rounded bg-gray-50">
        {item.image && <Image src={item.image.url} alt={item.image.alt} width={72} height={96} className="h-full w-full object-contain" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={`/${item.slug}`} onClick={onNavigate} className="font-medium hover:underline">
          {item.name}
        </Link>
        {item.variant && <p className="text-sm text-gray-600">{item.variant.label}</p>}
        <p className="text-sm">
          {discounted && <s className="mr-2 text-gray-500">{formatPrice(item.originalUnitPrice)}</s>}
          <span className="font-semibold">{formatPrice(item.unitPrice)}</span>
          {item.priceKind !== "public" && <span className="ml-2 text-green-800">{t(`line.priceKind.${item.priceKind}`)}</span>}
        </p>
        {locked && <p className="text-sm text-gray-600">{t("line.quoteLocked")}</p>}
        {stockNote && (
          <p
            className={
              item.stockState === "low_stock" && item.quantity <= item.maxQuantity ? "text-sm text-warning" : "text-sm text-danger"
            }
          >
            {stockNote}
          </p>
        )}
        <div className="mt-1 flex items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(item.maxQuantity, 1)}
            onChange={(quantity) => void update(item, quantity)}
            label={t(locked ? "quantity.lockedGroup" : "quantity.group", { name: item.name })}
            busy={pending !== null}
            disabled={locked || item.stockState === "out_of_stock"}
          />
          <span className="font-semibold tabular-nums">{formatPrice(item.lineTotal)}</span>
        </div>
        <button
          type="button"
          onClick={() => void remove(item)}
          disabled={pending !== null}
          className="inline-flex items-center gap-1 self-start text-sm text-gray-600 underline hover:text-danger disabled:cursor-not-allowed disabled:text-gray-400"
          aria-label={t("line.removeNamed", { name: item.name })}
        >
          {pending === `remove:${item.id}` && <Spinner className="size-3" />}
          {t("line.remove")}
        </button>
      </div>
    </li>
  );
}
