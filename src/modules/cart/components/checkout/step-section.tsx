"use client";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "@/i18n/client";

type Props = {
  index: number;
  title: string;
  state: "done" | "current" | "upcoming";
  summary?: ReactNode;
  onEdit?: () => void;
  children?: ReactNode;
};

/** One checkout step: its number and title, a summary once done (with "Değiştir"), its form while current. */
export function StepSection({ index, title, state, summary, onEdit, children }: Props) {
  const { t } = useTranslation("cart");
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to a step moves the keyboard and screen-reader focus to it.
  useEffect(() => {
    if (state === "current" && index > 1) heading.current?.focus();
  }, [state, index]);
  return (
    <section aria-labelledby={`step-${index}`} className="rounded border border-gray-200 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2
          id={`step-${index}`}
          ref={heading}
          tabIndex={-1}
          className={state === "upcoming" ? "text-lg font-semibold text-gray-500" : "text-lg font-semibold"}
        >
          <span
            className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-gray-900 text-sm text-white"
            aria-hidden="true"
          >
            {index}
          </span>
          {title}
          {state === "done" && <span className="sr-only"> ({t("checkout.stepDone")})</span>}
        </h2>
        {state === "done" && onEdit && (
          <button type="button" onClick={onEdit} className="text-sm text-primary-700 underline hover:text-primary-800">
            {t("checkout.edit")}
          </button>
        )}
      </div>
      {state === "done" && summary && <div className="mt-2 text-sm text-gray-700">{summary}</div>}
      {state === "current" && <div className="mt-4">{children}</div>}
    </section>
  );
}
