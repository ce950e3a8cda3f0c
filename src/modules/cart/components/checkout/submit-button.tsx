"use client";
import type { ReactNode } from "react";
import { Spinner } from "../spinner";

/** The primary button of a checkout step, showing the pending state while its request is in flight. */
export function SubmitButton({ pending, children, onClick }: { pending: boolean; children: ReactNode; onClick?: () => void }) {
  return (
    <button
      type={onClick ? "button" : "submit"}
      onClick={onClick}
      aria-busy={pending || undefined}
      className="inline-flex items-center justify-center gap-2 self-start rounded bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
