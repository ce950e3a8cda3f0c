"use client";
import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/client";

type Props = {
  label: string;
  productName: string;
  icon: ReactNode;
  /** On a listing card: a round icon over the photo (`cardIcon`, drawn by CSS), named after the product; otherwise icon and label. */
  onCard: boolean;
  cardIcon: "heart" | "bookmark";
  /** The product is in (favourited): the control is drawn in the primary colour. */
  active?: boolean;
  busy: boolean;
  onClick: () => void;
  opensDialog?: boolean;
};

/**
 * The favourite and collection buttons of the product page and of listing cards. The label says what pressing
 * does, so a toggle is not also announced as pressed.
 */
export function ProductActionButton({
  label,
  productName,
  icon,
  onCard,
  cardIcon,
  active = false,
  busy,
  onClick,
  opensDialog = false,
}: Props) {
  const { t } = useTranslation("social");
  const common = { type: "button", onClick, "aria-busy": busy || undefined, "aria-haspopup": opensDialog ? "dialog" : undefined } as const;
  if (onCard)
    return (
      <button
        {...common}
        aria-label={t("actionOn", { action: label, name: productName })}
        className={`card-action card-icon-${cardIcon}${active ? " is-active" : ""}`}
      />
    );
  return (
    <button
      {...common}
      className={`inline-flex items-center gap-2 rounded border px-4 py-2 font-semibold hover:border-primary-600 hover:text-primary-800 ${
        active ? "border-primary-600 text-primary-800" : "border-gray-300 text-gray-900"
      }`}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
}
