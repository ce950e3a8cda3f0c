"use client";
import { getImageProps } from "next/image";
import { createContext, type ReactNode, use } from "react";
import Link from "@/modules/ui/link";
import { type Badge, BadgesView } from "./badges-view";
import { type PriceLabels, type PriceText, PriceView } from "./price-view";
import { RatingSummaryView, type RatingText } from "./rating-view";

/**
 * A card is at most 300 px wide (4 columns from 1024 px, capped by the 1280 px page; on a phone half its width), so
 * its photo has two files, 384 and 640 px wide (next/image's 1× and 2× for 300 px), listed by width with the card's
 * size: a phone, whose cards are under 200 px wide, takes the 384 px file at its usual 1.75–2× density (4 kB
 * instead of 7), a desktop the 384 or, on a 2× screen, the 640. CSS stretches it over the card's photo box.
 */
const CARD_IMAGE_WIDTH = 300;
const CARD_IMAGE_SIZES = "(min-width: 1024px) 300px, 50vw";
/** next/image's density candidates ("…&w=384&q=75 1x") as width candidates ("… 384w"). */
export const byWidth = (srcSet: string | undefined) => srcSet?.replace(/([?&]w=(\d+)[^ ]*) \dx/g, "$1 $2w");
const cardImageHeight = (aspect: string) => (aspect === "aspect-square" ? CARD_IMAGE_WIDTH : (CARD_IMAGE_WIDTH * 4) / 3);

function CardPhoto({ image, aspect, eager }: { image: NonNullable<CardView["image"]>; aspect: string; eager: boolean }) {
  const { props } = getImageProps({
    src: image.src,
    alt: "",
    width: CARD_IMAGE_WIDTH,
    height: cardImageHeight(aspect),
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
    unoptimized: image.unoptimized,
    className: "card-img",
  });
  // The name follows inside the same link, so the photo adds nothing for a screen reader (alt="").
  // biome-ignore lint/performance/noImgElement: next/image's own props (getImageProps), with width candidates
  return <img {...props} alt="" srcSet={byWidth(props.srcSet)} sizes={props.srcSet ? CARD_IMAGE_SIZES : undefined} />;
}

/** One product as its card shows it, already in words (product-card.tsx builds it on the server). */
export type CardView = {
  href: string;
  name: string;
  image: { src: string; unoptimized: boolean } | null;
  /** The photo's aspect class (store configuration). */
  aspect: string;
  badges: Badge[];
  rating: RatingText | null;
  price: PriceText;
};
/** The words every card shares: one object per page. */
export type CardLabels = { badges: string; price: PriceLabels };

const CardContext = createContext<CardView | null>(null);

/** The card a corner action sits in: its name, link and photo, which the action need not be sent again. */
export function useCardView(): CardView {
  const card = use(CardContext);
  if (!card) throw new Error("useCardView outside a product card");
  return card;
}

/**
 * The product card's markup. A client component fed a small `card`, so a page of cards carries each card's data
 * in its payload instead of each card's markup a second time. `eager` for cards in the first screenful.
 */
export function ProductCardView({
  card,
  labels,
  eager,
  action,
}: {
  card: CardView;
  labels: CardLabels;
  eager: boolean;
  action?: ReactNode;
}) {
  return (
    <article className="card">
      <Link href={card.href} className="card-link group">
        <div className={`card-photo ${card.aspect}`}>
          {card.image && <CardPhoto image={card.image} aspect={card.aspect} eager={eager} />}
        </div>
        <h3 className="card-name">{card.name}</h3>
      </Link>
      {/* Over the photo's bottom edge: the photo's top carries the brand's wordmark, which badges there would cover. */}
      <div className={`card-badges ${card.aspect}`}>
        <BadgesView badges={card.badges} label={labels.badges} className="card-badge-list" />
      </div>
      {/* Outside the link: a button may not sit inside one. */}
      {action && (
        <div className="card-actions">
          <CardContext value={card}>{action}</CardContext>
        </div>
      )}
      <RatingSummaryView rating={card.rating} size="xs" />
      <div className="mt-auto">
        <PriceView price={card.price} labels={labels.price} />
      </div>
    </article>
  );
}
