"use client";
import Link from "next/link";
import type { ReactNode } from "react";
import { type FacetParam, type ListingQuery, listingHref, toggleFacet } from "@/shared/catalog/listing-query";

/** One option: its label only when it is not its value, `selected` only when true (the payload stays small). */
export type FacetOptionView = { value: string; label?: string; count: number; selected?: true };
/** One filter group in words (listing-facets.tsx builds it on the server); `extra` follows its options. */
export type FacetGroupView = {
  param: FacetParam;
  title: string;
  shown: FacetOptionView[];
  more: FacetOptionView[];
  moreLabel?: string;
  extra?: ReactNode;
};
/** Where the options link to: the listing's path and query, and the parameters every link keeps (the search text). */
export type FacetLinks = { basePath: string; query: ListingQuery; preserved?: Record<string, string> };

function OptionLink({ option, href }: { option: FacetOptionView; href: string }) {
  return (
    <li>
      <Link href={href} rel="nofollow" aria-current={option.selected ? "true" : undefined} className="facet-option group">
        <span className="facet-label">{option.label ?? option.value}</span>
        <span className="facet-count">{`(${option.count})`}</span>
      </Link>
    </li>
  );
}

/**
 * The filter groups' markup. A client component fed the groups' words, so a listing's payload carries those instead
 * of every option's markup a second time; each option's link is built here from the listing's query (the same
 * `toggleFacet` the server used to send as 60 `href`s), on the server and in the browser alike.
 */
export function FacetsView({ groups, links }: { groups: FacetGroupView[]; links: FacetLinks }) {
  const hrefOf = (param: FacetParam, option: FacetOptionView) =>
    listingHref(links.basePath, toggleFacet(links.query, param, option.value), links.preserved);
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
                <OptionLink key={option.value} option={option} href={hrefOf(group.param, option)} />
              ))}
            </ul>
            {group.more.length > 0 && (
              <details className="mt-1" open={group.more.some((o) => o.selected)}>
                <summary className="cursor-pointer text-sm text-primary-700">{group.moreLabel}</summary>
                <ul>
                  {group.more.map((option) => (
                    <OptionLink key={option.value} option={option} href={hrefOf(group.param, option)} />
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
