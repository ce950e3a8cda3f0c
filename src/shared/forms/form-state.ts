import type { z } from "zod";

/** Field name -> key of its message in the `forms` namespace. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What a form shows after a submission, with or without JavaScript (useActionState keeps it either way).
 * `attempt` counts submissions, so the form can be re-created with the values sent last time.
 */
export type FormState =
  | { status: "idle"; attempt: number }
  | { status: "invalid"; attempt: number; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; attempt: number; message: string; values: Record<string, string> }
  | { status: "sent"; attempt: number; reference: string | null };

export const initialFormState: FormState = { status: "idle", attempt: 0 };

/** The first message of each field that has a problem. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text fields of a submitted form; React's own action fields ($ACTION_…) and files are left out. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) values[key] = value;
  }
  return values;
}
