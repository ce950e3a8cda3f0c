/** Shared look of the back office's forms and panels. */
export const fieldClass = "rounded border border-neutral-400 p-2 text-base";
export const labelClass = "flex flex-col gap-1 text-sm";
export const primaryButton = "rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50";
export const secondaryButton = "rounded border border-neutral-500 bg-white px-4 py-2 font-medium text-neutral-900 disabled:opacity-50";
export const panelClass = "rounded-lg border border-neutral-200 bg-white p-4";
export const linkClass = "text-orange-800 underline";
