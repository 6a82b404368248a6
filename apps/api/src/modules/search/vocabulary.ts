import type { searchTerms, SqlRow } from "@shop/db";

/**
 * The shop's search vocabulary (table search_terms: every word of an active
 * product's name, part number, brand and category, with how many products use it),
 * held in memory so typo correction and word splitting cost no query. Pure; loading
 * and refreshing live in service.ts.
 */
export type TermRow = SqlRow<typeof searchTerms>;

/** A word the shopper's word may have meant, and how far it is from what was typed. */
export type Candidate = {
  /** What to match: a term, or a term's beginning (`prefix`). */
  text: string;
  prefix: boolean;
  /** The whole word it stands for (the most used one, for a beginning). */
  term: string;
  distance: number;
  products: number;
};

/** Edits that cost less than a whole edit: swapped neighbours are the commonest slip. */
const TRANSPOSITION_COST = 0.75;
/** Typos rarely hit the first letter, so a candidate that changes it is further away. */
const FIRST_LETTER_COST = 0.5;
const CORRECTIONS_MAX = 3;
const SPLIT_PIECES_MAX = 3;

/** Edit distance with adjacent transpositions (optimal string alignment), stopping above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const same = a[i - 1] === b[j - 1];
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (same ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && !same) {
        d = Math.min(d, prev2[j - 2] + TRANSPOSITION_COST);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return Infinity;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[cols - 1];
}

/** How far a typed word may be from a correction: one slip, two in long words. */
export function maxDistance(word: string): number {
  if (word.length < 3) return 0;
  if (/[0-9]/.test(word)) return 1;
  return word.length >= 8 ? 2 : 1;
}

export class Vocabulary {
  /** Sorted by code unit, for prefix lookups by binary search. */
  private readonly terms: string[];
  private readonly counts: Map<string, number>;
  /** Terms by first letter: a one-slip correction keeps the first letter. */
  private readonly byFirst = new Map<string, string[]>();

  /**
   * @param activeProducts how many active products the vocabulary was counted over
   *   (to tell how common a word is).
   */
  constructor(
    rows: readonly TermRow[],
    readonly activeProducts = 0,
  ) {
    this.counts = new Map(rows.filter((r) => r.products > 0 && r.term).map((r) => [r.term, r.products]));
    this.terms = [...this.counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const term of this.terms) {
      const list = this.byFirst.get(term[0]);
      if (list) list.push(term);
      else this.byFirst.set(term[0], [term]);
    }
  }

  get size(): number {
    return this.terms.length;
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  products(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** Index of the first term >= `prefix`. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * At least this share of active products contains a word starting with `prefix`
   * (the most used such term's share; 0 when unknown).
   */
  prefixShare(prefix: string): number {
    if (this.activeProducts <= 0) return 0;
    let most = 0;
    for (let i = this.lowerBound(prefix), seen = 0; i < this.terms.length && seen < 5000; i++, seen++) {
      const term = this.terms[i];
      if (!term.startsWith(prefix)) break;
      most = Math.max(most, this.counts.get(term) ?? 0);
    }
    return most / this.activeProducts;
  }

  /** Some term starts with `prefix` (or is it). */
  hasPrefix(prefix: string): boolean {
    const i = this.lowerBound(prefix);
    return i < this.terms.length && this.terms[i].startsWith(prefix);
  }

  /**
   * Up to three terms the shopper may have meant by an unknown `word`, nearest first
   * (then the more widely used). With `asPrefix` (the word may be unfinished) and no
   * whole term near enough, a term's beginning counts too: "ardiun" is one slip from
   * "arduin", so the candidate is "arduin", matched as a prefix.
   */
  corrections(word: string, asPrefix: boolean, extraDistance = 0): Candidate[] {
    // Extra reach only for longer words: two slips from a three-letter word is any word.
    const max = maxDistance(word) + (word.length >= 5 ? extraDistance : 0);
    if (max <= 0 || word.length > 24) return [];
    // Within one slip a different first letter (cost 1.5 at least) never qualifies.
    const pool = max - FIRST_LETTER_COST < 1 ? (this.byFirst.get(word[0]) ?? []) : this.terms;
    const whole: Candidate[] = [];
    const heads = new Map<string, Candidate>();
    for (const term of pool) {
      const lengthGap = term.length - word.length;
      if (lengthGap < -max || (!asPrefix && lengthGap > max)) continue;
      const firstLetter = term[0] === word[0] ? 0 : FIRST_LETTER_COST;
      const products = this.counts.get(term) ?? 0;
      if (lengthGap <= max) {
        const d = editDistance(word, term, max) + firstLetter;
        if (d <= max) whole.push({ text: term, prefix: false, term, distance: d, products });
      }
      if (asPrefix && lengthGap > 0) {
        // The unfinished word against the term's beginning of about the same length.
        for (let len = Math.max(3, word.length - 1); len <= Math.min(term.length - 1, word.length + 1); len++) {
          const head = term.slice(0, len);
          const d = editDistance(word, head, max) + firstLetter;
          const seen = heads.get(head);
          if (d <= max && d > 0 && (!seen || d < seen.distance || (d === seen.distance && products > seen.products))) {
            heads.set(head, { text: head, prefix: true, term, distance: d, products });
          }
        }
      }
    }
    const byCloseness = (a: Candidate, b: Candidate) => a.distance - b.distance || b.products - a.products || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
    const found = whole.length ? whole : [...heads.values()];
    return found.sort(byCloseness).slice(0, CORRECTIONS_MAX);
  }

  /**
   * `word` as two or three known words written together ("sg90servo" -> "sg90 servo",
   * "raspberrypi4" -> "raspberry pi 4"), the cheapest way, or null. Each cut costs
   * 0.25; a piece of two letters costs 1 and of three letters 0.5 (short runs of
   * letters are known words by accident: "sensr" is not "sen sr"); pieces with a
   * digit cost nothing. With `lastAsPrefix`, the last piece may be unfinished.
   */
  split(word: string, lastAsPrefix: boolean): { pieces: string[]; cost: number } | null {
    if (word.length < 4 || word.length > 40) return null;
    const pieceCost = (piece: string) => (/[0-9]/.test(piece) ? 0 : piece.length <= 2 ? 1 : piece.length === 3 ? 0.5 : 0);
    const isPiece = (piece: string, last: boolean) =>
      (piece.length >= 2 || /^[0-9]$/.test(piece)) && (this.has(piece) || (last && lastAsPrefix && piece.length >= 3 && this.hasPrefix(piece)));
    let best: { pieces: string[]; cost: number } | null = null;
    const walk = (rest: string, pieces: string[], cost: number) => {
      if (pieces.length >= SPLIT_PIECES_MAX) return;
      for (let cut = 1; cut < rest.length; cut++) {
        const head = rest.slice(0, cut);
        if (!isPiece(head, false)) continue;
        const tail = rest.slice(cut);
        const next = [...pieces, head];
        const nextCost = cost + pieceCost(head) + 0.25;
        if (isPiece(tail, true)) {
          const total = nextCost + pieceCost(tail);
          if (!best || total < best.cost) best = { pieces: [...next, tail], cost: total };
        }
        walk(tail, next, nextCost);
      }
    };
    walk(word, [], 0);
    return best;
  }
}
