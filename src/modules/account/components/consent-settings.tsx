"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { formatDateTime } from "@/lib/shop-time";
import { postJson } from "@/modules/api/client";
import { type ConsentChannel, type ConsentState, consentChannels, consentTextKey } from "@/shared/account/consent";
import { secondaryButtonClass } from "../styles";
import { useOutcome } from "../use-outcome";
import { FormStatus } from "./fields";

/** The commercial-message consents per channel: each given or withdrawn with one click, and since when. */
export function ConsentSettings({ initial }: { initial: ConsentState }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState<ConsentChannel | null>(null);
  const { outcome, clear, succeed, failWith } = useOutcome();

  const change = async (channel: ConsentChannel) => {
    clear();
    setBusy(channel);
    try {
      setState(await postJson<ConsentState>("/api/account/commercial-consent", { channel, granted: !state[channel].granted }));
      succeed(t("consent.saved"));
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="consent-title" className="space-y-4">
      <h2 id="consent-title" className="text-lg font-semibold">
        {t("consent.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("consent.intro")}</p>
      <FormStatus outcome={outcome} />
      <ul className="space-y-4">
        {consentChannels.map((channel) => {
          const { granted, at } = state[channel];
          return (
            <li key={channel} className="space-y-2 rounded border border-gray-200 p-4">
              <h3 className="font-medium">{t(`consent.channel.${channel}`)}</h3>
              <p className="text-sm text-gray-800">{t(consentTextKey[channel])}</p>
              <p className="text-sm text-gray-700">
                {at ? t(granted ? "consent.given" : "consent.withdrawn", { date: formatDateTime(at) }) : t("consent.never")}
              </p>
              <button type="button" className={secondaryButtonClass} disabled={busy !== null} onClick={() => change(channel)}>
                {t(granted ? "consent.withdraw" : "consent.grant")}
                <span className="sr-only"> ({t(`consent.channel.${channel}`)})</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
