import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closedModal, createUiStore, MODAL_CLEAR_DELAY_MS } from "./ui-store";

describe("side panel and modal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens the side panel with its title, content and size (normal by default)", () => {
    const ui = createUiStore();
    ui.openSidePanel({ title: "Sepetim", content: "sepet" });
    expect(ui.getState().panel).toEqual({ open: true, title: "Sepetim", content: "sepet", size: "normal" });
    ui.openSidePanel({ title: "Koleksiyon", content: "x", size: 480 });
    expect(ui.getState().panel.size).toBe(480);
  });

  it("runs the side panel's on-close callback once, when it closes", () => {
    const ui = createUiStore();
    const onClose = vi.fn();
    ui.openSidePanel({ title: "Sepetim", content: null, onClose });
    expect(onClose).not.toHaveBeenCalled();
    ui.closeSidePanel();
    ui.closeSidePanel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(ui.getState().panel.open).toBe(false);
  });

  it("opening the side panel closes the modal, and opening the modal closes the side panel", () => {
    const ui = createUiStore();
    const onClose = vi.fn();
    ui.openModal({ title: "Sözleşme", content: "metin", large: true });
    ui.openSidePanel({ title: "Sepetim", content: null, onClose });
    expect(ui.getState().modal.open).toBe(false);
    ui.openModal({ title: "Sözleşme", content: "metin" });
    expect(ui.getState().panel.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(ui.getState().modal).toEqual({ open: true, title: "Sözleşme", content: "metin", large: false });
  });

  it("clears the modal's title and content 500 ms after it closes", () => {
    const ui = createUiStore();
    ui.openModal({ title: "Sözleşme", content: "metin" });
    ui.closeModal();
    expect(ui.getState().modal).toMatchObject({ open: false, title: "Sözleşme", content: "metin" });
    vi.advanceTimersByTime(MODAL_CLEAR_DELAY_MS - 1);
    expect(ui.getState().modal.title).toBe("Sözleşme");
    vi.advanceTimersByTime(1);
    expect(ui.getState().modal).toEqual(closedModal);
  });

  it("opening the modal again cancels the pending clear", () => {
    const ui = createUiStore();
    ui.openModal({ title: "Birinci", content: "1" });
    ui.closeModal();
    vi.advanceTimersByTime(300);
    ui.openModal({ title: "İkinci", content: "2" });
    vi.advanceTimersByTime(1000);
    expect(ui.getState().modal).toEqual({ open: true, title: "İkinci", content: "2", large: false });
  });

  it("tells subscribers about every change", () => {
    const ui = createUiStore();
    const listener = vi.fn();
    const unsubscribe = ui.subscribe(listener);
    ui.openSidePanel({ title: "Sepetim", content: null });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    ui.closeSidePanel();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
