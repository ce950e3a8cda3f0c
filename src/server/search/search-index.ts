import { searchWords } from "@/lib/search-query";
import { FIELD, FIELD_BITS, FIELD_MASK, SEGMENTS, Segment } from "./fields";
import { POPULARITY_BITS, segmentOfFields } from "./ranking";
import { codeWords, joinedModelNumbers } from "./tokens";
import { expandCodeTypos, expandWord, type TermRange } from "./vocabulary";

export type SearchItemType = "product" | "brand" | "navigation";

/** One searchable thing (product, brand or category) as the engine reads it. */
export type SearchDocument = {
  type: SearchItemType;
  id: number;
  slug: string;
  /** The name shown, after the brand name (the client shows "{brandName} {name}"). */
  name: string;
  brandName: string | null;
  /** The name as the catalogue stores it, when it differs from `name` (our product names start with the brand). */
  fullName?: string;
  image: string | null;
  /** Breaks ties between equally good matches (see `popularity`). */
  popularity: number;
  codes?: string[];
  brand?: string;
  categories?: string[];
  description?: string;
};

/**
 * What the index keeps of a document after building: what an answer shows and ranks by. The texts it was built
 * from (codes, brand, categories, description: most of a product's document) are not kept: at 10,000 products the
 * server's peak under `bench:load` fell by 25–35 MB (docs/PERFORMANCE.md).
 */
export type IndexedDocument = Pick<SearchDocument, "type" | "id" | "slug" | "name" | "brandName" | "image" | "popularity">;

const indexed = ({ type, id, slug, name, brandName, image, popularity }: SearchDocument): IndexedDocument => ({
  type,
  id,
  slug,
  name,
  brandName,
  image,
  popularity,
});

const IN_STOCK = 2 ** (POPULARITY_BITS - 1);
const BEST_SELLER = 2 ** (POPULARITY_BITS - 2);

/**
 * What is in stock first (a sold-out product cannot be bought today), then best sellers, then by units sold (which
 * saturate at 16,383: beyond that, more sales do not matter).
 */
export const popularity = (inStock: boolean, isBestSeller: boolean, sold: number) =>
  (inStock ? IN_STOCK : 0) + (isBestSeller ? BEST_SELLER : 0) + Math.min(Math.max(sold, 0), BEST_SELLER - 1);

const EXPANSION_CACHE_SIZE = 4000;

/**
 * Words of the description indexed per document (attributes and the short description come first). Long
 * marketing copy repeats the same phrases in every product: indexing all of it doubled the index and the
 * work per query for matches that rank last anyway.
 */
export const MAX_DESCRIPTION_WORDS = 80;

/** Flat typed arrays, so 100,000 products cost tens of megabytes, not millions of objects. */
export type IndexData = {
  /** The sorted vocabulary of folded words; a word's id is its position. */
  terms: string[];
  ids: Map<string, number>;
  /**
   * A term's postings, (doc << FIELD_BITS) | fields, in SEGMENTS segments, each by document: segment s of term t
   * is postings[segmentStart[t * SEGMENTS + s] .. segmentStart[t * SEGMENTS + s + 1]) (see `Segment`), and all
   * of term t's postings are postings[segmentStart[t * SEGMENTS] .. segmentStart[(t + 1) * SEGMENTS]).
   */
  segmentStart: Int32Array;
  postings: Int32Array;
  /** Per term, the fields (FIELD bits) it stands in anywhere in the catalogue. */
  termFields: Uint8Array;
  /** docTerms[docStart[d] .. docStart[d + 1]) = (term << FIELD_BITS) | fields. */
  docStart: Int32Array;
  docTerms: Int32Array;
  /** The words of each full name in order, for "exact name" and "name starts with the query". */
  nameStart: Int32Array;
  nameTerms: Int32Array;
  /** How many leading name words are the brand's: "UV-1200 Flatbed" is the name of "Lumora UV-1200 Flatbed" too. */
  nameSkip: Uint8Array;
  /** Per document, what ranking reads for every candidate, kept out of the objects for speed. */
  docType: Uint8Array;
  docPopularity: Uint16Array;
};

export const itemTypes: readonly SearchItemType[] = ["product", "brand", "navigation"];

/** The in-memory index of one catalogue version: word -> documents, document -> words. */
export class SearchIndex {
  private readonly expansions = new Map<string, TermRange[]>();

  constructor(
    readonly docs: readonly IndexedDocument[],
    readonly data: IndexData,
  ) {}

  /**
   * The terms a query word matches; remembered, since people type the same words over and over. `codeTypos`:
   * also the terms one character off a word with digits (see `expandCodeTypos`).
   */
  expand(word: string, isLast: boolean, codeTypos = false): TermRange[] {
    const key = (isLast ? "1" : "0") + (codeTypos ? "1" : "0") + word;
    let ranges = this.expansions.get(key);
    if (ranges) {
      this.expansions.delete(key);
    } else {
      ranges = expandWord(this.data.terms, this.data.ids, word, isLast);
      if (codeTypos) expandCodeTypos(this.data.terms, word, isLast, ranges);
      if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.delete(this.expansions.keys().next().value as string);
    }
    this.expansions.set(key, ranges);
    return ranges;
  }
}

// Whitespace and ASCII punctuation: a cheap first split. `searchWords` then folds each piece (and splits it
// further at any other separator), remembered per distinct piece, since catalogue texts repeat their words.
const ROUGH_SEPARATORS = /[\s!-/:-@[-`{-~]+/;

/** Numbers each distinct folded word in order of first appearance, remembering how each raw piece folds. */
class WordNumbering {
  readonly firstSeen = new Map<string, number>();
  /** By id, the word. */
  readonly words: string[] = [];
  private readonly pieces = new Map<string, number[]>();

  id(word: string): number {
    let id = this.firstSeen.get(word);
    if (id === undefined) {
      id = this.firstSeen.size;
      this.firstSeen.set(word, id);
      this.words.push(word);
    }
    return id;
  }

  ids(text: string): number[] {
    const out: number[] = [];
    for (const piece of text.split(ROUGH_SEPARATORS)) {
      if (piece === "") continue;
      let ids = this.pieces.get(piece);
      if (!ids) {
        ids = searchWords(piece).map((w) => this.id(w));
        this.pieces.set(piece, ids);
      }
      for (const id of ids) out.push(id);
    }
    return out;
  }
}

/** The shortest name word that can name a product's kind: "uv" in "UV Lambalar" says little of what it is. */
const MIN_KIND_WORD = 3;

/** The name's words that its category also names, as the word or the start of one ("mürekkep" in "mürekkepler"). */
function kindWords(name: number[], categoryWords: number[], words: readonly string[]): number[] {
  return name.filter((id) => {
    const word = words[id] as string;
    return word.length >= MIN_KIND_WORD && categoryWords.some((c) => (words[c] as string).startsWith(word));
  });
}

/**
 * Builds the index. Its documents (`index.docs`) are in ranking's last order: by popularity, higher first, then
 * in the given order. So every posting list, which is by document, is by popularity too.
 */
export function buildSearchIndex(given: readonly SearchDocument[]): SearchIndex {
  const docs = [...given].sort((a, b) => b.popularity - a.popularity);
  const numbering = new WordNumbering();
  // Per document, its distinct words with their field bits: (first-seen id << FIELD_BITS) | fields.
  const entries: number[] = [];
  const docStart = new Int32Array(docs.length + 1);
  const names: number[] = [];
  const nameStart = new Int32Array(docs.length + 1);
  const nameSkip = new Uint8Array(docs.length);
  const lastDoc: number[] = [];
  const slotOf: number[] = [];
  // Per entry, its segment (the name's first words are only known per document).
  const segments: number[] = [];
  docs.forEach((doc, d) => {
    const add = (ids: number[], field: number) => {
      for (const id of ids) {
        if (lastDoc[id] === d) {
          const slot = slotOf[id] as number;
          entries[slot] = (entries[slot] as number) | field;
        } else {
          lastDoc[id] = d;
          slotOf[id] = entries.length;
          entries.push((id << FIELD_BITS) | field);
        }
      }
    };
    const from = entries.length;
    const name = numbering.ids(doc.fullName ?? doc.name);
    add(name, FIELD.name);
    for (const id of name) names.push(id);
    add(
      joinedModelNumbers(doc.fullName ?? doc.name).map((w) => numbering.id(w)),
      FIELD.name,
    );
    if (doc.fullName) nameSkip[d] = Math.max(0, name.length - numbering.ids(doc.name).length);
    for (const code of doc.codes ?? [])
      add(
        codeWords(code).map((w) => numbering.id(w)),
        FIELD.code,
      );
    if (doc.brand) add(numbering.ids(doc.brand), FIELD.brand);
    const categoryWords = (doc.categories ?? []).flatMap((category) => numbering.ids(category));
    add(categoryWords, FIELD.category);
    // A category is a kind itself: its name's words name it.
    add(kindWords(name, doc.type === "navigation" ? name : categoryWords, numbering.words), FIELD.kind);
    if (doc.description) add(numbering.ids(doc.description).slice(0, MAX_DESCRIPTION_WORDS), FIELD.description);
    docStart[d + 1] = entries.length;
    nameStart[d + 1] = names.length;
    // The name's first word, and its first word after the brand's: where "the name starts with the query" looks.
    const skip = nameSkip[d] as number;
    const first = name[0] ?? -1;
    const firstAfterBrand = name[skip] ?? -1;
    // The first word that is also the last: the whole name, with or without the brand's words.
    const sole = name.length === 1 ? first : skip === name.length - 1 ? firstAfterBrand : -1;
    for (let e = from; e < entries.length; e++) {
      const id = (entries[e] as number) >>> FIELD_BITS;
      if (id === sole) segments.push(Segment.soleNameWord);
      else if ((entries[e] as number) & FIELD.kind) segments.push(Segment.kind);
      else if (id === first || id === firstAfterBrand) segments.push(Segment.firstNameWord);
      else segments.push(segmentOfFields((entries[e] as number) & FIELD_MASK));
    }
  });

  // Renumber the words in sorted order, so every completion of a prefix is one contiguous id range.
  const terms = [...numbering.firstSeen.keys()].sort();
  const ids = new Map(terms.map((term, i) => [term, i]));
  const sortedId = new Int32Array(terms.length);
  for (const [term, first] of numbering.firstSeen) sortedId[first] = ids.get(term) as number;

  const docTerms = new Int32Array(entries.length);
  const segmentStart = new Int32Array(terms.length * SEGMENTS + 1);
  const termFields = new Uint8Array(terms.length);
  entries.forEach((entry, i) => {
    const term = sortedId[entry >>> FIELD_BITS] as number;
    docTerms[i] = (term << FIELD_BITS) | (entry & FIELD_MASK);
    termFields[term] = (termFields[term] as number) | (entry & FIELD_MASK);
    const slot = term * SEGMENTS + (segments[i] as number) + 1;
    segmentStart[slot] = (segmentStart[slot] as number) + 1;
  });
  for (let s = 1; s < segmentStart.length; s++) segmentStart[s] = (segmentStart[s] as number) + (segmentStart[s - 1] as number);

  // Documents are visited in order, so every segment comes out sorted by document.
  const postings = new Int32Array(entries.length);
  const fill = segmentStart.slice(0, -1);
  for (let d = 0; d < docs.length; d++) {
    for (let p = docStart[d] as number, end = docStart[d + 1] as number; p < end; p++) {
      const entry = docTerms[p] as number;
      const slot = (entry >>> FIELD_BITS) * SEGMENTS + (segments[p] as number);
      postings[fill[slot] as number] = (d << FIELD_BITS) | (entry & FIELD_MASK);
      fill[slot] = (fill[slot] as number) + 1;
    }
  }
  const nameTerms = Int32Array.from(names, (id) => sortedId[id] as number);
  const docType = Uint8Array.from(docs, (doc) => itemTypes.indexOf(doc.type));
  const docPopularity = Uint16Array.from(docs, (doc) => doc.popularity);
  return new SearchIndex(docs.map(indexed), {
    terms,
    ids,
    segmentStart,
    postings,
    termFields,
    docStart,
    docTerms,
    nameStart,
    nameTerms,
    nameSkip,
    docType,
    docPopularity,
  });
}
