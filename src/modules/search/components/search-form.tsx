"use client";
import type { FocusEventHandler, ReactNode, Ref } from "react";
import { useTranslation } from "@/i18n/client";
import type { SearchCombobox } from "../hooks/use-search-combobox";
import { SearchIcon, Spinner } from "./search-icons";

type Props = {
  combobox: SearchCombobox;
  inputRef: Ref<HTMLInputElement>;
  /** Whether the listbox of hits is shown under the box. */
  expanded: boolean;
  className?: string;
  /** Called on every keystroke or key press in the box, before the combobox handles it. */
  onInteract?: (key?: string) => void;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onBlur?: FocusEventHandler<HTMLFormElement>;
  children?: ReactNode;
};

/**
 * The search box itself (desktop and overlay): a GET form to /search, so it works before the island loads,
 * with the combobox input, a search icon and the loading spinner. Whatever opens under it goes in `children`.
 */
export function SearchForm({ combobox, inputRef, expanded, className, onInteract, onFocus, onBlur, children }: Props) {
  const { t } = useTranslation("search");
  const { inputId } = combobox;
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
      onSubmit={(e) => {
        e.preventDefault();
        combobox.showAll();
      }}
    >
      <div className="relative">
        <label className="sr-only" htmlFor={inputId}>
          {t("common:search.label")}
        </label>
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name="query"
          type="text"
          role="combobox"
          inputMode="search"
          enterKeyHint="search"
          aria-expanded={expanded}
          placeholder={t("common:search.placeholder")}
          className="w-full rounded-md border border-gray-300 bg-white py-2 pr-9 pl-10 placeholder:text-sm focus:border-primary-600"
          {...combobox.inputProps}
          onChange={(e) => {
            onInteract?.();
            combobox.inputProps.onChange(e);
          }}
          onKeyDown={(e) => {
            onInteract?.(e.key);
            combobox.inputProps.onKeyDown(e);
          }}
          onClick={() => onInteract?.()}
        />
        {combobox.search.loading && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-primary-600">
            <Spinner />
          </span>
        )}
      </div>
      {children}
    </form>
  );
}
