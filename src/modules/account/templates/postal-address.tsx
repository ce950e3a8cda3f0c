import { t } from "@/i18n/server";
import { displayPhone } from "@/lib/phone";
import type { PostalAddress } from "@/shared/account/address";

/** What an invoice needs beyond the address: its kind and the buyer's identity or company and tax details. */
function InvoiceDetails({ address }: { address: PostalAddress }) {
  const rows: [string, string | undefined][] =
    address.billingType === "corporate"
      ? [
          [t("account:addressForm.companyName"), address.companyName],
          [t("account:addressForm.taxOffice"), address.taxOffice],
          [t("account:addressForm.taxNumber"), address.taxNumber],
        ]
      : [[t("account:addressForm.tcKimlikNo"), address.tcKimlikNo]];
  return (
    <dl className="mt-2 space-y-0.5 border-t border-gray-200 pt-2">
      <div className="flex gap-2">
        <dt className="text-gray-700">{t("account:addressForm.billingType")}:</dt>
        <dd>{t(`account:addressForm.${address.billingType}`)}</dd>
      </div>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-gray-700">{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * An address as it was copied into an order. The invoice details belong to the billing address only: the
 * delivery address is where the parcel goes, not who is invoiced.
 */
export function PostalAddressBlock({ title, address, billing = false }: { title: string; address: PostalAddress; billing?: boolean }) {
  return (
    <section aria-label={title} className="rounded border border-gray-200 p-4 text-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <address className="space-y-0.5 not-italic text-gray-800">
        <p>{address.fullName}</p>
        <p>{address.line}</p>
        <p>
          {address.neighbourhood}, {address.district} / {address.city} {address.postcode}
        </p>
        <p>{displayPhone(address.phone)}</p>
      </address>
      {billing ? <InvoiceDetails address={address} /> : null}
    </section>
  );
}
