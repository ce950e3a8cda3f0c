import type { Family } from "./catalog-tree";
import { applicationFamilies } from "./family-applications";
import { ecoInkFamily, subInkFamily, uvInkFamily } from "./family-inks";
import { flatbedFamily, labelFamily, laserFamily, solventFamily, textileFamily } from "./family-machines";
import { mediaFamily } from "./family-media";
import { cleaningFamily, printheadFamily } from "./family-supplies";
import { uvLampFamily, uvLedFamily, uvPartFamily, uvTunnelFamily } from "./family-uv";
import type { FamilySpec } from "./types";

const all: FamilySpec[] = [
  flatbedFamily,
  solventFamily,
  textileFamily,
  laserFamily,
  labelFamily,
  uvInkFamily,
  ecoInkFamily,
  subInkFamily,
  printheadFamily,
  cleaningFamily,
  mediaFamily,
  uvLedFamily,
  uvLampFamily,
  uvTunnelFamily,
  uvPartFamily,
  ...applicationFamilies,
];

export const families = new Map<Family, FamilySpec>(all.map((f) => [f.family, f]));

export function familySpec(family: Family): FamilySpec {
  const spec = families.get(family);
  if (!spec) throw new Error(`unknown product family ${family}`);
  return spec;
}
