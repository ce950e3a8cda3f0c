"use server";
import { headers } from "next/headers";
import { clientIp, submitForm } from "@/modules/forms/data";
import type { FormName } from "@/shared/forms";
import { type FormState, formValues } from "@/shared/forms/form-state";

/**
 * The forms' server actions. A form posts to them through useActionState, so the same action answers a
 * plain form POST without JavaScript (the page is rendered again with the new state) and a script submit.
 */
async function run(name: FormName, previous: FormState, formData: FormData): Promise<FormState> {
  const values = formValues(formData);
  const attempt = previous.attempt + 1;
  const result = await submitForm(name, values, { ip: clientIp(await headers()) });
  switch (result.status) {
    case "sent":
      return { status: "sent", attempt, reference: result.reference };
    case "invalid":
      return { status: "invalid", attempt, errors: result.errors, values };
    case "rate_limited":
      return { status: "failed", attempt, message: "errors.rateLimited", values };
  }
}

export async function submitContactForm(previous: FormState, formData: FormData) {
  return run("contact", previous, formData);
}

export async function submitTechnicalServiceForm(previous: FormState, formData: FormData) {
  return run("technicalService", previous, formData);
}

export async function submitDealershipForm(previous: FormState, formData: FormData) {
  return run("dealership", previous, formData);
}
