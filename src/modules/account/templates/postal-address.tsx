import { t } from "@/i18n/server";
import { displayPhone } from "@/lib/phone";
import type { PostalAddress } from "@/shared/account/address";

/** An address as it was copied into an order. */
export function PostalAddressBlock({ title, address }: { title: string; address: PostalAddress }) {
  return (
    <section aria-label={title} className="rounded border border-gray-200 p-4 text-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <address className="space-y-0.5 not-italic text-gray-800">
        <p>{address.fullName}</p>
        {address.billingType === "corporate" && address.companyName ? (
          <p>
            {address.companyName} · {t("account:addresses.taxShort", { office: address.taxOffice, number: address.taxNumber })}
          </p>
        ) : null}
        <p>{address.line}</p>
        <p>
          {address.neighbourhood}, {address.district} / {address.city} {address.postcode}
        </p>
        <p>{displayPhone(address.phone)}</p>
      </address>
    </section>
  );
}
