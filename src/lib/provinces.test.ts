import { describe, expect, it } from "vitest";
import { plateCode, postcodeMatchesProvince, provinceNamed, provinces, provincesByName } from "./provinces";

describe("provinces", () => {
  it("lists the 81 provinces once each, by plate code", () => {
    expect(provinces).toHaveLength(81);
    expect(new Set(provinces).size).toBe(81);
    expect(plateCode("Adana")).toBe("01");
    expect(plateCode("Ankara")).toBe("06");
    expect(plateCode("İstanbul")).toBe("34");
    expect(plateCode("İzmir")).toBe("35");
    expect(plateCode("Düzce")).toBe("81");
    expect(plateCode("Istanbul")).toBeUndefined();
  });

  it("accepts a postcode only under its own province", () => {
    expect(postcodeMatchesProvince("34555", "İstanbul")).toBe(true);
    expect(postcodeMatchesProvince("06100", "Ankara")).toBe(true);
    expect(postcodeMatchesProvince("06100", "İstanbul")).toBe(false);
    expect(postcodeMatchesProvince("3455", "İstanbul")).toBe(false);
    expect(postcodeMatchesProvince("34555", "Atlantis")).toBe(false);
  });

  it("finds the province a typed name means, whatever its case and Turkish letters", () => {
    expect(provinceNamed("istanbul")).toBe("İstanbul");
    expect(provinceNamed("  ISTANBUL ")).toBe("İstanbul");
    expect(provinceNamed("IĞDIR")).toBe("Iğdır");
    expect(provinceNamed("canakkale")).toBe("Çanakkale");
    expect(provinceNamed("Atlantis")).toBeUndefined();
    expect(provinceNamed("")).toBeUndefined();
  });

  it("sorts by the Turkish alphabet for the select", () => {
    expect(provincesByName.indexOf("Çanakkale")).toBeGreaterThan(provincesByName.indexOf("Bursa"));
    expect(provincesByName.indexOf("Çanakkale")).toBeLessThan(provincesByName.indexOf("Denizli"));
    expect(provincesByName.indexOf("Iğdır")).toBeLessThan(provincesByName.indexOf("İstanbul"));
    expect(provincesByName.at(-1)).toBe("Zonguldak");
  });
});
