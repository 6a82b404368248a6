import type { Catalogue } from "./catalogue";
import type { accountEn } from "./account.en";

/** The Bangla of account.en.ts: part of bn.ts, typed against the English words. */
export const accountBn: Catalogue<typeof accountEn> = {};
