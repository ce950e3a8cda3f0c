/** Deterministic generator of hostile request bodies for the fuzz suite (docs/SECURITY.md, "Hostile input"). */
import { mulberry32 } from "../../seed/prng";

export type BadRequest = { label: string; body: string; contentType: string; mustBe4xx: boolean };

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
    { label: "deep nesting", body: JSON.stringify(nested(2000)), contentType: "application/json", mustBe4xx: false },
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
