"use client";
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { useTranslation } from "@/i18n/client";
import type { Outcome } from "../use-outcome";

/**
 * Labelled form controls of the account forms. A field shows its error only when the error is a
 * non-empty string, and then it is marked invalid (aria-invalid, red border, message tied by aria-describedby).
 */

type FieldFrame = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean };

const controlClass = (error?: string) =>
  `w-full rounded border bg-white px-3 py-2.5 focus:border-primary-600 ${error ? "border-danger" : "border-gray-400"}`;

function useDescribedBy(error?: string, hint?: ReactNode) {
  const id = useId();
  const ids = { id, errorId: `${id}-error`, hintId: `${id}-hint` };
  const describedBy = [hint ? ids.hintId : "", error ? ids.errorId : ""].filter(Boolean).join(" ") || undefined;
  return { ...ids, describedBy };
}

function Messages({ error, hint, errorId, hintId }: { error?: string; hint?: ReactNode; errorId: string; hintId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-800">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; addon?: ReactNode };

export function TextField({ label, error, hint, required, addon, ref, className, ...input }: TextFieldProps) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <div className="relative">
        <input
          ref={ref}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass(error)} ${addon ? "pr-20" : ""}`}
          {...input}
        />
        {addon}
      </div>
      <Messages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

/** The e-mail input of the sign-in, sign-up and forgotten-password forms. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type">) {
  const { t } = useTranslation("account");
  return <TextField label={t("auth.email")} type="email" autoComplete="email" required {...props} />;
}

type SelectFieldProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, error, hint, required, ref, className, children, ...select }: SelectFieldProps) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error)}
        {...select}
      >
        {children}
      </select>
      <Messages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

type CheckboxFieldProps = Omit<FieldFrame, "hint"> & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, required, ref, className, ...input }: CheckboxFieldProps) {
  const { id, errorId, describedBy } = useDescribedBy(error);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 size-4 shrink-0 accent-primary-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <Messages error={error} errorId={errorId} hintId="" />
    </div>
  );
}

/** Success or failure line of a form; announced to screen readers. */
export function FormStatus({ outcome }: { outcome: Outcome }) {
  if (!outcome?.text) return null;
  const error = outcome.kind === "error";
  return (
    <p
      role={error ? "alert" : "status"}
      className={`rounded border px-3 py-2 text-sm ${error ? "border-danger bg-red-50 text-danger" : "border-success bg-green-50 text-success"}`}
    >
      {outcome.text}
    </p>
  );
}
