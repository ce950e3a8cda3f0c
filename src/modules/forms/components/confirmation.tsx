"use client";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";

/** Shown instead of the form once it is sent; focus moves to its heading so screen readers read it. */
export function Confirmation({ reference }: { reference: string | null }) {
  const { t } = useTranslation("forms");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="form-confirmation" className="rounded border border-success bg-green-50 p-6">
      <h2 id="form-confirmation" ref={heading} tabIndex={-1} className="text-xl font-bold text-success">
        {t("confirmation.title")}
      </h2>
      <p className="mt-2 text-gray-800">{t("confirmation.text")}</p>
      {reference !== null ? <p className="mt-2 font-semibold text-gray-900">{t("confirmation.reference", { reference })}</p> : null}
      <Link href="/" className="mt-4 inline-block font-semibold text-primary-700 underline hover:text-primary-800">
        {t("confirmation.home")}
      </Link>
    </section>
  );
}
