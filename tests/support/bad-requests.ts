/** Deterministic generator of hostile requests for the fuzz suite (docs/SECURITY.md, "Hostile input"). */
import { z } from "zod";
import { mulberry32 } from "../../seed/prng";

/** A hostile request: its body, and the cookie header or path parameter it brings instead of the usual ones. */
export type BadRequest = { label: string; body: string; contentType: string; mustBe4xx: boolean; cookie?: string; param?: string };

const fieldNames = [
  "item",
  "productId",
  "variantId",
  "quantity",
  "id",
  "searchQuery",
  "name",
  "collectionId",
  "collectionIds",
  "couponCode",
  "locale",
  "rating",
  "content",
  "isAuthorNameShown",
  "acceptedMembershipAgreement",
  "isBuyLater",
  "isAlarm",
  "email",
  "password",
  "phone",
  "title",
  "city",
  "status",
  "price",
  "salesPrice",
  "deliveryType",
  "paymentMethod",
  "addressId",
];

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

const hostileValues: unknown[] = [
  -1,
  -999999,
  0,
  1.5,
  -0.0001,
  1e308,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  "1e309",
  "NaN",
  "Infinity",
  "-0",
  "",
  " ",
  "x".repeat(5000),
  "' OR 1=1 --",
  "'); DROP TABLE products; --",
  '" OR ""="',
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  "\u0000",
  "\uD800",
  "\u202Egnp.exe",
  "\u200B\u200B",
  "İıŞşĞğ",
  "𝕏🙂👩‍👩‍👧",
  "%00%27",
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}",
  "{{7*7}}",
  null,
  true,
  false,
  [],
  [[[]]],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  ["a", 1, null],
  nested(20),
];

/** Just past PostgreSQL's `integer`, and the largest integer a JSON number carries exactly. */
const LARGE_NUMBERS = [2 ** 31, 2 ** 53 - 1];

/**
 * Every field of `types` in every request schema in src/shared, as a path ("item.productId", "imageIds.[]"): read
 * from the schemas at run time, so a new schema is covered without editing this file.
 */
function fieldPaths(types: string[]): string[][] {
  const modules = import.meta.glob<Record<string, unknown>>(["/src/shared/**/*.ts", "!**/*.test.ts"], { eager: true });
  const paths = new Map<string, string[]>();
  type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[] };
  const walk = (schema: Json, path: string[]) => {
    if (path.length > 0 && [schema.type].flat().some((type) => types.includes(type ?? ""))) paths.set(path.join("."), path);
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, [...path, key]);
    if (schema.items) walk(schema.items, [...path, "[]"]);
    for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(child, path);
  };
  for (const exported of Object.values(modules).flatMap((m) => Object.values(m)))
    if (exported instanceof z.ZodType) walk(z.toJSONSchema(exported, { io: "input", unrepresentable: "any" }) as Json, []);
  return [...paths.values()];
}

/** `{a: {b: value}}` for ["a", "b"]; "[]" makes a one-element list. `siblings` sit beside the innermost field. */
function bodyAt([head, ...rest]: string[], value: unknown, siblings: Record<string, unknown>): unknown {
  if (head === undefined) return value;
  if (head === "[]") return [bodyAt(rest, value, siblings)];
  return { ...(rest.length === 0 ? siblings : {}), [head]: bodyAt(rest, value, siblings) };
}

/**
 * Numbers within JSON's safe integers but past the database's columns, in every numeric field a schema declares
 * (so a new schema is covered without editing this file): alone, beside a valid quantity, and as a string. Sent
 * with `cookie` (a session that passes the routes' access checks), so the number reaches every route's validation.
 */
export function largeNumberRequests(cookie: string): BadRequest[] {
  return fieldPaths(["integer", "number"]).flatMap((path) =>
    [
      bodyAt(path, LARGE_NUMBERS[0], {}),
      bodyAt(path, LARGE_NUMBERS[1], path.at(-1) === "quantity" ? {} : { quantity: 1 }),
      bodyAt(path, String(LARGE_NUMBERS[0]), {}),
    ].map((body) => ({
      label: `large number in ${path.join(".")}`,
      body: JSON.stringify(body),
      contentType: "application/json",
      mustBe4xx: false,
      cookie,
    })),
  );
}

/**
 * U+0000, which PostgreSQL's text cannot hold, in every string field a schema declares: as the whole value, inside
 * a word, and in a key beside it. Sent with `cookie`, so the text reaches every route's validation; the answer
 * must be a 4xx on a route that reads a body.
 */
export function nulRequests(cookie: string): BadRequest[] {
  return fieldPaths(["string"]).flatMap((path) =>
    [bodyAt(path, "\u0000", {}), bodyAt(path, "Baskı\u0000makinesi", { "k\u0000": "v" })].map((body) => ({
      label: `U+0000 in ${path.join(".")}`,
      body: JSON.stringify(body),
      contentType: "application/json",
      mustBe4xx: true,
      cookie,
    })),
  );
}

/** Cookie values no browser of the shop would send: broken percent-encodings, forged ids, injection, size. */
const garbageCookieValues = [
  "%E0%A4%A",
  "%C0%AF",
  "%",
  "00000000-0000-0000-0000-000000000000",
  "' OR 1=1 --",
  "abc.def.ghi",
  "a".repeat(4096),
  "2147483648",
];

/** Every cookie the shop sets (`names`) filled with each garbage value, as the Cookie header of a request. */
export function garbageCookieRequests(names: string[], signedIn: string): BadRequest[] {
  return names.flatMap((name) =>
    garbageCookieValues.flatMap((value, i) => {
      const cookie = `${name}=${value}`;
      return {
        label: `cookie ${name}=${value.slice(0, 20)}`,
        body: "{}",
        contentType: "application/json",
        mustBe4xx: false,
        cookie: i % 2 ? `${signedIn}; ${cookie}` : cookie,
      };
    }),
  );
}

/** Values of a dynamic path segment as the route handler receives it (decoded once): large ids, broken encodings. */
export function badParamRequests(): BadRequest[] {
  return [...LARGE_NUMBERS.map(String), "%E0%A4%A", "%C0%AF", "%E0%A4", "%"].map((param) => ({
    label: `path parameter ${param}`,
    body: "{}",
    contentType: "application/json",
    mustBe4xx: false,
    param,
  }));
}

export function badRequests(seed: number, count: number): BadRequest[] {
  const rnd = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const fixed: BadRequest[] = [
    { label: "invalid JSON", body: "{", contentType: "application/json", mustBe4xx: true },
    { label: "truncated JSON", body: '{"productId": 1,', contentType: "application/json", mustBe4xx: true },
    { label: "JSON with a trailing comma", body: '{"a":1,}', contentType: "application/json", mustBe4xx: true },
    {
      label: "a 1 MB string",
      body: JSON.stringify({ name: "x".repeat(1024 * 1024), searchQuery: "x".repeat(10) }),
      contentType: "application/json",
      mustBe4xx: true,
    },
    // Past the 5,000 levels that once overflowed the stack; refused by depth, whatever the route.
    { label: "deep nesting", body: `${"[".repeat(6000)}${"]".repeat(6000)}`, contentType: "application/json", mustBe4xx: true },
    { label: "deep nesting in objects", body: JSON.stringify(nested(3000)), contentType: "application/json", mustBe4xx: true },
    { label: "form encoding", body: "productId=1&quantity=2", contentType: "application/x-www-form-urlencoded", mustBe4xx: false },
    { label: "XML", body: "<a>1</a>", contentType: "application/xml", mustBe4xx: false },
    { label: "JSON null", body: "null", contentType: "application/json", mustBe4xx: false },
    { label: "JSON number", body: "42", contentType: "application/json", mustBe4xx: false },
    { label: "JSON string", body: '"hello"', contentType: "application/json", mustBe4xx: false },
    { label: "JSON array", body: "[1,2,3]", contentType: "application/json", mustBe4xx: false },
  ];
  const generated: BadRequest[] = [];
  while (fixed.length + generated.length < count) {
    const fields = Math.floor(rnd() * 4) + 1;
    const body: Record<string, unknown> = {};
    for (let i = 0; i < fields; i++) {
      const name = pick(fieldNames);
      const value = pick(hostileValues);
      body[name] = rnd() < 0.25 ? { [pick(fieldNames)]: value, [pick(fieldNames)]: pick(hostileValues) } : value;
    }
    generated.push({
      label: `fields ${Object.keys(body).join(",")}`,
      body: JSON.stringify(body),
      contentType: "application/json",
      mustBe4xx: false,
    });
  }
  return [...fixed, ...generated];
}
