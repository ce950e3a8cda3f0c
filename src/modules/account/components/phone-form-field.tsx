"use client";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { PhoneField } from "@/modules/ui/phone-field";
import { useFieldError } from "../use-field-error";

/**
 * The phone field inside a react-hook-form form. The field hands out undefined for an emptied number
 * but react-hook-form reads undefined as "never set" and shows the default value again, so the
 * form keeps null for "no phone" (defaults and resets included).
 */
export function PhoneFormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          label={label}
          required={required}
          name={field.name}
          value={field.value ?? undefined}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
