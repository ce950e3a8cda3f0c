/**
 * Where a word was found in a document; one bit each so a word in several fields keeps them all. `kind` marks
 * a name word that the product's category also names (the word, or the start of one of its words): what the
 * product is.
 */
export const FIELD = { name: 1, code: 2, brand: 4, category: 8, description: 16, kind: 32 } as const;
export const FIELD_BITS = 6;
export const FIELD_MASK = (1 << FIELD_BITS) - 1;

/**
 * Where a term stands in a document, best first, so that a one-word query reads its best matches first:
 * the name's first word (after the brand's words too) when it is the whole name, a kind word, the name's first
 * word, any other name or code word, a brand or category word, a description word.
 */
export const Segment = { soleNameWord: 0, kind: 1, firstNameWord: 2, nameOrCode: 3, brandOrCategory: 4, description: 5 } as const;
export const SEGMENTS = 6;
