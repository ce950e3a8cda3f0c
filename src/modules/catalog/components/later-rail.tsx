"use client";
import { useEffect, useRef, useState } from "react";
import { postJson } from "@/modules/api/client";
import type { LaterHomeRail } from "@/shared/catalog/home-rail";
import { type CardLabels, type CardView, ProductCardView } from "./product-card-view";

type Cards = { cards: CardView[]; labels: CardLabels };

/** How far ahead of the viewport a rail starts loading, so its cards are there when the visitor arrives. */
const AHEAD = "800px 0px";

/**
 * A home page rail below the first screenful: its heading and `count` empty card boxes in the HTML, its cards
 * fetched (POST /api/catalog/home-rail) when the visitor scrolls near it. Three rails of eight cards are about
 * 45 kB of a page's HTML that most visits never reach; the boxes keep the rail's height, so nothing moves.
 * Without JavaScript the rail stays empty: the same products are in the category pages.
 */
export function LaterRail({
  rail,
  id,
  title,
  count,
  aspect,
}: {
  rail: LaterHomeRail;
  id: string;
  title: string;
  count: number;
  aspect: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [answer, setAnswer] = useState<Cards | "failed" | null>(null);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        postJson<Cards>("/api/catalog/home-rail", { rail }).then(setAnswer, () => setAnswer("failed"));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rail]);

  if (answer === "failed" || (answer && answer.cards.length === 0)) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <ul ref={list} aria-busy={answer === null} className="flex snap-x gap-4 overflow-x-auto pb-2">
        {answer
          ? answer.cards.map((card) => (
              <li key={card.href} className="carousel-slide">
                <ProductCardView card={card} labels={answer.labels} eager={false} />
              </li>
            ))
          : Array.from({ length: count }, (_, i) => (
              <li key={i} aria-hidden="true" className="carousel-slide">
                <div className={`card-photo ${aspect}`} />
                <div className="mt-2 h-24 rounded bg-gray-50" />
              </li>
            ))}
      </ul>
    </section>
  );
}
