import { storeConfig } from "@/config/store";

/** Product photos are shown as 3:4 rectangles or as squares, by store configuration. Server only (reads the configuration). */
export const productImageAspect = () => (storeConfig.catalog.productImageShape === "square" ? "aspect-square" : "aspect-[3/4]");
