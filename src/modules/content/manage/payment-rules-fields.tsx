"use client";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { CheckboxField, TextField } from "@/modules/admin/components/fields";
import { panelClass } from "@/modules/admin/styles";
import { type PaymentRules, ruledPaymentMethods } from "@/shared/content/store-settings";

export type Section = { slug: string; name: string };
type Method = (typeof ruledPaymentMethods)[number];
/** The bounds as staff type them (TL, empty for none), per method. */
export type BoundsText = Record<Method, { minTotal: string; maxTotal: string }>;

export const boundsText = (rules: PaymentRules): BoundsText =>
  Object.fromEntries(
    ruledPaymentMethods.map((m) => [
      m,
      {
        minTotal: rules[m].minTotal === null ? "" : liraInputValue(rules[m].minTotal),
        maxTotal: rules[m].maxTotal === null ? "" : liraInputValue(rules[m].maxTotal),
      },
    ]),
  ) as BoundsText;

/** The typed bounds in kuruş (null when empty), or null when one of them is not an amount. */
export function withBounds(rules: PaymentRules, text: BoundsText): PaymentRules | null {
  const read = (s: string) => (s.trim() ? parseLiraInput(s) : null);
  const next = structuredClone(rules);
  for (const m of ruledPaymentMethods) {
    for (const bound of ["minTotal", "maxTotal"] as const) {
      const value = read(text[m][bound]);
      if (value === null && text[m][bound].trim()) return null;
      next[m][bound] = value;
    }
  }
  return next;
}

type Props = {
  rules: PaymentRules;
  text: BoundsText;
  sections: Section[];
  onRules: (rules: PaymentRules) => void;
  onText: (text: BoundsText) => void;
};

/** Per payment method: the smallest and largest order total it is offered for, and the sections it is closed for. */
export function PaymentRulesFields({ rules, text, sections, onRules, onText }: Props) {
  const { t } = useTranslation("admin-settings");
  const toggle = (m: Method, slug: string, on: boolean) => {
    const excluded = rules[m].excludedSections.filter((s) => s !== slug);
    onRules({ ...rules, [m]: { ...rules[m], excludedSections: on ? [...excluded, slug] : excluded } });
  };
  return (
    <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
      <legend className="px-1 font-semibold">{t("store.paymentTitle")}</legend>
      <p className="text-neutral-700 text-sm">{t("store.paymentIntro")}</p>
      {ruledPaymentMethods.map((m) => (
        <fieldset key={m} className="grid gap-3 rounded border border-neutral-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t(`store.methods.${m}`)}</legend>
          {(["minTotal", "maxTotal"] as const).map((bound) => (
            <TextField
              key={bound}
              label={t(`store.${bound}`)}
              hint={t("store.boundHint")}
              inputMode="decimal"
              value={text[m][bound]}
              onChange={(value) => onText({ ...text, [m]: { ...text[m], [bound]: value } })}
            />
          ))}
          <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
            <legend>{t("store.excludedSections")}</legend>
            {sections.map((s) => (
              <CheckboxField
                key={s.slug}
                label={s.name}
                checked={rules[m].excludedSections.includes(s.slug)}
                onChange={(on) => toggle(m, s.slug, on)}
              />
            ))}
          </fieldset>
        </fieldset>
      ))}
    </fieldset>
  );
}
