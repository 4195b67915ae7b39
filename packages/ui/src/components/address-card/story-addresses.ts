// Sample addresses for the address stories, per locale. Stories only.
import type { AddressCardAddress } from "./address-card.tsx";

type Locale = "tr" | "en" | "ar";

const home: Record<Locale, AddressCardAddress> = {
  tr: {
    id: "home",
    title: "Ev",
    fullName: "Ayşe Yılmaz",
    addressLine: "Caferağa Mah. Moda Cad. No: 12 Daire: 4",
    district: "Kadıköy",
    province: "İstanbul",
    country: "Türkiye",
    postalCode: "34710",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
    identityNumber: "10000000146",
  },
  en: {
    id: "home",
    title: "Home",
    fullName: "Ayşe Yılmaz",
    addressLine: "Caferağa Mah. Moda Cad. No: 12 Flat: 4",
    district: "Kadıköy",
    province: "Istanbul",
    country: "Türkiye",
    postalCode: "34710",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
    identityNumber: "10000000146",
  },
  ar: {
    id: "home",
    title: "المنزل",
    fullName: "عائشة يلماز",
    addressLine: "حي جافر آغا، شارع مودا، رقم 12، شقة 4",
    district: "قاضي كوي",
    province: "إسطنبول",
    country: "تركيا",
    postalCode: "34710",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
    identityNumber: "10000000146",
  },
};

const office: Record<Locale, AddressCardAddress> = {
  tr: {
    id: "office",
    title: "İş yeri",
    fullName: "Mehmet Öztürk",
    addressLine: "Büyükdere Cad. Nurol Plaza No: 255 Kat: 7",
    district: "Sarıyer",
    province: "İstanbul",
    country: "Türkiye",
    postalCode: "34398",
    phones: ["+90 212 555 01 02", "+90 533 987 65 43"],
    kind: "corporate",
    companyName: "Öztürk Tekstil San. ve Tic. A.Ş.",
    taxOffice: "Maslak",
    taxNumber: "6470012345",
  },
  en: {
    id: "office",
    title: "Office",
    fullName: "Mehmet Öztürk",
    addressLine: "Büyükdere Cad. Nurol Plaza No: 255 Floor: 7",
    district: "Sarıyer",
    province: "Istanbul",
    country: "Türkiye",
    postalCode: "34398",
    phones: ["+90 212 555 01 02", "+90 533 987 65 43"],
    kind: "corporate",
    companyName: "Öztürk Textile Inc.",
    taxOffice: "Maslak",
    taxNumber: "6470012345",
  },
  ar: {
    id: "office",
    title: "العمل",
    fullName: "محمد أوزتورك",
    addressLine: "شارع بيوك دره، نورول بلازا رقم 255، الطابق 7",
    district: "صارير",
    province: "إسطنبول",
    country: "تركيا",
    postalCode: "34398",
    phones: ["+90 212 555 01 02", "+90 533 987 65 43"],
    kind: "corporate",
    companyName: "شركة أوزتورك للمنسوجات",
    taxOffice: "مسلك",
    taxNumber: "6470012345",
  },
};

const summer: Record<Locale, AddressCardAddress> = {
  tr: {
    id: "summer",
    title: "Yazlık",
    fullName: "Ayşe Yılmaz",
    addressLine: "Bitez Mah. Şehit Hakan Yılmaz Cad. No: 8",
    district: "Bodrum",
    province: "Muğla",
    country: "Türkiye",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
  },
  en: {
    id: "summer",
    title: "Summer house",
    fullName: "Ayşe Yılmaz",
    addressLine: "Bitez Mah. Şehit Hakan Yılmaz Cad. No: 8",
    district: "Bodrum",
    province: "Muğla",
    country: "Türkiye",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
  },
  ar: {
    id: "summer",
    title: "المنزل الصيفي",
    fullName: "عائشة يلماز",
    addressLine: "حي بيتز، شارع الشهيد هاكان يلماز رقم 8",
    district: "بودروم",
    province: "موغلا",
    country: "تركيا",
    phones: ["+90 532 123 45 67"],
    kind: "individual",
  },
};

export const storyAddresses = { home, office, summer };

export function storyAddress(
  which: keyof typeof storyAddresses,
  locale: string,
): AddressCardAddress {
  const byLocale = storyAddresses[which];
  return byLocale[(locale in byLocale ? locale : "tr") as Locale];
}
