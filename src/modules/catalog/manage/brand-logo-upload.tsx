"use client";
import { useTranslation } from "@/i18n/client";
import { ImageUpload } from "@/modules/admin/components/file-upload";

export function BrandLogoUpload({ brandId }: { brandId: number }) {
  const { t } = useTranslation("admin");
  return (
    <ImageUpload
      label={t("brands.logoFile")}
      hint={t("brands.logoHint")}
      path="/api/admin/brands/upload-logo"
      body={(file) => ({ brandId, file })}
      success="brands.logoUploaded"
      submitLabel={t("brands.uploadLogo")}
    />
  );
}
