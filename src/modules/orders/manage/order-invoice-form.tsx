"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { TextField } from "@/modules/admin/components/fields";
import { FileUpload } from "@/modules/admin/components/file-upload";
import { PDF_MAX_BYTES } from "@/shared/uploads";

/** Attaches (or replaces) the order's invoice: its number and the PDF the e-invoice provider issued. */
export function OrderInvoiceForm({ orderId, replacing }: { orderId: number; replacing: boolean }) {
  const { t } = useTranslation("contracts");
  const [number, setNumber] = useState("");
  return (
    <FileUpload
      label={t("admin.file")}
      hint={t("admin.intro")}
      accept="application/pdf"
      maxBytes={PDF_MAX_BYTES}
      tooLarge="media.errors.pdfTooLarge"
      path="/api/admin/orders/attach-invoice"
      body={(file) => ({ orderId, number, file })}
      success="contracts:admin.saved"
      submitLabel={t(replacing ? "admin.replace" : "admin.save")}
    >
      <TextField label={t("admin.number")} value={number} onChange={setNumber} maxLength={40} required />
    </FileUpload>
  );
}
