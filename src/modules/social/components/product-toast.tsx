"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import { TOAST_DEFAULT_MS, TOAST_SHORT_MS } from "@/modules/ui/lib/toasts";
import Link from "@/modules/ui/link";
import { useToast } from "@/modules/ui/use-toast";
import type { ProductSummary } from "@/shared/social/types";

/** The product summary in a success toast, linking to the account page that now shows it. */
function ProductToastBody({ product, href, linkLabel, text }: { product: ProductSummary; href: string; linkLabel: string; text?: string }) {
  return (
    <>
      {text && <span className="block text-gray-800">{text}</span>}
      <Link href={href} className="mt-1 flex items-center gap-3 rounded hover:underline">
        {product.image && <Image src={product.image} alt="" width={36} height={48} className="h-12 w-9 shrink-0 rounded object-cover" />}
        <span className="min-w-0">
          <span className="block truncate font-medium text-gray-900">{product.name}</span>
          <span className="block text-gray-700">{formatPrice(product.price)}</span>
          <span className="block text-primary-800">{linkLabel}</span>
        </span>
      </Link>
    </>
  );
}

export type ProductToastKind =
  | "favoriteAdded"
  | "favoriteRemoved"
  | "collectionAdded"
  | "collectionRemoved"
  | "alarmAdded"
  | "alarmRemoved"
  | "notifyAdded"
  | "notifyRemoved"
  | "reviewSubmitted";

/** Success, notice and error toasts of the favourite, collection and review islands (3.5 s; a notice, to be read, 5 s). */
export function useSocialToasts() {
  const { t } = useTranslation("social");
  const toast = useToast();
  return {
    product(kind: ProductToastKind, product: ProductSummary, href: string, text?: string) {
      toast.success({
        title: t(`toast.${kind}`),
        description: <ProductToastBody product={product} href={href} linkLabel={t(`toast.${kind}Link`)} text={text} />,
        duration: TOAST_SHORT_MS,
      });
    },
    /** A rule of the shop rather than a fault (only buyers review): the answer as information, with its explanation. */
    notice(message: string, explanation?: string) {
      toast.info({ title: message, description: explanation, duration: TOAST_DEFAULT_MS });
    },
    /** Title "Hata", the message, and an explanation when there is one. */
    error(message: string, explanation?: string) {
      toast.error({ title: t("errors.title"), description: explanation ? `${message} ${explanation}` : message, duration: TOAST_SHORT_MS });
    },
  };
}
