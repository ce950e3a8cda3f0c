import { t } from "@/i18n/server";
import { seller } from "@/modules/content/data";
import { sellerFields } from "@/shared/content/seller";

/** The seller's legal identity (trade name, MERSİS, KEP, registered address, tax office and number), as the contracts print it. */
export async function SellerIdentity() {
  const identity = await seller();
  return (
    <section aria-labelledby="seller-identity" className="mt-4 rounded border border-gray-200 bg-gray-50 p-5 text-sm">
      <h2 id="seller-identity" className="text-base font-semibold text-gray-900">
        {t("contracts:seller.title")}
      </h2>
      <dl className="mt-3 space-y-2">
        {sellerFields.map((field) => (
          <div key={field}>
            <dt className="font-medium text-gray-800">{t(`contracts:seller.${field}`)}</dt>
            <dd className="break-words text-gray-800">{identity[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The identity in one line, for the footer. */
export async function sellerLine(): Promise<string> {
  return t("contracts:seller.line", await seller());
}
