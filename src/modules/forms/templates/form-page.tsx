import type { ReactNode } from "react";
import { Translations } from "@/i18n/translations";

/** The frame of a form page: title and introduction, the form, and an optional side column. */
export function FormPage({ title, intro, aside, children }: { title: string; intro: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {/* The forms' phone field shares the account forms' texts. */}
          <Translations namespaces={["forms", "account"]}>{children}</Translations>
        </div>
        {aside ? <aside className="lg:pt-10">{aside}</aside> : null}
      </div>
    </div>
  );
}
