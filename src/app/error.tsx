"use client";
import { useTranslation } from "@/i18n/client";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="content" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p className="mt-2 text-gray-600">{t("error.text")}</p>
      <button type="button" className="mt-6 rounded bg-primary-700 px-4 py-2 text-white" onClick={reset}>
        {t("error.retry")}
      </button>
    </main>
  );
}
