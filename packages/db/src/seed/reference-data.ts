import type { Database } from "../client";
import { districts, divisions } from "../schema";
import type { Tx } from "./util";

/** Division ids as used by the common Bangladesh geocode dataset. */
export const DIVISIONS = [
  { id: 1, name: "Chattogram", bnName: "চট্টগ্রাম" },
  { id: 2, name: "Rajshahi", bnName: "রাজশাহী" },
  { id: 3, name: "Khulna", bnName: "খুলনা" },
  { id: 4, name: "Barishal", bnName: "বরিশাল" },
  { id: 5, name: "Sylhet", bnName: "সিলেট" },
  { id: 6, name: "Dhaka", bnName: "ঢাকা" },
  { id: 7, name: "Rangpur", bnName: "রংপুর" },
  { id: 8, name: "Mymensingh", bnName: "ময়মনসিংহ" },
] as const;

/** [district number, division id, English name, Bangla name] */
const DISTRICT_ROWS: [number, number, string, string][] = [
  [1, 1, "Cumilla", "কুমিল্লা"],
  [2, 1, "Feni", "ফেনী"],
  [3, 1, "Brahmanbaria", "ব্রাহ্মণবাড়িয়া"],
  [4, 1, "Rangamati", "রাঙ্গামাটি"],
  [5, 1, "Noakhali", "নোয়াখালী"],
  [6, 1, "Chandpur", "চাঁদপুর"],
  [7, 1, "Lakshmipur", "লক্ষ্মীপুর"],
  [8, 1, "Chattogram", "চট্টগ্রাম"],
  [9, 1, "Cox's Bazar", "কক্সবাজার"],
  [10, 1, "Khagrachhari", "খাগড়াছড়ি"],
  [11, 1, "Bandarban", "বান্দরবান"],
  [12, 2, "Sirajganj", "সিরাজগঞ্জ"],
  [13, 2, "Pabna", "পাবনা"],
  [14, 2, "Bogura", "বগুড়া"],
  [15, 2, "Rajshahi", "রাজশাহী"],
  [16, 2, "Natore", "নাটোর"],
  [17, 2, "Joypurhat", "জয়পুরহাট"],
  [18, 2, "Chapai Nawabganj", "চাঁপাইনবাবগঞ্জ"],
  [19, 2, "Naogaon", "নওগাঁ"],
  [20, 3, "Jashore", "যশোর"],
  [21, 3, "Satkhira", "সাতক্ষীরা"],
  [22, 3, "Meherpur", "মেহেরপুর"],
  [23, 3, "Narail", "নড়াইল"],
  [24, 3, "Chuadanga", "চুয়াডাঙ্গা"],
  [25, 3, "Kushtia", "কুষ্টিয়া"],
  [26, 3, "Magura", "মাগুরা"],
  [27, 3, "Khulna", "খুলনা"],
  [28, 3, "Bagerhat", "বাগেরহাট"],
  [29, 3, "Jhenaidah", "ঝিনাইদহ"],
  [30, 4, "Jhalokathi", "ঝালকাঠি"],
  [31, 4, "Patuakhali", "পটুয়াখালী"],
  [32, 4, "Pirojpur", "পিরোজপুর"],
  [33, 4, "Barishal", "বরিশাল"],
  [34, 4, "Bhola", "ভোলা"],
  [35, 4, "Barguna", "বরগুনা"],
  [36, 5, "Sylhet", "সিলেট"],
  [37, 5, "Moulvibazar", "মৌলভীবাজার"],
  [38, 5, "Habiganj", "হবিগঞ্জ"],
  [39, 5, "Sunamganj", "সুনামগঞ্জ"],
  [40, 6, "Narsingdi", "নরসিংদী"],
  [41, 6, "Gazipur", "গাজীপুর"],
  [42, 6, "Shariatpur", "শরীয়তপুর"],
  [43, 6, "Narayanganj", "নারায়ণগঞ্জ"],
  [44, 6, "Tangail", "টাঙ্গাইল"],
  [45, 6, "Kishoreganj", "কিশোরগঞ্জ"],
  [46, 6, "Manikganj", "মানিকগঞ্জ"],
  [47, 6, "Dhaka", "ঢাকা"],
  [48, 6, "Munshiganj", "মুন্সিগঞ্জ"],
  [49, 6, "Rajbari", "রাজবাড়ী"],
  [50, 6, "Madaripur", "মাদারীপুর"],
  [51, 6, "Gopalganj", "গোপালগঞ্জ"],
  [52, 6, "Faridpur", "ফরিদপুর"],
  [53, 7, "Panchagarh", "পঞ্চগড়"],
  [54, 7, "Dinajpur", "দিনাজপুর"],
  [55, 7, "Lalmonirhat", "লালমনিরহাট"],
  [56, 7, "Nilphamari", "নীলফামারী"],
  [57, 7, "Gaibandha", "গাইবান্ধা"],
  [58, 7, "Thakurgaon", "ঠাকুরগাঁও"],
  [59, 7, "Rangpur", "রংপুর"],
  [60, 7, "Kurigram", "কুড়িগ্রাম"],
  [61, 8, "Sherpur", "শেরপুর"],
  [62, 8, "Mymensingh", "ময়মনসিংহ"],
  [63, 8, "Jamalpur", "জামালপুর"],
  [64, 8, "Netrokona", "নেত্রকোণা"],
];

/** District number of Dhaka: the only district with inside-Dhaka delivery rates. */
export const DHAKA_DISTRICT_ID = 47;

/** The districts around Dhaka city: their own row of the delivery fee table (issue 47). */
export const DHAKA_SUBURB_DISTRICTS = ["Gazipur", "Narayanganj", "Munshiganj", "Manikganj", "Narsingdi"] as const;

/**
 * Delivery days: Dhaka 1-2 working days, a divisional town (the district named as its
 * division) 2-3, elsewhere 3-5, as Steadfast and Pathao quote them. Migration 0029 sets
 * the same on a database seeded before it.
 */
function deliveryOf(id: number, name: string, divisionId: number) {
  const division = DIVISIONS.find((d) => d.id === divisionId);
  if (id === DHAKA_DISTRICT_ID) return { zone: "inside_dhaka" as const, deliveryDaysMin: 1, deliveryDaysMax: 2 };
  const zone = (DHAKA_SUBURB_DISTRICTS as readonly string[]).includes(name) ? ("dhaka_suburbs" as const) : ("outside_dhaka" as const);
  if (zone === "dhaka_suburbs" || division?.name === name) return { zone, deliveryDaysMin: 2, deliveryDaysMax: 3 };
  return { zone, deliveryDaysMin: 3, deliveryDaysMax: 5 };
}

export const DISTRICTS = DISTRICT_ROWS.map(([id, divisionId, name, bnName]) => ({
  id,
  divisionId,
  name,
  bnName,
  insideDhaka: id === DHAKA_DISTRICT_ID,
  ...deliveryOf(id, name, divisionId),
}));

/** Bangladesh's 8 divisions and 64 districts. Safe to run any number of times. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction((tx) => insertReferenceData(tx));
}

export async function insertReferenceData(tx: Tx): Promise<void> {
  await tx
    .insert(divisions)
    .values([...DIVISIONS])
    .onConflictDoNothing();
  await tx.insert(districts).values(DISTRICTS).onConflictDoNothing();
}
