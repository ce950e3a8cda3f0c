/** The back office's shared classes, in a plain module so server and client components can both use them. */
export const inputClass = "rounded border border-neutral-400 p-2 text-base aria-[invalid=true]:border-red-700";
export const primaryButton = "self-start rounded bg-orange-700 px-5 py-2 font-medium text-white disabled:opacity-50";
export const secondaryButton = "rounded border border-neutral-400 bg-white px-3 py-1.5 text-sm hover:bg-neutral-100 disabled:opacity-50";
export const panelClass = "rounded-lg border border-neutral-200 bg-white p-4";
