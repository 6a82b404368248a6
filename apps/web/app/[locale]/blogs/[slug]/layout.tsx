import { wordsLayout } from "@/i18n/page-words";

// The words its client components read beyond the shell's (src/i18n/page-words.tsx).
export default wordsLayout(["bom"]);
