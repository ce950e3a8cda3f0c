"use client";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { type Carrier, carriers } from "@/shared/orders/aftersale";

const field = "rounded border border-neutral-400 p-2 text-base";

/** Marks the order shipped with its carrier and tracking number (and, for another carrier, its tracking page). */
export function ShipOrderForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation("aftersale");
  const id = useId();
  const { busy, error, call } = useAdminCall();
  const [carrier, setCarrier] = useState<Carrier>("yurtici");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { orderId, carrier, trackingNumber, trackingUrl: carrier === "other" ? trackingUrl : undefined };
    void call("/api/admin/orders/ship", body, { success: "aftersale:admin.shipped" });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col">
        {t("admin.carrier")}
        <select value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} className={field}>
          {carriers.map((c) => (
            <option key={c} value={c}>
              {t(`carriers.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        {t("admin.trackingNumber")}
        <input required maxLength={60} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} className={field} />
      </label>
      {carrier === "other" && (
        <label className="flex flex-col">
          {t("admin.trackingUrl")}
          <input type="url" required value={trackingUrl} onChange={(e) => setTrackingUrl(e.target.value)} className={field} />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50">
        {t("admin.ship")}
      </button>
    </form>
  );
}
