import { describe, expect, it } from "vitest";
import { addressRequestSchema } from "@/shared/account/address";
import { deliveryAddressInput, postalAddressInput } from "@/shared/cart/checkout-input";

const address = {
  fullName: "Ayşe Yılmaz",
  city: "İstanbul",
  district: "Kadıköy",
  neighbourhood: "Caferağa Mah.",
  line: "Moda Caddesi No: 45 Daire: 7",
  postcode: "34710",
  billingType: "individual",
  tcKimlikNo: "10000000146",
};
const corporate = {
  ...address,
  billingType: "corporate",
  tcKimlikNo: "",
  companyName: "Işık Baskı Ltd.",
  taxOffice: "Kadıköy",
  taxNumber: "1234567890",
};

type Parse = (a: Record<string, unknown>) => ReturnType<typeof postalAddressInput.safeParse | typeof addressRequestSchema.safeParse>;
const ruleSets: [string, Parse][] = [
  ["address book", (a) => addressRequestSchema.safeParse({ ...a, title: "Ev", phone: "+905321234567" })],
  ["checkout", (a) => postalAddressInput.safeParse({ ...a, phone: "0532 123 45 67" })],
];

describe.each(ruleSets)("the %s's address rules (one rule set for both)", (_name, parse) => {
  it("accepts an individual with a T.C. Kimlik No, and a company with a VKN or a sole proprietor's T.C. Kimlik No", () => {
    expect(parse(address).success).toBe(true);
    expect(parse(corporate).success).toBe(true);
    expect(parse({ ...corporate, taxNumber: "17291716060" }).success).toBe(true);
  });

  it("takes a typed province whatever its case and stores its own name", () => {
    expect(parse({ ...address, city: "istanbul" }).data).toMatchObject({ city: "İstanbul" });
  });

  it.each([
    ["an individual without T.C. Kimlik No", { tcKimlikNo: "" }, "tcKimlikNo", "account:validation.tcKimlikInvalid"],
    ["an invalid T.C. Kimlik No", { tcKimlikNo: "12345678901" }, "tcKimlikNo", "account:validation.tcKimlikInvalid"],
    ["a company without its name", { ...corporate, companyName: "" }, "companyName", "account:validation.companyRequired"],
    ["a company without tax office", { ...corporate, taxOffice: "" }, "taxOffice", "account:validation.taxOfficeRequired"],
    ["an invalid tax number", { ...corporate, taxNumber: "1234567891" }, "taxNumber", "account:validation.taxNumberInvalid"],
    ["a postcode of another province", { postcode: "06100" }, "postcode", "account:validation.postcodeCity"],
    ["a four-digit postcode", { postcode: "3471" }, "postcode", "account:validation.postcodeInvalid"],
    ["a province that does not exist", { city: "Atlantis" }, "city", "account:validation.cityInvalid"],
    ["a one-letter name", { fullName: "A" }, "fullName", "account:validation.nameLength"],
    ["a one-letter district", { district: "K" }, "district", "account:validation.districtRequired"],
    ["no district chosen", { district: "" }, "district", "account:validation.districtRequired"],
    ["a district of another province", { district: "Çankaya" }, "district", "account:validation.districtInvalid"],
    ["a district that is in no list", { district: "Moda" }, "district", "account:validation.districtInvalid"],
    ["a one-letter neighbourhood", { neighbourhood: "C" }, "neighbourhood", "account:validation.neighbourhoodRequired"],
    ["a four-letter address line", { line: "Moda" }, "line", "account:validation.lineLength"],
  ])("refuses %s", (_label, change, path, message) => {
    expect(parse({ ...address, ...change }).error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });
});

describe("the checkout's address", () => {
  it("checks the district of a delivery address without invoice details too", () => {
    const parsed = deliveryAddressInput.safeParse({ ...address, district: "Karşıyaka", phone: "0532 123 45 67" });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ["district"], message: "account:validation.districtInvalid" })]);
  });

  it("keeps only the chosen invoice kind's details", () => {
    const individual = postalAddressInput.parse({ ...address, companyName: "Eski Firma", phone: "0532 123 45 67" });
    expect(individual).toMatchObject({ tcKimlikNo: "10000000146" });
    expect(individual).not.toHaveProperty("companyName");
    const company = postalAddressInput.parse({ ...corporate, tcKimlikNo: "10000000146", phone: "0532 123 45 67" });
    expect(company).toMatchObject({ companyName: "Işık Baskı Ltd.", taxOffice: "Kadıköy", taxNumber: "1234567890" });
    expect(company).not.toHaveProperty("tcKimlikNo");
  });
});
