import type { Catalogue } from "./catalogue";
import type { generalEn } from "./general.en";

/** The Bangla of general.en.ts: part of bn.ts, typed against the English words. */
export const generalBn: Catalogue<typeof generalEn> = {};
