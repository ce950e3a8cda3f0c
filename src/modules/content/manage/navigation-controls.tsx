"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { secondaryButton } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { navigationFormValues } from "@/shared/content/manage-navigation";

type Row = Parameters<typeof navigationFormValues>[0] & { id: number };

/** Moves a row before or after its previous or next sibling. */
export function NavigationMove({ item }: { item: Row }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const move = (direction: "up" | "down") =>
    call("/api/admin/navigation/move", { itemId: item.id, direction }, { success: "common.saved" });
  return (
    <div className="flex gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => move("up")}
        className={secondaryButton}
        aria-label={t("navigation.moveUp", { name: item.name })}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => move("down")}
        className={secondaryButton}
        aria-label={t("navigation.moveDown", { name: item.name })}
      >
        ↓
      </button>
    </div>
  );
}

/** Shows a row in, or hides it from, the main menu at once (the box follows the click; a failure puts it back). */
export function NavigationMenuToggle({ item }: { item: Row }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const [shown, setShown] = useState(item.showInMainMenu);
  async function toggle() {
    const next = !shown;
    setShown(next);
    const body = { itemId: item.id, ...navigationFormValues(item), showInMainMenu: next };
    if (!(await call("/api/admin/navigation/update", body, { success: "common.saved" }))) setShown(!next);
  }
  return (
    <input
      type="checkbox"
      checked={shown}
      disabled={busy}
      onChange={toggle}
      aria-label={t("navigation.showLabel", { name: item.name })}
      className="size-5"
    />
  );
}
