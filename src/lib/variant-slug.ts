/**
 * Product URL slug codec: a product slug may carry the selected variant attributes.
 *
 *   encodeVariantSlug("pigmenta-uv-murekkep", { Renk: "Sarı", Hacim: "500 ml" })
 *     === "pigmenta-uv-murekkep-v~Hacim=500_ml~Renk=Sarı"
 *
 * Shape: `{base}-v~{key}={value}~{key}={value}…`. The marker is "-v~": a dash, the marker key
 * "v", then "~", which separates all pairs. Base slugs never contain "~" (slugify() output is
 * [a-z0-9-], and encode refuses anything else with "~"), so the FIRST "~" always belongs to the
 * marker, however many dashes or "-v-" segments the base has.
 *
 * Keys and values keep letters (any script, so "Sarı" stays readable), digits, "-" and "."; a
 * space becomes "_"; every other character, including "_", "~", "=", "*", "&", "/", "%", is
 * written as "*" plus two upper-case hex digits per UTF-8 byte ("&" -> "*26"). The canonical
 * form therefore uses only characters that browsers and encodeURIComponent leave as they are
 * (apart from non-ASCII letters, which a browser shows decoded anyway) and never contains "%".
 * That makes decoding work whether the framework hands us the raw, percent-encoded path segment
 * or an already-decoded one: if the input contains "%", it is the encoded form and is decoded
 * once first. Keys are sorted by code unit (not localeCompare, which can differ between server
 * and browser ICU), so one selection has exactly one URL.
 */

const MARKER = "-v~";
const PAIR_SEPARATOR = "~";
const KEY_VALUE_SEPARATOR = "=";

export interface DecodedVariantSlug {
  baseSlug: string;
  attributes: Record<string, string>;
  /** The marker was present but the suffix could not be decoded; baseSlug is then strictly
   *  shorter than the input, so redirecting to it can never loop. */
  malformed: boolean;
}

const KEPT = /[\p{L}\p{N}.-]/u;

const utf8 = new TextEncoder();

function escapeChar(char: string): string {
  if (char === " ") return "_";
  if (KEPT.test(char)) return char;
  // Not encodeURIComponent: it would leave "~", "_", "*", "!", "'", "(" and ")" as they are.
  return Array.from(utf8.encode(char), (byte) => `*${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}

function encodeToken(s: string): string {
  // Array.from walks code points, so an astral character or a lone surrogate is one unit.
  return Array.from(s, (char) => {
    // TextEncoder would silently turn a lone surrogate into U+FFFD, and the URL would decode to
    // something else; fail loudly instead.
    if (/^[\uD800-\uDFFF]$/.test(char)) throw new RangeError("variant attribute contains a lone surrogate");
    return escapeChar(char);
  }).join("");
}

const VALID_TOKEN = /^(?:[\p{L}\p{N}._-]|\*[0-9A-Fa-f]{2})*$/u;

function decodeToken(token: string): string | undefined {
  if (!VALID_TOKEN.test(token)) return undefined;
  try {
    return decodeURIComponent(token.replace(/_/g, " ").replace(/\*/g, "%"));
  } catch {
    return undefined; // "*" escapes that are not valid UTF-8
  }
}

const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Slug for a product with these attributes selected; no attributes gives the base slug itself. */
export function encodeVariantSlug(baseSlug: string, attrs: Readonly<Record<string, string>>): string {
  if (baseSlug === "" || baseSlug.includes(PAIR_SEPARATOR) || baseSlug.includes("%")) {
    throw new RangeError(`not a usable base slug: ${JSON.stringify(baseSlug)}`);
  }
  const keys = Object.keys(attrs).sort(compareCodeUnits);
  if (keys.length === 0) return baseSlug;
  const pairs = keys.map((key) => `${encodeToken(key)}${KEY_VALUE_SEPARATOR}${encodeToken(attrs[key] ?? "")}`);
  return `${baseSlug}${MARKER}${pairs.join(PAIR_SEPARATOR)}`;
}

function parsePairs(suffix: string): Record<string, string> | undefined {
  if (suffix === "") return undefined;
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const pair of suffix.split(PAIR_SEPARATOR)) {
    const parts = pair.split(KEY_VALUE_SEPARATOR);
    if (parts.length !== 2) return undefined;
    const key = decodeToken(parts[0] ?? "");
    const value = decodeToken(parts[1] ?? "");
    if (key === undefined || value === undefined || seen.has(key)) return undefined;
    seen.add(key);
    entries.push([key, value]);
  }
  // fromEntries defines own properties, so a key such as "__proto__" cannot reach the prototype.
  return Object.fromEntries(entries);
}

/**
 * Splits a product path segment into the base slug and the selected attributes. Pairs in a
 * non-sorted order are accepted; a page that wants one URL per selection can redirect when
 * `encodeVariantSlug(baseSlug, attributes) !== slug`.
 */
export function decodeVariantSlug(slug: string): DecodedVariantSlug {
  let text = slug;
  if (text.includes("%")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Broken percent-encoding: still split on the marker, which is plain ASCII, if we can.
      const at = slug.indexOf(MARKER);
      if (at > 0 && !slug.slice(0, at).includes(PAIR_SEPARATOR)) {
        return { baseSlug: slug.slice(0, at), attributes: {}, malformed: true };
      }
      return { baseSlug: slug, attributes: {}, malformed: false };
    }
  }

  const firstTilde = text.indexOf(PAIR_SEPARATOR);
  const markerAt = firstTilde - (MARKER.length - 1);
  if (firstTilde === -1 || markerAt <= 0 || !text.startsWith(MARKER, markerAt)) {
    // No marker: the whole segment is the product slug (an unknown one simply 404s).
    return { baseSlug: text, attributes: {}, malformed: false };
  }

  const baseSlug = text.slice(0, markerAt);
  const attributes = parsePairs(text.slice(firstTilde + 1));
  if (attributes === undefined) return { baseSlug, attributes: {}, malformed: true };
  return { baseSlug, attributes, malformed: false };
}
