"use client";
import { type ChangeEvent, type FocusEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "@/i18n/client";
import {
  countries as allCountries,
  type Country,
  defaultCountry,
  formatPhoneMask,
  isPhoneValid,
  type PhoneValue,
  phoneBlurError,
  toPhoneValue,
} from "@/lib/phone";
import { applyPhoneEdit, caretAfterDigits } from "./phone-field-logic";

/** The label starts animating only after 500 ms, so a pre-filled field does not animate on load. */
export const LABEL_ANIMATION_DELAY_MS = 500;

export type PhoneFieldProps = {
  label: string;
  value: PhoneValue | undefined;
  /** Receives undefined when the number is emptied. */
  onChange: (value: PhoneValue | undefined) => void;
  onBlur?: () => void;
  /** Another error text for the field; when given it is shown instead of the field's own "invalid". */
  error?: string;
  name?: string;
  required?: boolean;
  countries?: readonly Country[];
};

/**
 * The shop's phone input: "{dial code} (###) ###-##-##" with "_" slots, a country select with Türkiye
 * +90 by default, shown by its ISO code ("TR": flag emoji need a font many systems lack), a floating label once focused or filled, "Telefon numarası geçersiz" on blur
 * with 1 to 9 digits unless another error is given.
 */
export function PhoneField({ label, value, onChange, onBlur, error, name, required, countries = allCountries }: PhoneFieldProps) {
  const { t } = useTranslation("account");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // The chosen country outlives an emptied number (value undefined), so it is kept here as well.
  const [chosenCountry, setChosenCountry] = useState((countries.find((c) => c.isDefault) ?? defaultCountry).code);
  const [focused, setFocused] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [animate, setAnimate] = useState(false);
  const country = countries.find((c) => c.code === (value?.countryCode ?? chosenCountry)) ?? defaultCountry;
  const digits = value?.number ?? "";
  const active = focused || digits !== "";
  const shownError = error || (invalid ? t("phone.invalid") : "");

  useEffect(() => {
    const timer = setTimeout(() => setAnimate(true), LABEL_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // React rewrites the value after each keystroke; put the caret back where the edit left it.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const emit = (next: string, c: Country = country) => {
    if (isPhoneValid(next)) setInvalid(false);
    onChange(toPhoneValue({ countryCode: c.code, code: c.phoneCode, number: next }));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as InputEvent;
    const edit = applyPhoneEdit(
      digits,
      { text: event.target.value, caret: event.target.selectionStart, inputType: native.inputType },
      country.phoneCode,
    );
    pendingCaret.current = edit.caret;
    emit(edit.digits);
  };

  const handleCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = countries.find((c) => c.code === event.target.value) ?? defaultCountry;
    setChosenCountry(next.code);
    if (digits) emit(digits, next);
  };

  // Focus and blur of the whole field (select and input), so tabbing between them keeps it open.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    if (event.target === input.current && digits === "") pendingCaret.current = caretAfterDigits(country.phoneCode, 0);
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setInvalid(phoneBlurError(digits) === "invalid");
    onBlur?.();
  };

  const errorId = `${id}-error`;
  const transition = animate ? "transition-all duration-200" : "";
  return (
    <div>
      {/* As tall as a labelled text field beside it: a label line, its gap and the input (1.25 + 0.25 + 2.625 rem). */}
      <div
        role="group"
        className={`flex min-h-[4.125rem] rounded border bg-white focus-within:border-primary-600 focus-within:ring-1 focus-within:ring-primary-600 ${shownError ? "border-danger" : "border-gray-400"}`}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        <div className={`relative items-center border-r border-gray-300 pl-3 pr-2 ${active ? "flex" : "hidden"}`}>
          <span aria-hidden="true" className="pointer-events-none whitespace-nowrap text-base">
            <span className="text-sm font-semibold" data-testid="phone-country">
              {country.code}
            </span>{" "}
            <span className="text-sm text-gray-700">▾</span>
          </span>
          <select
            aria-label={t("phone.country")}
            className="absolute inset-0 cursor-pointer opacity-0"
            value={country.code}
            onChange={handleCountry}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.phoneCode})`}
              </option>
            ))}
          </select>
        </div>
        <div className="relative flex-1">
          <label
            htmlFor={id}
            className={`pointer-events-none absolute left-3 text-gray-700 ${transition} ${active ? "top-1.5 text-xs" : "top-4 text-base"}`}
          >
            {label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input
            ref={input}
            id={id}
            name={name}
            type="tel"
            inputMode="tel"
            // The text carries the dial code, so it takes the whole number (autofill gives "+90532…", read as digits).
            autoComplete="tel"
            required={required}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            className="h-full w-full rounded bg-transparent px-3 pt-5 pb-1 outline-none"
            value={active ? formatPhoneMask(country.phoneCode, digits) : ""}
            onChange={handleChange}
          />
        </div>
      </div>
      {shownError ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
