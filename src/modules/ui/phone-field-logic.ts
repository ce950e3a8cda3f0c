import { formatPhoneMask, PHONE_DIGITS, PHONE_MASK, phoneDigits } from "@/lib/phone";

/**
 * Editing the masked phone text ("+90 (532) 1__-__-__") by keyboard or paste. The input shows the mask,
 * but the state is the national digits; these functions turn what the browser produced back into
 * digits and say where the caret goes.
 */

const isDigit = (c: string) => c >= "0" && c <= "9";
const countDigits = (s: string) => Array.from(s).filter(isDigit).length;

/** Caret position on the slot of the next digit after n typed ones, skipping brackets and dashes; the end when all are typed. */
export function caretAfterDigits(dialCode: string, n: number): number {
  const template = `${dialCode} ${PHONE_MASK}`;
  let seen = 0;
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== "#") continue;
    if (seen === n) return i;
    seen++;
  }
  return template.length;
}

export type PhoneEdit = {
  /** The input's text after the browser applied the keystroke or paste. */
  text: string;
  /** selectionStart after the edit; null when unknown. */
  caret: number | null;
  /** InputEvent.inputType, e.g. "deleteContentBackward". */
  inputType?: string;
};

export function applyPhoneEdit(previous: string, edit: PhoneEdit, dialCode: string): { digits: string; caret: number } {
  const { text, inputType } = edit;
  const result = (digits: string, n: number) => ({ digits, caret: caretAfterDigits(dialCode, Math.min(n, digits.length)) });
  if (!text.startsWith(dialCode)) {
    // The mask is still there but its dial code was edited: refuse, the country select changes it.
    if (text.includes("(")) return result(previous, previous.length);
    // The whole text was replaced (select-all and type or paste): read it as a number.
    const digits = phoneDigits(text, dialCode);
    return result(digits, digits.length);
  }
  const caret = edit.caret ?? text.length;
  const before = countDigits(text.slice(dialCode.length, caret));
  const digits = phoneDigits(text, dialCode);
  const deleting = inputType?.startsWith("delete") ?? text.length < formatPhoneMask(dialCode, previous).length;
  if (deleting && digits === previous && previous.length > 0) {
    // Only a bracket, dash, space or "_" went: delete the digit next to it, as the user meant.
    const at = inputType === "deleteContentForward" ? before : before - 1;
    if (at < 0 || at >= previous.length) return result(previous, before);
    return result(previous.slice(0, at) + previous.slice(at + 1), at);
  }
  return result(digits, Math.min(before, PHONE_DIGITS));
}
