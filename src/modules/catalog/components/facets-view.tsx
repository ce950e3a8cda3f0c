"use client";
import { type ReactNode, useEffect } from "react";
import Link from "@/modules/ui/link";
import { EXPANDED_FACET_PARAM, type FacetParam, type ListingLinks, listingHref, toggleFacet } from "@/shared/catalog/listing-query";

/** One option: its label only when it is not its value, `selected` only when true (the payload stays small). */
export type FacetOptionView = { value: string; label?: string; count: number; selected?: true };
/**
 * One filter group in words (listing-facets.tsx builds it on the server); `extra` follows its options. A group with
 * more options than it shows folded has a `fold`: the words of the link that shows all of them, or, `expanded`, fewer.
 */
export type FacetGroupView = {
  param: FacetParam;
  title: string;
  options: FacetOptionView[];
  fold?: { label: string; expanded?: true };
  extra?: ReactNode;
};

const HEADING_PREFIX = "facet-";

function OptionLink({ option, href }: { option: FacetOptionView; href: string }) {
  return (
    <li>
      <Link href={href} rel="nofollow" aria-current={option.selected ? "true" : undefined}>
        <span>{option.label ?? option.value}</span>
        <span>{`(${option.count})`}</span>
      </Link>
    </li>
  );
}

/**
 * The filter groups' markup. A client component fed the groups' words, so a listing's payload carries those instead
 * of every option's markup a second time; each option's link is built here from the listing's query (the same
 * `toggleFacet` the server used to send as 60 `href`s), on the server and in the browser alike.
 *
 * A long group folds to its most used options; its "show all" link is the same listing with that group named in the
 * URL, so it works without JavaScript. The link ends in the group's heading as its fragment, so the new page opens
 * at the group rather than at the top: the browser scrolls there on a page load; after a client navigation, which
 * does not, the view does.
 */
export function FacetsView({ groups, links }: { groups: FacetGroupView[]; links: ListingLinks }) {
  const hrefOf = (param: FacetParam, option: FacetOptionView) =>
    listingHref(links.basePath, toggleFacet(links.query, param, option.value), links.preserved);
  const foldHref = (param: FacetParam, expanded: boolean, headingId: string) =>
    `${listingHref(links.basePath, links.query, expanded ? links.preserved : { ...links.preserved, [EXPANDED_FACET_PARAM]: param })}#${headingId}`;
  const expandedParam = groups.find((g) => g.fold?.expanded)?.param ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a group opens or folds again
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id.startsWith(HEADING_PREFIX)) document.getElementById(id)?.scrollIntoView();
  }, [expandedParam]);
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group, i) => {
        const headingId = `${HEADING_PREFIX}${i}`;
        return (
          <section key={group.param} aria-labelledby={headingId}>
            <h3 id={headingId} className="facet-title">
              {group.title}
            </h3>
            <ul className="facet-options">
              {group.options.map((option) => (
                <OptionLink key={option.value} option={option} href={hrefOf(group.param, option)} />
              ))}
            </ul>
            {group.fold && (
              <Link
                href={foldHref(group.param, group.fold.expanded === true, headingId)}
                rel="nofollow"
                scroll={false}
                className="mt-1 inline-block text-sm text-primary-700 underline"
              >
                {group.fold.label}
              </Link>
            )}
            {group.extra}
          </section>
        );
      })}
    </div>
  );
}
