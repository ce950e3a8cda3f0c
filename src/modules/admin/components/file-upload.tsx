"use client";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { IMAGE_MAX_BYTES, readAsBase64 } from "@/shared/uploads";
import { FormError, primaryButton } from "./fields";
import { useAdminCall } from "./use-admin-call";

type Props = {
  label: string;
  hint: string;
  /** What the file picker offers; the server decides by the file's bytes. */
  accept: string;
  maxBytes: number;
  /** Translation key shown when the file is over `maxBytes`. */
  tooLarge: string;
  path: string;
  /** The request body for the chosen file (base64). */
  body: (file: string) => object;
  success: string;
  submitLabel: string;
  /** Other fields sent with the file (e.g. a document title). */
  children?: ReactNode;
};

/** Picks one file, checks its size in the browser, and sends it base64-encoded to an admin upload route. */
export function FileUpload({ label, hint, accept, maxBytes, tooLarge, path, body, success, submitLabel, children }: Props) {
  const { t } = useTranslation("admin");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState("");
  const { busy, error, call } = useAdminCall();

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    if (file.size > maxBytes) return setTooBig(t(tooLarge));
    setTooBig("");
    await call(path, body(await readAsBase64(file)), { success });
    if (input.current) input.current.value = "";
  }

  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-3">
      {children}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={id}>{label}</label>
        <input ref={input} id={id} type="file" accept={accept} required aria-describedby={`${id}-hint`} className="text-base" />
        <p id={`${id}-hint`} className="text-neutral-700">
          {hint}
        </p>
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel}
      </button>
      <div aria-live="polite" className="basis-full">
        <FormError message={tooBig || error} />
      </div>
    </form>
  );
}

/** An image upload: JPEG, PNG or WebP up to the image limit (the server resizes it). */
export const ImageUpload = (props: Omit<Props, "accept" | "maxBytes" | "tooLarge">) => (
  <FileUpload {...props} accept="image/jpeg,image/png,image/webp" maxBytes={IMAGE_MAX_BYTES} tooLarge="media.errors.imageTooLarge" />
);
