/**
 * The words of app/global-error.tsx in both languages, on their own: that page replaces
 * the layout that carries the catalogues, and its code is part of every page's scripts,
 * so it imports these few words rather than a catalogue slice. The `errors` namespace
 * spreads the same words (general.en.ts, general.bn.ts).
 */
export const GLOBAL_ERROR_WORDS = {
  en: {
    pageCouldNotLoad: "This page couldn’t load",
    connection: "The connection may have dropped. Please check your internet and try again.",
    reload: "Reload",
  },
  bn: {
    pageCouldNotLoad: "পেজটি লোড হয়নি",
    connection: "সংযোগ হয়তো বিচ্ছিন্ন হয়েছে। ইন্টারনেট দেখে আবার চেষ্টা করুন।",
    reload: "আবার লোড করুন",
  },
};
