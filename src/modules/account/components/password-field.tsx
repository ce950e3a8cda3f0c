"use client";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { TextField } from "./fields";

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "addon">) {
  const { t } = useTranslation("account");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="absolute inset-y-0 right-0 rounded px-3 text-sm font-medium text-primary-800 underline"
          aria-pressed={visible}
          aria-label={visible ? t("form.hidePassword") : t("form.showPassword")}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t("form.hide") : t("form.show")}
        </button>
      }
    />
  );
}
