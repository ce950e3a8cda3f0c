"use client";
import Image from "next/image";
import { useEffect, useState } from "react";
import type { ProductImage } from "@/server/catalog/snapshot";
import { isUnoptimized } from "../../../lib/image-source";

/** A thumbnail is 64 px wide: a 1× and a 2× file (two srcset entries, not one per configured width). */
const THUMB_WIDTH = 64;

type Props = { galleryId: string; images: ProductImage[]; aspect: string; labels: string[] };

/**
 * Thumbnails that scroll the gallery strip to their photo and follow it when the strip is swiped. Their
 * accessible names come translated from the server (`labels`, one per image).
 */
export function GalleryThumbnails({ galleryId, images, aspect, labels }: Props) {
  const [active, setActive] = useState(0);

  useEffect(() => {
    const strip = document.getElementById(galleryId);
    if (!strip) return;
    const onScroll = () => setActive(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
    strip.addEventListener("scroll", onScroll, { passive: true });
    return () => strip.removeEventListener("scroll", onScroll);
  }, [galleryId]);

  const show = (i: number) => {
    const strip = document.getElementById(galleryId);
    strip?.scrollTo({ left: i * strip.clientWidth, behavior: "smooth" });
    setActive(i);
  };

  return (
    <ul className="flex gap-2 overflow-x-auto">
      {images.map((image, i) => (
        <li key={image.src} className="shrink-0">
          <button
            type="button"
            onClick={() => show(i)}
            aria-label={labels[i]}
            aria-pressed={i === active}
            className={`relative block w-16 overflow-hidden rounded border-2 ${aspect} ${i === active ? "border-primary-600" : "border-transparent"}`}
          >
            <Image
              src={image.src}
              alt=""
              width={THUMB_WIDTH}
              height={aspect === "aspect-square" ? THUMB_WIDTH : Math.round((THUMB_WIDTH * 4) / 3)}
              unoptimized={isUnoptimized(image.src)}
              className="absolute inset-0 size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
