/** Button looks of the account pages, for server templates and client islands alike. */
export const buttonClass =
  "inline-flex items-center justify-center rounded bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border border-gray-400 bg-white px-4 py-2 font-medium text-gray-800 hover:border-primary-600 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
