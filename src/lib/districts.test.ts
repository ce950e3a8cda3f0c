import { describe, expect, it } from "vitest";
import { districtChoices, districtsOf, isDistrictOf } from "./districts";
import { provinces } from "./provinces";

describe("districts", () => {
  it("lists the districts of every one of the 81 provinces, about 973 in all, in Turkish order", () => {
    for (const province of provinces) expect(districtsOf(province).length, province).toBeGreaterThan(0);
    expect(provinces.reduce((n, p) => n + districtsOf(p).length, 0)).toBe(973);
    expect(districtsOf("İstanbul")).toHaveLength(39);
    const izmir = districtsOf("İzmir");
    expect(izmir).toEqual([...izmir].sort((a, b) => a.localeCompare(b, "tr")));
    expect(districtsOf("Bilecik")).toContain("Merkez");
  });

  it("knows which province a district belongs to", () => {
    expect(isDistrictOf("İstanbul", "Kadıköy")).toBe(true);
    expect(isDistrictOf("Ankara", "Çankaya")).toBe(true);
    expect(isDistrictOf("İzmir", "Kadıköy")).toBe(false);
    expect(isDistrictOf("İstanbul", "kadıköy")).toBe(false);
    expect(isDistrictOf("Atlantis", "Kadıköy")).toBe(false);
    expect(isDistrictOf("constructor", "Kadıköy")).toBe(false);
  });

  it("offers a saved district that is not in the list, so an old address still shows what it holds", () => {
    expect(districtChoices("İstanbul", "Eski Merkez")).toMatchObject({ unlisted: "Eski Merkez" });
    expect(districtChoices("İstanbul", "Kadıköy").unlisted).toBeUndefined();
    expect(districtChoices("İstanbul").unlisted).toBeUndefined();
    expect(districtChoices("").districts).toEqual([]);
  });
});
