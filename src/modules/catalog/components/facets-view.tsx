"use client";
import Link from "next/link";
import type { ReactNode } from "react";

export type FacetOptionView = { value: string; label: string; count: number; href: string; selected: boolean };
/** One filter group in words and links (listing-facets.tsx builds it on the server); `extra` follows its options. */
export type FacetGroupView = {
  param: string;
  title: string;
  shown: FacetOptionView[];
  more: FacetOptionView[];
  moreLabel: string;
  extra?: ReactNode;
};

function OptionLink({ option }: { option: FacetOptionView }) {
  return (
    <li>
      <Link href={option.href} rel="nofollow" aria-current={option.selected ? "true" : undefined} className="facet-option group">
        <span aria-hidden="true" className="facet-box">
          {option.selected ? "✓" : ""}
        </span>
        <span className="facet-label">{option.label}</span>
        <span className="facet-count">{`(${option.count})`}</span>
      </Link>
    </li>
  );
}

/**
 * The filter groups' markup. A client component fed the groups' words and links, so a listing's payload carries
 * those instead of every option's markup a second time.
 */
export function FacetsView({ groups }: { groups: FacetGroupView[] }) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group, i) => {
        const headingId = `facet-${i}`;
        return (
          <section key={group.param} aria-labelledby={headingId}>
            <h3 id={headingId} className="facet-title">
              {group.title}
            </h3>
            <ul>
              {group.shown.map((option) => (
                <OptionLink key={option.value} option={option} />
              ))}
            </ul>
            {group.more.length > 0 && (
              <details className="mt-1" open={group.more.some((o) => o.selected)}>
                <summary className="cursor-pointer text-sm text-primary-700">{group.moreLabel}</summary>
                <ul>
                  {group.more.map((option) => (
                    <OptionLink key={option.value} option={option} />
                  ))}
                </ul>
              </details>
            )}
            {group.extra}
          </section>
        );
      })}
    </div>
  );
}
