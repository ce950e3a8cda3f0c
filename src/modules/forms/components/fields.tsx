"use client";
import type { ComponentProps, ReactNode, TextareaHTMLAttributes } from "react";
import { useId } from "react";
import { CheckboxField as Checkbox, SelectField as Select, TextField as Text } from "@/modules/account/components/fields";
import { useFormField } from "./form-context";

/**
 * The shop's labelled controls (the account forms' ones), bound to the form by name: the error comes from the
 * form's last check (browser or server) and the value from its last submission. `initialValue` fills a fresh
 * form; after a rejected submission the field shows what was sent instead.
 */

type Bound<P> = Omit<P, "name" | "defaultValue" | "error"> & { name: string; initialValue?: string };

export function TextField({ name, initialValue, ...props }: Bound<ComponentProps<typeof Text>>) {
  const field = useFormField(name);
  return <Text name={name} defaultValue={field.defaultValue ?? initialValue} error={field.error} {...props} />;
}

export function SelectField({ name, initialValue, ...props }: Bound<ComponentProps<typeof Select>>) {
  const field = useFormField(name);
  return <Select name={name} defaultValue={field.defaultValue ?? initialValue ?? ""} error={field.error} {...props} />;
}

/** A checkbox sends "on" when ticked; after a rejected submission it stays as it was. */
export function CheckboxField({ name, ...props }: Omit<Bound<ComponentProps<typeof Checkbox>>, "initialValue">) {
  const field = useFormField(name);
  return <Checkbox name={name} defaultChecked={field.defaultValue === "on"} error={field.error} {...props} />;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "defaultValue"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** The account forms have no text area; this one looks and behaves like their fields. */
export function TextAreaField({ name, label, hint, required, className, ...textarea }: TextAreaProps) {
  const field = useFormField(name);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", field.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        defaultValue={field.defaultValue}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded border bg-white px-3 py-2.5 focus:border-primary-600 ${field.error ? "border-danger" : "border-gray-400"}`}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of fields under a visible legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
