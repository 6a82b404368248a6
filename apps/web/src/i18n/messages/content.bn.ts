import type { Catalogue } from "./catalogue";
import type { contentEn } from "./content.en";

/** The Bangla of content.en.ts: part of bn.ts, typed against the English words. */
export const contentBn: Catalogue<typeof contentEn> = {};
