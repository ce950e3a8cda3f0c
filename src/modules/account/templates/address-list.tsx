import { t } from "@/i18n/server";
import { displayPhone } from "@/lib/phone";
import Link from "@/modules/ui/link";
import type { Address } from "@/server/account/addresses";
import { AddressActions } from "../components/address-actions";
import { FormStatus } from "../components/fields";
import { ADDRESSES_PATH } from "../paths";
import { buttonClass } from "../styles";

/** Shows only the first and last two digits: enough to recognise, not enough to copy. */
const maskId = (id: string) => `${id.slice(0, 2)}${"•".repeat(Math.max(0, id.length - 4))}${id.slice(-2)}`;

function BillingLine({ address }: { address: Address }) {
  if (address.billingType === "individual") {
    return (
      <p>
        {t("account:addresses.individual")} · {t("account:addresses.tcKimlikShort")}: {maskId(address.tcKimlikNo ?? "")}
      </p>
    );
  }
  return (
    <p>
      {t("account:addresses.corporate")} · {address.companyName} ·{" "}
      {t("account:addresses.taxShort", { office: address.taxOffice, number: address.taxNumber })}
    </p>
  );
}

export function AddressList({ addresses, saved }: { addresses: Address[]; saved: boolean }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("account:addresses.title")}</h1>
        <Link href={`${ADDRESSES_PATH}/new`} className={buttonClass}>
          {t("account:addresses.add")}
        </Link>
      </div>
      {saved ? <FormStatus outcome={{ kind: "success", text: t("account:addresses.saved") }} /> : null}
      {addresses.length === 0 ? (
        <p className="text-gray-700">{t("account:addresses.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className={`rounded border p-4 ${a.isDefault ? "border-primary-600" : "border-gray-200"}`}>
              <article aria-labelledby={`address-${a.id}`}>
                <h2 id={`address-${a.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
                  {a.title}
                  {a.isDefault ? (
                    <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
                      {t("account:addresses.default")}
                    </span>
                  ) : null}
                </h2>
                <div className="mt-2 space-y-0.5 text-sm text-gray-800">
                  <p>
                    {a.fullName} · {displayPhone(a.phone)}
                  </p>
                  <p>{a.line}</p>
                  <p>
                    {a.neighbourhood}, {a.district} / {a.city} {a.postcode}
                  </p>
                  <BillingLine address={a} />
                </div>
                <AddressActions id={a.id} title={a.title} isDefault={a.isDefault} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
