import { describe, expect, it } from "vitest";
import { informationBody, informationForm, NEW_ADDRESS } from "./checkout-input";

const empty = { email: "", shippingChoice: NEW_ADDRESS, shippingAddress: {}, billingSame: true, billingAddress: {} };
const address = {
  fullName: "Ayşe Yılmaz",
  phone: "0532 123 45 67",
  city: "İstanbul",
  district: "Başakşehir",
  neighbourhood: "Ziya Gökalp Mah.",
  postcode: "34490",
  line: "Süleyman Demirel Cad. No: 7",
  tcKimlikNo: "10000000146",
};
const flagged = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((i) => i.path.join("."));

describe("the checkout's information step", () => {
  it("flags the e-mail and every empty address field in one submit", () => {
    const paths = flagged(informationForm(true).safeParse(empty));
    expect(paths).toEqual(
      expect.arrayContaining([
        "email",
        "shippingAddress.fullName",
        "shippingAddress.phone",
        "shippingAddress.city",
        "shippingAddress.neighbourhood",
        "shippingAddress.postcode",
        "shippingAddress.line",
      ]),
    );
  });

  it("takes a mobile number and refuses a landline, in the form and in the API's body", () => {
    const form = (phone: string) =>
      informationForm(true).safeParse({ ...empty, email: "a@example.com", shippingAddress: { ...address, phone } });
    expect(form("0532 123 45 67").success).toBe(true);
    expect(form("0212 555 01 23").error?.issues).toEqual([
      expect.objectContaining({ path: ["shippingAddress", "phone"], message: "mobilePhone" }),
    ]);
    expect(informationBody.safeParse({ shippingAddress: { ...address, phone: "+90 (312) 555-40-18" } }).success).toBe(false);
  });
});
