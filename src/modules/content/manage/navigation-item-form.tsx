"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { CheckboxField, FormError, primaryButton, SelectField, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall, useFieldErrors } from "@/modules/admin/components/use-admin-call";
import {
  type NavigationFormValues,
  navigationCreateBody,
  navigationFormValues,
  navigationTypes,
  navigationUpdateBody,
} from "@/shared/content/manage-navigation";

type Saved = Parameters<typeof navigationFormValues>[0] & { id: number };

const blank: NavigationFormValues = {
  name: "",
  slug: "",
  href: "",
  type: "link",
  showInMainMenu: false,
  link: "",
  svgIcon: "",
  images: [],
};

/**
 * Edits a navigation item's fields, or creates one under a chosen top-level item. Images have their own
 * section (uploads are saved at once), so this form keeps the saved list.
 */
export function NavigationItemForm({ item, parents }: { item?: Saved; parents?: { id: number; name: string }[] }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [values, setValues] = useState(item ? navigationFormValues(item) : blank);
  const [parentId, setParentId] = useState("");
  const { errors, check } = useFieldErrors();
  const { busy, error, call } = useAdminCall();
  const set =
    <K extends keyof NavigationFormValues>(field: K) =>
    (value: NavigationFormValues[K]) =>
      setValues({ ...values, [field]: value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (item) {
      const body = { itemId: item.id, ...values };
      if (check(navigationUpdateBody, body)) await call("/api/admin/navigation/update", body, { success: "common.saved" });
      return;
    }
    const body = { parentId: parentId ? Number(parentId) : null, ...values };
    if (!check(navigationCreateBody, body)) return;
    await call<{ id: number }>("/api/admin/navigation/create", body, {
      success: "navigation.created",
      onDone: ({ id }) => router.push(`/admin/navigation/${id}`),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      {parents && (
        <SelectField
          label={t("navigation.parent")}
          value={parentId}
          onChange={setParentId}
          error={errors.parentId}
          options={[{ value: "", label: t("navigation.root") }, ...parents.map((p) => ({ value: String(p.id), label: p.name }))]}
        />
      )}
      <TextField label={t("fields.name")} value={values.name} onChange={set("name")} error={errors.name} maxLength={100} required />
      <TextField
        label={t("fields.slug")}
        value={values.slug}
        onChange={set("slug")}
        error={errors.slug}
        hint={t("fields.slugHint")}
        required
      />
      <TextField label={t("navigation.href")} value={values.href} onChange={set("href")} error={errors.href} required />
      <SelectField
        label={t("navigation.type")}
        value={values.type}
        onChange={(v) => set("type")(v as NavigationFormValues["type"])}
        error={errors.type}
        options={navigationTypes.map((type) => ({ value: type, label: t(`navigation.types.${type}`) }))}
      />
      <CheckboxField label={t("navigation.showInMainMenu")} checked={values.showInMainMenu} onChange={set("showInMainMenu")} />
      <TextField label={t("navigation.link")} value={values.link} onChange={set("link")} error={errors.link} />
      <TextArea label={t("navigation.svgIcon")} value={values.svgIcon} onChange={set("svgIcon")} error={errors.svgIcon} rows={3} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {item ? t("common.save") : t("navigation.create")}
      </button>
    </form>
  );
}
