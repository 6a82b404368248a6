/**
 * The demo brands' descriptions in Bangla (issue 50), by slug: brands.description_bn, so
 * the Bangla brands page reads Bangla. Brand, product and part names (Uno, ESP32, 18650,
 * SG90) stay as their makers write them, as in categories-bn.ts.
 */
export const BRAND_DESCRIPTION_BANGLA: Record<string, string> = {
  arduino: "Uno, Nano ও Mega বোর্ডের পেছনের ওপেন-সোর্স ইলেকট্রনিক্স প্ল্যাটফর্ম।",
  espressif: "ESP32 ও ESP8266 ওয়াই-ফাই ও ব্লুটুথ চিপের নির্মাতা।",
  "raspberry-pi": "কেমব্রিজের সিঙ্গেল-বোর্ড কম্পিউটার ও RP2040 মাইক্রোকন্ট্রোলার।",
  adafruit: "নিউ ইয়র্কের নির্মাতা: ভালো ডকুমেন্টেশনসহ ব্রেকআউট বোর্ড ও Feather বোর্ড।",
  sparkfun: "কলোরাডোর নির্মাতা: ব্রেকআউট বোর্ড, Qwiic মডিউল ও শেখার কিট।",
  waveshare: "ডিসপ্লে, ই-পেপার প্যানেল ও Raspberry Pi-এর অ্যাকসেসরিজ।",
  dfrobot: "Gravity সেন্সর, রোবট কিট ও ইন্ডাস্ট্রিয়াল-গ্রেড মডিউল।",
  "seeed-studio": "XIAO বোর্ড, Grove মডিউল ও LoRa গেটওয়ে।",
  "texas-instruments": "অ্যানালগ IC, রেগুলেটর, অপ-অ্যাম্প ও LaunchPad বোর্ড।",
  stmicroelectronics: "STM32 মাইক্রোকন্ট্রোলার, মোটর ড্রাইভার IC ও Nucleo বোর্ড।",
  microchip: "ATmega328P-সহ AVR ও PIC মাইক্রোকন্ট্রোলার।",
  "tower-pro": "বেশিরভাগ শখের রোবটে যে SG90, MG90S ও MG996R সার্ভো মোটর থাকে।",
  samsung: "হাই-ড্রেন 18650 ও 21700 লিথিয়াম-আয়ন সেল এবং মেমোরি কার্ড।",
  lg: "ব্যাটারি প্যাক ও পাওয়ার টুলের জন্য LG Chem-এর 18650 ও 21700 সেল।",
  murata: "আগের Sony Energy: হাই-ড্রেন VTC সিরিজের সেল।",
  hakko: "প্রফেশনাল সোল্ডারিং স্টেশন, টিপ ও কাটার।",
  "uni-t": "ডিজিটাল মাল্টিমিটার, ক্ল্যাম্প মিটার ও পরীক্ষার যন্ত্র।",
  keyestudio: "Arduino-কম্প্যাটিবল বোর্ড, সেন্সর কিট ও রোবট কার কিট।",
  "ai-thinker": "ESP-01, ESP-12F, ESP32-CAM ও Ra-02 LoRa মডিউল।",
  simcom: "SIM800 GSM ও A7670 4G LTE সেলুলার মডিউল।",
  xiaomi: "পাওয়ার ব্যাংক, স্মার্ট ব্যান্ড ও সূক্ষ্ম কাজের টুল।",
  baseus: "চার্জার, ক্যাবল, হাব ও পাওয়ার ব্যাংক।",
  anker: "PowerCore পাওয়ার ব্যাংক ও ফাস্ট চার্জার।",
  generic: "কম্প্যাটিবল মডিউল ও পার্টস, শেলফে তোলার আগে আমাদের টিম পরীক্ষা করে দেখে।",
};
