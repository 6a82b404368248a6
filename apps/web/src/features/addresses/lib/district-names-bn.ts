/**
 * The districts' and divisions' Bangla names (packages/db seed, reference-data.ts), for the
 * address form on Bangla pages: shown in the list while the value sent stays the district's id.
 */
export const DISTRICT_NAMES_BN: Record<string, string> = {
  Cumilla: "কুমিল্লা",
  Feni: "ফেনী",
  Brahmanbaria: "ব্রাহ্মণবাড়িয়া",
  Rangamati: "রাঙ্গামাটি",
  Noakhali: "নোয়াখালী",
  Chandpur: "চাঁদপুর",
  Lakshmipur: "লক্ষ্মীপুর",
  Chattogram: "চট্টগ্রাম",
  "Cox's Bazar": "কক্সবাজার",
  Khagrachhari: "খাগড়াছড়ি",
  Bandarban: "বান্দরবান",
  Sirajganj: "সিরাজগঞ্জ",
  Pabna: "পাবনা",
  Bogura: "বগুড়া",
  Rajshahi: "রাজশাহী",
  Natore: "নাটোর",
  Joypurhat: "জয়পুরহাট",
  "Chapai Nawabganj": "চাঁপাইনবাবগঞ্জ",
  Naogaon: "নওগাঁ",
  Jashore: "যশোর",
  Satkhira: "সাতক্ষীরা",
  Meherpur: "মেহেরপুর",
  Narail: "নড়াইল",
  Chuadanga: "চুয়াডাঙ্গা",
  Kushtia: "কুষ্টিয়া",
  Magura: "মাগুরা",
  Khulna: "খুলনা",
  Bagerhat: "বাগেরহাট",
  Jhenaidah: "ঝিনাইদহ",
  Jhalokathi: "ঝালকাঠি",
  Patuakhali: "পটুয়াখালী",
  Pirojpur: "পিরোজপুর",
  Barishal: "বরিশাল",
  Bhola: "ভোলা",
  Barguna: "বরগুনা",
  Sylhet: "সিলেট",
  Moulvibazar: "মৌলভীবাজার",
  Habiganj: "হবিগঞ্জ",
  Sunamganj: "সুনামগঞ্জ",
  Narsingdi: "নরসিংদী",
  Gazipur: "গাজীপুর",
  Shariatpur: "শরীয়তপুর",
  Narayanganj: "নারায়ণগঞ্জ",
  Tangail: "টাঙ্গাইল",
  Kishoreganj: "কিশোরগঞ্জ",
  Manikganj: "মানিকগঞ্জ",
  Dhaka: "ঢাকা",
  Munshiganj: "মুন্সিগঞ্জ",
  Rajbari: "রাজবাড়ী",
  Madaripur: "মাদারীপুর",
  Gopalganj: "গোপালগঞ্জ",
  Faridpur: "ফরিদপুর",
  Panchagarh: "পঞ্চগড়",
  Dinajpur: "দিনাজপুর",
  Lalmonirhat: "লালমনিরহাট",
  Nilphamari: "নীলফামারী",
  Gaibandha: "গাইবান্ধা",
  Thakurgaon: "ঠাকুরগাঁও",
  Rangpur: "রংপুর",
  Kurigram: "কুড়িগ্রাম",
  Sherpur: "শেরপুর",
  Mymensingh: "ময়মনসিংহ",
  Jamalpur: "জামালপুর",
  Netrokona: "নেত্রকোণা",
};

export const DIVISION_NAMES_BN: Record<string, string> = {
  Chattogram: "চট্টগ্রাম",
  Rajshahi: "রাজশাহী",
  Khulna: "খুলনা",
  Barishal: "বরিশাল",
  Sylhet: "সিলেট",
  Dhaka: "ঢাকা",
  Rangpur: "রংপুর",
  Mymensingh: "ময়মনসিংহ",
};

/** A district's name (the API's, in English) in the page's language; an unknown one as given. */
export function districtIn(locale: string, district: string): string {
  return locale === "bn" ? (DISTRICT_NAMES_BN[district] ?? district) : district;
}

/**
 * An address as the API writes it ("House 7, Road 3, Mirpur 10, Cumilla": the district
 * last, in English) with its district in the page's language. The rest is the shopper's
 * own words, shown as typed.
 */
export function addressIn(locale: string, fullAddress: string): string {
  // The district starts after the last ", " (the whole text when there is none).
  const comma = fullAddress.lastIndexOf(", ");
  const cut = comma < 0 ? 0 : comma + 2;
  return `${fullAddress.slice(0, cut)}${districtIn(locale, fullAddress.slice(cut))}`;
}
