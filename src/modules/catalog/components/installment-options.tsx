"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import { postJson } from "@/modules/api/client";
import type { InstallmentTable } from "@/shared/orders/payments";

/**
 * The product's (or its chosen variant's) installment table by card family, asked for when the shopper opens it (iyzico's rates, cached per
 * price on the server). Each row shows the count, the monthly amount and the total together, as the law asks.
 */
export function InstallmentOptions({ productId, variantId }: { productId: number; variantId?: number }) {
  const { t } = useTranslation("cart");
  const [table, setTable] = useState<InstallmentTable | "loading" | "failed" | null>(null);
  const load = () => {
    if (table !== null && table !== "failed") return;
    setTable("loading");
    postJson<InstallmentTable>("/api/catalog/installments", { productId, variantId }).then(setTable, () => setTable("failed"));
  };
  return (
    <details className="rounded border border-gray-200" onToggle={(e) => e.currentTarget.open && load()}>
      <summary className="cursor-pointer px-4 py-3 font-semibold">{t("installments.title")}</summary>
      <div className="border-t border-gray-200 p-4 text-sm">
        {table === "loading" || table === null ? (
          <p role="status">{t("installments.loading")}</p>
        ) : table === "failed" || table.families.length === 0 ? (
          <p role="status">{t("installments.failed")}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {table.families.map((family) => (
                <table key={family.cardFamily} className="w-full text-left">
                  <caption className="pb-1 text-left font-semibold">{t("installments.caption", { family: family.cardFamily })}</caption>
                  <thead className="border-b border-gray-200 text-gray-700">
                    <tr>
                      <th scope="col" className="py-1 pr-2 font-medium">
                        {t("installments.count")}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right font-medium">
                        {t("installments.monthly")}
                      </th>
                      <th scope="col" className="py-1 pl-2 text-right font-medium">
                        {t("installments.total")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {family.rows.map((row) => (
                      <tr key={row.count}>
                        <th scope="row" className="py-1 pr-2 font-normal">
                          {row.count === 1 ? t("installments.single") : t("cardPayment.installmentCount", { count: row.count })}
                        </th>
                        <td className="px-2 py-1 text-right whitespace-nowrap">{formatPrice(row.monthly)}</td>
                        <td className="py-1 pl-2 text-right whitespace-nowrap">{formatPrice(row.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </div>
            <p className="text-xs text-gray-700">{t("installments.note", { max: table.maxInstallments })}</p>
          </div>
        )}
      </div>
    </details>
  );
}
