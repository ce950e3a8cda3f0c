import { foldTurkish } from "./turkish";

/**
 * The 81 provinces (il) of Türkiye by licence-plate code. A Turkish postcode starts with the plate
 * code of its province (34xxx is İstanbul, 06xxx Ankara), which lets the address form catch a
 * postcode typed for the wrong province.
 */
export const provinces: readonly string[] = [
  "Adana",
  "Adıyaman",
  "Afyonkarahisar",
  "Ağrı",
  "Amasya",
  "Ankara",
  "Antalya",
  "Artvin",
  "Aydın",
  "Balıkesir",
  "Bilecik",
  "Bingöl",
  "Bitlis",
  "Bolu",
  "Burdur",
  "Bursa",
  "Çanakkale",
  "Çankırı",
  "Çorum",
  "Denizli",
  "Diyarbakır",
  "Edirne",
  "Elazığ",
  "Erzincan",
  "Erzurum",
  "Eskişehir",
  "Gaziantep",
  "Giresun",
  "Gümüşhane",
  "Hakkari",
  "Hatay",
  "Isparta",
  "Mersin",
  "İstanbul",
  "İzmir",
  "Kars",
  "Kastamonu",
  "Kayseri",
  "Kırklareli",
  "Kırşehir",
  "Kocaeli",
  "Konya",
  "Kütahya",
  "Malatya",
  "Manisa",
  "Kahramanmaraş",
  "Mardin",
  "Muğla",
  "Muş",
  "Nevşehir",
  "Niğde",
  "Ordu",
  "Rize",
  "Sakarya",
  "Samsun",
  "Siirt",
  "Sinop",
  "Sivas",
  "Tekirdağ",
  "Tokat",
  "Trabzon",
  "Tunceli",
  "Şanlıurfa",
  "Uşak",
  "Van",
  "Yozgat",
  "Zonguldak",
  "Aksaray",
  "Bayburt",
  "Karaman",
  "Kırıkkale",
  "Batman",
  "Şırnak",
  "Bartın",
  "Ardahan",
  "Iğdır",
  "Yalova",
  "Karabük",
  "Kilis",
  "Osmaniye",
  "Düzce",
];

/** "34" for İstanbul; undefined for a name that is not a province. */
export function plateCode(province: string): string | undefined {
  const index = provinces.indexOf(province);
  return index < 0 ? undefined : String(index + 1).padStart(2, "0");
}

/** Five digits whose first two are the province's plate code. */
export function postcodeMatchesProvince(postcode: string, province: string): boolean {
  const plate = plateCode(province);
  return plate !== undefined && /^\d{5}$/.test(postcode) && postcode.startsWith(plate);
}

const byFoldedName = new Map(provinces.map((p) => [foldTurkish(p), p]));

/** The province a typed name means, whatever its case and Turkish letters ("istanbul", "IGDIR"); undefined if none. */
export function provinceNamed(name: string): string | undefined {
  return byFoldedName.get(foldTurkish(name));
}

/** Provinces in Turkish alphabetical order, for the province select. */
export const provincesByName: readonly string[] = [...provinces].sort((a, b) => a.localeCompare(b, "tr"));
