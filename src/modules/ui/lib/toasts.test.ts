import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { createToasts, toastPosition } from "./toasts";

vi.mock("sonner", () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), dismiss: vi.fn() } }));

describe("toasts", () => {
  const toasts = createToasts("Geri Al");

  it.each(["info", "success", "error", "warning"] as const)("shows a %s toast with its title, text and duration", async (status) => {
    await toasts[status]({ title: "Başlık", description: "Açıklama", duration: 2500 });
    expect(toast[status]).toHaveBeenCalledWith("Başlık", { description: "Açıklama", duration: 2500, action: undefined });
  });

  it("offers Undo with the default label, or the given one", async () => {
    const onUndo = vi.fn();
    await toasts.success({ title: "Favorilerden çıkarıldı", undo: { onUndo } });
    expect(toast.success).toHaveBeenLastCalledWith(
      "Favorilerden çıkarıldı",
      expect.objectContaining({ action: { label: "Geri Al", onClick: onUndo } }),
    );
    await toasts.info({ title: "Silindi", undo: { onUndo, label: "Vazgeç" } });
    expect(toast.info).toHaveBeenLastCalledWith("Silindi", expect.objectContaining({ action: { label: "Vazgeç", onClick: onUndo } }));
  });

  it("closes them all", async () => {
    await toasts.dismissAll();
    expect(toast.dismiss).toHaveBeenCalledWith();
  });
});

describe("where toasts stand", () => {
  it("keeps clear of the right-hand column and the side panel on wide screens, of the bottom sheet on phones", () => {
    expect(toastPosition(false, true)).toBe("bottom-left");
    expect(toastPosition(false, false)).toBe("bottom-center");
    expect(toastPosition(true, true)).toBe("bottom-left");
    expect(toastPosition(true, false)).toBe("top-center");
  });
});
