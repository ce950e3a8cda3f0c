import "server-only";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { signInHref } from "@/modules/layout/lib/site-links";
import Link from "@/modules/ui/link";
import { ownerExists, setupProgress } from "../data";
import { OwnerForm } from "./owner-form";

export const SETUP_PATH = "/admin/setup";

/**
 * /admin/setup of a live shop: before the owner exists, the form that makes the owner's account with the setup
 * code; after, the setup's steps, each with whether it is done and where it is completed.
 */
export async function SetupPage() {
  const [hasOwner, steps] = await Promise.all([ownerExists(), setupProgress()]);
  return (
    <main id="content" className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("setup:title")}</h1>
      <p className="text-gray-700">{t("setup:intro")}</p>
      {hasOwner ? (
        <section aria-labelledby="setup-steps-title" className="space-y-3">
          <h2 id="setup-steps-title" className="text-lg font-semibold">
            {t("setup:steps.heading")}
          </h2>
          <ol className="space-y-2">
            {steps.map((step) => (
              <li key={step.key} className="flex items-center justify-between gap-3 rounded border border-gray-300 px-3 py-2">
                {step.done ? <span>{t(`setup:steps.${step.key}`)}</span> : <Link href={step.href}>{t(`setup:steps.${step.key}`)}</Link>}
                <span className={step.done ? "text-success" : "text-gray-600"}>
                  {t(step.done ? "setup:steps.done" : "setup:steps.todo")}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <Translations namespaces={["setup", "account:auth", "account:validation", "account:authErrors"]}>
          <OwnerForm signInHref={signInHref(SETUP_PATH)} />
        </Translations>
      )}
    </main>
  );
}
