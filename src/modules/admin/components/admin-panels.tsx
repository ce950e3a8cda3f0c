import type { ReactNode } from "react";
import { inputClass, panelClass } from "../styles";

/** A list filter of a GET form: "all" first, then the options; the page reads the value back from the query. */
export function FilterSelect({
  name,
  label,
  value,
  allLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A titled white panel of a detail page; its heading names the region. */
export function AdminPanel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `${panelClass} ${className}` : panelClass}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list's GET form: its filter fields and the button that applies them (the page reads them from the query). */
export function ListFilters({ submitLabel, search = false, children }: { submitLabel: string; search?: boolean; children: ReactNode }) {
  return (
    <form className="mb-6 flex flex-wrap items-end gap-3" role={search ? "search" : undefined}>
      {children}
      <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
        {submitLabel}
      </button>
    </form>
  );
}

/** A list's search box (?q=…), filled with the current search. */
export function SearchField({ label, value }: { label: string; value: string }) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <input name="q" defaultValue={value} type="search" className="rounded border border-neutral-400 p-2 text-base" />
    </label>
  );
}
