"use client";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

import { inputClass } from "../styles";

export { inputClass, primaryButton, secondaryButton } from "../styles";

type FieldProps = { label: string; error?: string; hint?: string };

/** A labelled control with its hint and error announced with it (aria-describedby). */
function Field({ label, error, hint, children }: FieldProps & { children: (a11y: Record<string, string | boolean>) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": !!error, ...(described ? { "aria-describedby": described } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & { value: string; onChange: (value: string) => void };

export function TextField({ label, error, hint, value, onChange, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <input {...input} {...a11y} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  hint,
  value,
  onChange,
  rows = 4,
}: FieldProps & { value: string; onChange: (v: string) => void; rows?: number }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <textarea {...a11y} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  value,
  onChange,
  options,
}: FieldProps & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => (
        <select {...a11y} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-5" />
      {label}
    </label>
  );
}

/** The form's own failure (the server's message), announced when it appears. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-red-700">
      {message}
    </p>
  );
}
