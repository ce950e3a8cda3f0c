"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall, useFieldErrors } from "@/modules/admin/components/use-admin-call";
import { brandBody, brandFields, categoryBody } from "@/shared/catalog/manage";

type Values = { name: string; slug: string; description: string };
const valuesOf = ({ name, slug, description }: Values): Values => ({ name, slug, description });

type Props = {
  path: string;
  /** The record's id field ({ categoryId: 5 }); omitted when creating. */
  ids?: Record<string, number>;
  initial: Values;
  schema: z.ZodType;
  success: string;
  submitLabel?: string;
  /** After a create: the new record's page. */
  createdHref?: (id: number) => string;
  slugHint?: string;
};

/** Name, storefront address and description: what categories and brands share. */
function NamedEntityForm({ path, ids, initial, schema, success, submitLabel, createdHref, slugHint }: Props) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const { errors, check } = useFieldErrors();
  const { busy, error, call } = useAdminCall();
  const set = (field: keyof Values) => (value: string) => setValues({ ...values, [field]: value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...ids, ...values };
    if (!check(schema, body)) return;
    await call<{ id: number }>(path, body, { success, onDone: createdHref ? ({ id }) => router.push(createdHref(id)) : undefined });
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <TextField label={t("fields.name")} value={values.name} onChange={set("name")} error={errors.name} maxLength={100} required />
      <TextField
        label={t("fields.slug")}
        value={values.slug}
        onChange={set("slug")}
        error={errors.slug}
        hint={slugHint ?? t("fields.slugHint")}
        maxLength={120}
        required
      />
      <TextArea label={t("fields.description")} value={values.description} onChange={set("description")} error={errors.description} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel ?? t("common.save")}
      </button>
    </form>
  );
}

export function CategoryForm({ category }: { category: Values & { id: number } }) {
  const { t } = useTranslation("admin");
  return (
    <NamedEntityForm
      path="/api/admin/categories/update"
      ids={{ categoryId: category.id }}
      initial={valuesOf(category)}
      schema={categoryBody}
      success="common.saved"
      slugHint={`${t("fields.slugHint")}. ${t("categories.hint")}`}
    />
  );
}

/** Creates a brand (then opens its page for the logo), or edits one. */
export function BrandForm({ brand }: { brand?: Values & { id: number } }) {
  const { t } = useTranslation("admin");
  if (!brand)
    return (
      <NamedEntityForm
        path="/api/admin/brands/create"
        initial={{ name: "", slug: "", description: "" }}
        schema={brandFields}
        success="brands.created"
        submitLabel={t("brands.create")}
        createdHref={(id) => `/admin/brands/${id}`}
      />
    );
  return (
    <NamedEntityForm
      path="/api/admin/brands/update"
      ids={{ brandId: brand.id }}
      initial={valuesOf(brand)}
      schema={brandBody}
      success="common.saved"
    />
  );
}
