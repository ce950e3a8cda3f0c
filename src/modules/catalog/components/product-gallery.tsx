import Image from "next/image";
import { t } from "@/i18n/server";
import type { ProductImage } from "@/server/catalog/snapshot";
import { isUnoptimized } from "../../../lib/image-source";
import { GalleryThumbnails } from "./gallery-thumbnails";
import { productImageAspect } from "./image-props";

const GALLERY_ID = "product-gallery";
// Half of the 1280 px page beside the details from 768 px, the full width below.
const sizes = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";

/**
 * Every photo in a swipeable, snap-scrolling strip rendered on the server; the thumbnails are the
 * only script, and they just scroll the strip.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const aspect = productImageAspect();
  return (
    <div className="flex flex-col gap-3">
      <section
        id={GALLERY_ID}
        aria-label={t("catalog:product.gallery", { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded bg-gray-100 [scrollbar-width:none]"
      >
        {images.map((image, i) => (
          <div key={image.src} className={`relative w-full shrink-0 snap-center ${aspect}`}>
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes={sizes}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              unoptimized={isUnoptimized(image.src)}
              className="object-cover"
            />
          </div>
        ))}
      </section>
      {images.length > 1 && (
        <GalleryThumbnails
          galleryId={GALLERY_ID}
          images={images}
          aspect={aspect}
          labels={images.map((_, i) => t("catalog:product.showImage", { number: i + 1, total: images.length }))}
        />
      )}
    </div>
  );
}
