import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { storeSettings } from "@/modules/content/data";
import { telHref } from "@/modules/layout/lib/site-links";

/** The shop's phone, e-mail and address beside the forms, for people who would rather call. */
export async function ContactChannels() {
  const { phone, address } = await storeSettings();
  return (
    <section aria-labelledby="contact-channels" className="rounded border border-gray-200 bg-gray-50 p-5 text-sm">
      <h2 id="contact-channels" className="text-base font-semibold text-gray-900">
        {t("forms:contact.otherWays")}
      </h2>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="font-medium text-gray-800">{t("forms:contact.phone")}</dt>
          <dd>
            <a href={telHref(phone)} className="text-primary-700 underline">
              {phone}
            </a>
            <span className="block text-gray-700">{t("forms:contact.hours")}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-800">{t("forms:contact.email")}</dt>
          <dd>
            <a href={`mailto:${storeConfig.email}`} className="text-primary-700 underline">
              {storeConfig.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-800">{t("forms:contact.address")}</dt>
          <dd className="text-gray-800">{address}</dd>
        </div>
      </dl>
    </section>
  );
}
