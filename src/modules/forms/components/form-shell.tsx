"use client";
import { type FormEvent, type ReactNode, useActionState, useEffect, useRef, useState, useTransition } from "react";
import { useTranslation } from "@/i18n/client";
import { ApiCallError, postJson } from "@/modules/api/client";
import { type FormName, formSchemas } from "@/shared/forms";
import { type FieldErrors, type FormState, fieldErrors, formValues, initialFormState } from "@/shared/forms/form-state";
import { Confirmation } from "./confirmation";
import { FormFieldsContext } from "./form-context";
import { Honeypot } from "./honeypot";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

const errorsOf = (state: FormState): FieldErrors => (state.status === "invalid" ? state.errors : {});

/** A checked form sent to POST /api/forms/submit, and its answer as the form shows it. */
async function sendForm(form: FormName, values: Record<string, string>, attempt: number): Promise<FormState> {
  try {
    const { reference } = await postJson<{ reference: string | null }>("/api/forms/submit", { form, values });
    return { status: "sent", attempt, reference };
  } catch (error) {
    const limited = error instanceof ApiCallError && error.status === 429;
    return { status: "failed", attempt, message: limited ? "errors.rateLimited" : "errors.sendFailed", values };
  }
}

/**
 * Without JavaScript a form posts to its server action (useActionState shows the answer in the page it renders).
 * With JavaScript the shared zod schema checks it first and a rejected form is not sent at all; a valid one goes to
 * the forms' API, which answers its limit with 429 as every API limit does. Either way the errors are the same keys
 * on the same fields, and the first invalid field gets the focus.
 */
export function FormShell({ form, action, label, children }: { form: FormName; action: Action; label: string; children: ReactNode }) {
  const { t } = useTranslation("forms");
  const [actionState, formAction] = useActionState(action, initialFormState);
  const [answer, setAnswer] = useState<FormState | null>(null);
  const [pending, startSending] = useTransition();
  const state = answer ?? actionState;
  const [errors, setErrors] = useState<FieldErrors>(() => errorsOf(state));
  const [seenAttempt, setSeenAttempt] = useState(state.attempt);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // A new answer from the server replaces the errors shown (adjusting state while rendering, not in an effect).
  if (state.attempt !== seenAttempt) {
    setSeenAttempt(state.attempt);
    setErrors(errorsOf(state));
    setFocusRequest((n) => n + 1);
  }

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  if (state.status === "sent") return <Confirmation reference={state.reference} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(new FormData(event.currentTarget));
    const parsed = formSchemas[form].safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFocusRequest((n) => n + 1);
      return;
    }
    const attempt = state.attempt + 1;
    startSending(async () => {
      const sent = await sendForm(form, values, attempt);
      startSending(() => setAnswer(sent));
    });
  };

  // Typing into a field with an error takes the error away until the next check.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const setFieldError = (name: string, key: string | undefined) =>
    setErrors(({ [name]: _old, ...rest }) => (key ? { ...rest, [name]: key } : rest));

  return (
    <FormFieldsContext value={{ errors, values: "values" in state ? state.values : {}, setFieldError }}>
      <form
        key={state.attempt}
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        aria-label={label}
        className="relative space-y-6"
      >
        <p className="text-sm text-gray-700">{t("requiredNote")}</p>
        {state.status === "failed" ? (
          <p role="alert" className="rounded border border-danger bg-red-50 px-3 py-2 text-sm text-danger">
            {t(state.message)}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="rounded border border-danger bg-red-50 px-3 py-2 text-sm text-danger">
            {t("errorSummary")}
          </p>
        ) : null}
        {children}
        <Honeypot />
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
        >
          {pending ? t("sending") : t("submit")}
        </button>
      </form>
    </FormFieldsContext>
  );
}
