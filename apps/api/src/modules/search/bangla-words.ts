/**
 * Bangla words for the parts a shopper looks for (issue 50), each read as the English word
 * the catalog uses: সেন্সর → sensor, মোটর → motor, ব্যাটারি → battery. Search then works on
 * those words as on typed ones, with their synonyms (SYNONYMS in query.ts) and prefixes. A
 * Bangla word not listed is dropped, as any other non-[a-z0-9] text is, so the rule that
 * only [a-z0-9] words reach to_tsquery holds. Two spellings are listed where both are
 * common (ব্যাটারি/ব্যাটারী, রেজিস্টর/রেজিস্টার).
 */
const WORDS: Record<string, string> = {
  // Departments and common categories.
  সেন্সর: "sensor",
  মোটর: "motor",
  ব্যাটারি: "battery",
  ব্যাটারী: "battery",
  মডিউল: "module",
  বোর্ড: "board",
  ডিসপ্লে: "display",
  ড্রাইভার: "driver",
  চার্জার: "charger",
  কিট: "kit",
  রোবট: "robot",
  যন্ত্র: "tool",
  সরঞ্জাম: "tool",
  গ্যাজেট: "gadget",
  // Parts.
  আরডুইনো: "arduino",
  আর্ডুইনো: "arduino",
  রাস্পবেরি: "raspberry",
  রেজিস্টর: "resistor",
  রেজিস্টার: "resistor",
  ক্যাপাসিটর: "capacitor",
  ক্যাপাসিটার: "capacitor",
  ডায়োড: "diode",
  ট্রানজিস্টর: "transistor",
  ট্রানজিস্টার: "transistor",
  এলইডি: "led",
  সার্ভো: "servo",
  স্টেপার: "stepper",
  গিয়ার: "gear",
  রিলে: "relay",
  সুইচ: "switch",
  বাটন: "button",
  ব্রেডবোর্ড: "breadboard",
  জাম্পার: "jumper",
  তার: "wire",
  ওয়্যার: "wire",
  কেবল: "cable",
  ক্যাবল: "cable",
  কানেক্টর: "connector",
  সোল্ডারিং: "soldering",
  মাল্টিমিটার: "multimeter",
  ব্লুটুথ: "bluetooth",
  ওয়াইফাই: "wifi",
  ক্যামেরা: "camera",
  স্পিকার: "speaker",
  মাইক্রোফোন: "microphone",
  চাকা: "wheel",
  পাম্প: "pump",
  ফ্যান: "fan",
  অ্যাডাপ্টার: "adapter",
  অ্যাডাপ্টর: "adapter",
  ট্রান্সফরমার: "transformer",
  সোলার: "solar",
  প্যানেল: "panel",
  লিথিয়াম: "lithium",
  পাওয়ার: "power",
  ব্যাংক: "bank",
  // What a sensor measures.
  আল্ট্রাসনিক: "ultrasonic",
  তাপমাত্রা: "temperature",
  আর্দ্রতা: "humidity",
  গ্যাস: "gas",
  মোশন: "motion",
  আলো: "light",
  শব্দ: "sound",
  পানি: "water",
  মাটি: "soil",
  ভোল্টেজ: "voltage",
  ভোল্ট: "volt",
  কারেন্ট: "current",
};

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";
/** Word endings Bangla adds to a noun: সেন্সরের (of the sensor), মোটরগুলো (the motors), ব্যাটারিটি (the battery). */
const ENDINGS = ["গুলো", "গুলি", "গুলোর", "দের", "টির", "টার", "ের", "টি", "টা", "র", "ে"].sort((a, b) => b.length - a.length);

// Keys as NFKC makes them (য় and ড় are decomposed by it), as the query is.
const ENGLISH_OF = new Map(Object.entries(WORDS).map(([bangla, english]) => [bangla.normalize("NFKC"), english]));

function englishOf(word: string): string | undefined {
  const found = ENGLISH_OF.get(word);
  if (found) return found;
  for (const ending of ENDINGS) {
    const stem = word.endsWith(ending.normalize("NFKC")) ? word.slice(0, -ending.normalize("NFKC").length) : "";
    if (stem && ENGLISH_OF.has(stem)) return ENGLISH_OF.get(stem);
  }
  return undefined;
}

/** A query with its Bangla digits as 0-9 and its known Bangla words as English; other text as it was. Input already NFKC. */
export function fromBangla(text: string): string {
  if (!/[\u0980-\u09FF]/.test(text)) return text;
  return text
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .replace(/[\u0980-\u09FF]+/g, (word) => {
      const english = englishOf(word);
      return english ? ` ${english} ` : " ";
    });
}
