"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import type { SearchHit } from "../hooks/use-instant-search";
import { hitHref } from "../hooks/use-search-combobox";
import { Highlight } from "./highlight";

export type ImageShape = "rectangle" | "square";

/** Result images are 48x48, or 36 wide for the rectangle product image shape. */
export const hitImageSize = (shape: ImageShape) => ({ width: shape === "rectangle" ? 36 : 48, height: 48 });

/** The brand name, when there is one, is put before the name with a space. */
export const hitName = (hit: SearchHit) => (hit.brandName ? `${hit.brandName} ${hit.name}` : hit.name);

type Props = { hit: SearchHit; id: string; active: boolean; query: string; imageShape: ImageShape; onChoose: () => void };

/** One option of the results listbox: a link to /{slug} with the image, the marked name and the type. */
export function SearchHitOption({ hit, id, active, query, imageShape, onChoose }: Props) {
  const { t } = useTranslation("search");
  const size = hitImageSize(imageShape);
  return (
    <Link
      href={hitHref(hit)}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onChoose}
      className={`flex items-center gap-3 px-3 py-2 text-sm text-gray-900 hover:bg-gray-100 ${active ? "bg-gray-100 outline-2 -outline-offset-2 outline-primary-600" : ""}`}
    >
      <span className="flex shrink-0 items-center justify-center overflow-hidden rounded bg-gray-50" style={size}>
        {hit.image ? (
          <Image src={hit.image} alt="" width={size.width} height={size.height} className="h-full w-full object-contain" />
        ) : null}
      </span>
      <span className="min-w-0 flex-1 truncate">
        <Highlight text={hitName(hit)} query={query} />
      </span>
      <span className="shrink-0 text-xs text-gray-600">{t(`type.${hit.type}`)}</span>
    </Link>
  );
}
