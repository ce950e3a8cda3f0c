import { describe, expect, it } from "vitest";
import { searchWords } from "@/lib/search-query";
import { allowedTypos, codeWords, joinedModelNumbers, stemsOf } from "./tokens";
import { fuzzyRanges, matchCode, prefixRange, type TermRange } from "./vocabulary";

/** Textbook optimal-string-alignment distance, the reference the trie walk must agree with. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

function expectedCode(term: string, word: string, k: number, prefix: boolean): number {
  const full = osa(term, word);
  let code = full <= k ? matchCode(full, false) : 0;
  if (prefix) {
    let best = Number.POSITIVE_INFINITY;
    for (let n = 0; n <= term.length; n++) best = Math.min(best, osa(term.slice(0, n), word));
    if (best <= k && (code === 0 || matchCode(best, true) < code)) code = matchCode(best, true);
  }
  return code;
}

const terms = [
  "baski",
  "baskili",
  "bask",
  "kafa",
  "kafasi",
  "kartus",
  "kartusu",
  "kurleme",
  "kurlemeli",
  "laminasyon",
  "lamba",
  "lambalar",
  "makine",
  "makineler",
  "murekkep",
  "murekkepler",
  "murekep",
  "solvent",
  "yazici",
  "yazicilar",
  "yazilim",
].sort();

function codesFor(word: string, k: number, prefix: boolean): number[] {
  const out: TermRange[] = [];
  fuzzyRanges(terms, word, k, prefix, out);
  const codes = terms.map(() => 0);
  for (const r of out) for (let i = r.lo; i < r.hi; i++) codes[i] = codes[i] === 0 ? r.code : Math.min(codes[i] as number, r.code);
  return codes;
}

describe("fuzzy vocabulary walk", () => {
  const words = ["murekep", "mruekkep", "yazci", "yazicilr", "kurlme", "lamab", "laminsayon", "baskk", "kartsu", "makineleri", "xyzab"];
  for (const word of words) {
    for (const k of [1, 2]) {
      for (const prefix of [false, true]) {
        it(`agrees with the reference distance for "${word}", ${k} typo(s), prefix ${prefix}`, () => {
          expect(codesFor(word, k, prefix)).toEqual(terms.map((term) => expectedCode(term, word, k, prefix)));
        });
      }
    }
  }
});

describe("query words", () => {
  it("folds and splits at anything but letters and digits", () => {
    expect(searchWords("UV-1200 Kürleme/İNK")).toEqual(["uv", "1200", "kurleme", "ink"]);
  });

  it("gives codes their compact form too", () => {
    expect(codeWords("UV-1200")).toEqual(["uv", "1200", "uv1200"]);
    expect(codeWords("ES160")).toEqual(["es160"]);
  });

  it("allows one typo from five letters, two from nine, none in numbers", () => {
    expect(["kafa", "kafas", "laminasyo", "12345"].map(allowedTypos)).toEqual([0, 1, 2, 0]);
  });

  it("finds stems under Turkish suffixes, longest first", () => {
    expect(stemsOf("yazicilar")).toContain("yazici");
    expect(stemsOf("kafasi")).toEqual(["kafas", "kafa"]);
    expect(stemsOf("kartusu")).toContain("kartus");
    expect(stemsOf("uv1200")).toEqual([]);
  });

  it("finds the id range of every completion", () => {
    const [lo, hi] = prefixRange(terms, "murekk");
    expect(terms.slice(lo, hi)).toEqual(["murekkep", "murekkepler"]);
  });
});

describe("model numbers in names", () => {
  it("are also indexed joined, so they can be typed without the dash", () => {
    expect(joinedModelNumbers("Ankajet AH-1024 Baskı Kafası (UV-LED)")).toEqual(["ah1024"]);
    expect(joinedModelNumbers("Nordiva NV-E130-4H Plus")).toEqual(["nve1304h"]);
  });
});
