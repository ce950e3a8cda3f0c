import type { ReactNode } from "react";

export type Bar = { key: string; label: ReactNode; value: number; text: string };

/**
 * A bar chart drawn on the server as plain markup: each row its label, its bar and its value in words, so a phone
 * shows it at full width, a screen reader reads it as a list and no script is sent for it.
 */
export function Bars({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <figure className="rounded-lg border border-neutral-200 bg-white p-4">
      <figcaption className="mb-3 font-semibold">{title}</figcaption>
      {bars.length === 0 || max === 0 ? (
        <p className="text-neutral-700 text-sm">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bars.map((b) => (
            <li key={b.key} className="grid grid-cols-[minmax(0,7rem)_1fr] items-center gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
              <span className="truncate">{b.label}</span>
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 rounded bg-orange-700" style={{ width: `${(b.value / max) * 70}%` }} />
                <span className="whitespace-nowrap text-neutral-800 tabular-nums">{b.text}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
