import type { Vocabulary } from "./vocabulary";
import { fromBangla } from "./bangla-words";

/**
 * From a shopper's text to the full-text queries the database runs. Pure: the
 * vocabulary is passed in. The text never reaches to_tsquery: words are cut to
 * [a-z0-9] here, exactly as the database cuts product text (search_norm, migration
 * 0003), and the tsquery strings are assembled from those words alone, so no
 * operator, quote or backslash a shopper types can change a query's meaning or fail.
 */

/** Words beyond this are ignored: bounded work whatever is pasted into the box. */
export const QUERY_WORDS_MAX = 8;
/** Longer "words" are cut (the longest part numbers are about 20 characters). */
export const WORD_CHARS_MAX = 40;

/** The words of a query as search sees them; [] for empty or punctuation-only text. */
export function queryWords(text: string | undefined | null): string[] {
  if (!text) return [];
  // Bangla words the shop knows are read as their English (issue 50, bangla-words.ts) before the cut to [a-z0-9].
  return fromBangla(text.normalize("NFKC"))
    .replace(/[^A-Za-z0-9]+/g, " ")
    .toLowerCase()
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, QUERY_WORDS_MAX)
    .map((word) => word.slice(0, WORD_CHARS_MAX));
}

type Lexeme = { text: string; prefix: boolean; /** The next lexeme must follow this one directly (a phrase). */ followedBy?: boolean };
/** Lexemes that must all match. */
type Alternative = Lexeme[];

/**
 * Words shoppers use for parts whose names say something else: the trade name
 * "NeoPixel" for WS2812 LEDs. Each word also matches its synonyms' beginnings. Kept
 * short and specific; a synonym that is itself a common word would flood results.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  neopixel: ["ws2812"],
  neopixels: ["ws2812"],
};

/** A model number written as one word: two letters or more, then digits ("mq2", "mq135", "lm35"). */
const MODEL_NUMBER = /^([a-z]{2,})([0-9]+[a-z]?)$/;

type Group = {
  word: string;
  /** Some vocabulary word is this word or starts with it. */
  known: boolean;
  /** Matched as a whole word, not as a prefix. */
  exact: boolean;
  /** Ways this word can match: as typed first, then split, corrected, joined with a neighbour. */
  alternatives: Alternative[];
  /** How many of `alternatives` are the word itself (as typed, synonyms, a model number spelt apart), before corrections. */
  own: number;
  /** What the shopper most likely meant by this word (for "did you mean"); null: no idea. */
  meant: string | null;
};

export type SearchPlan = {
  words: string[];
  /** Some word was not in the vocabulary and was split or corrected. */
  corrected: boolean;
  /** tsquery: every word matches in one of its ways. */
  match: string;
  /**
   * tsquery: `match` without the words that cost the GIN index more than checking
   * `match` on each product the other words find (INDEX_PREFIX_RATIO); `match` when
   * every word is worth the index. Every product `match` finds, `indexed` finds.
   */
  indexed: string;
  /** tsquery: the words as typed (prefixes), no corrections. */
  typed: string;
  /** tsquery: `match` within the product's own name, part number and SKU (weight A). */
  title: string;
  /** tsqueries, one per word: the word names the product's brand or category (weight B). */
  kinds: string[];
  /** tsquery: the last word as typed is a whole word of the name or part number (not only a prefix). */
  exact: string;
  /** LIKE pattern: the name starts with the first word (search_key). */
  startsWith: string;
  /** tsquery over the name alone: the words, as typed or as they match, come in order, each close after the last ("arduino uno"); null for one word. */
  phrase: string | null;
  /**
   * tsquery over the name alone: it names something other than what the words ask for (it is not
   * "the thing"): an add-on word the query does not ask for ("Arduino Uno Sensor
   * Shield", "Starter Kit"), unless the name only says it comes with one ("... with
   * USB Cable"), or a word of the query follows "for" ("CNC Shield for Arduino Uno").
   */
  accessory: string;
  /**
   * Estimated share of the catalog that matches (words as typed, assumed
   * independent; 0 when a word had to be corrected). Common words ("sensor", "se")
   * are cheaper to find by walking the best sellers than through the index.
   */
  share: number;
  /** `share` as a number of products. */
  estimate: number;
  /**
   * The query with corrections applied and words nothing resembles left out
   * ("arduino uon" -> "arduino uno", "raspberrypi4" -> "raspberry pi 4"), or null
   * when that is just what was typed.
   */
  suggestion: string | null;
};

export type PlanOptions = {
  /** Allow corrections one slip further than usual (for "did you mean" after nothing matched). */
  loose?: boolean;
};

/** The same rough English singular as search_singulars(): -ies -> -y, -ches/-shes/-xes, -s. */
export function singular(word: string): string | null {
  if (word.length < 4 || /[0-9]/.test(word)) return null;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return null;
}

/**
 * Words naming something that goes with, holds or extends another part: a name with
 * one of them is that add-on, not the part the other words name ("Arduino Uno Sensor
 * Shield" is a shield; "Soldering Iron Stand" a stand). Plural forms are listed as
 * such: the name's words are indexed as written.
 */
export const ACCESSORY_WORDS: readonly string[] = [
  ...["shield", "kit", "cable", "case", "holder", "adapter", "stand", "bracket", "cover", "enclosure", "heatsink", "tip", "socket"].flatMap((word) => [
    word,
    `${word}s`,
  ]),
];

/**
 * How far after "with" an add-on word is still what the product comes with ("with USB
 * Cable"), after "for" a query word is what it is for, and after a query word the next
 * still follows it.
 */
const FOLLOWS_WITHIN = 3;

/**
 * A prefix ("sensor":*) is answered by the GIN index as a bitmap of every product with
 * a word starting so (a fifth of a 100,000-product catalog for "sensor": about 3 ms),
 * while a product the other words found is checked against the whole query in
 * microseconds. So a prefix word is left to that check when the other words are
 * estimated to find this many times fewer products than it, and it starts words of
 * at least INDEX_PREFIX_SHARE of the catalog (a rarer prefix is a small bitmap).
 */
const INDEX_PREFIX_RATIO = 20;
const INDEX_PREFIX_SHARE = 0.01;

/** Single letters would match as a prefix of half the catalog; they match only as whole words. */
const PREFIX_MIN = 2;

function lexeme(text: string, prefix: boolean): Lexeme {
  return { text, prefix: prefix && text.length >= PREFIX_MIN };
}

function renderLexeme(l: Lexeme, weights = ""): string {
  // Words are [a-z0-9] only (queryWords, vocabulary), so quoting cannot be escaped.
  return `'${l.text}'${l.prefix || weights ? ":" : ""}${l.prefix ? "*" : ""}${weights}`;
}

function renderAlternative(alt: Alternative, weights = ""): string {
  if (alt.length === 1) return renderLexeme(alt[0], weights);
  return `(${alt.map((l, i) => renderLexeme(l, weights) + (i < alt.length - 1 ? (l.followedBy ? " <-> " : " & ") : "")).join("")})`;
}

function renderGroups(groups: Alternative[][], weights = ""): string {
  return groups
    .map((alts) => {
      const unique = [...new Set(alts.map((alt) => renderAlternative(alt, weights)))];
      return unique.length === 1 ? unique[0] : `(${unique.join(" | ")})`;
    })
    .join(" & ");
}

/**
 * The words the GIN index is asked for (see `SearchPlan.indexed`): each word's ways, but
 * not a known word typed as a prefix whose share of the catalog is INDEX_PREFIX_SHARE or
 * more and INDEX_PREFIX_RATIO times the others' together (assumed independent). A word
 * that had to be corrected (share 0) always stays: it is the rare one. One word at least
 * stays. Only the index's work changes: `match` is still checked on every row.
 */
function indexedGroups(groups: Group[], shareOf: (g: Group) => number): Alternative[][] {
  const shares = groups.map(shareOf);
  const costly = groups.map((g, i) => g.known && g.alternatives[0][0].prefix && shares[i] >= INDEX_PREFIX_SHARE);
  // The most common prefix first: leaving it out helps most.
  const order = groups.map((_, i) => i).sort((a, b) => shares[b] - shares[a]);
  const left = new Set<number>();
  for (const i of order) {
    if (!costly[i]) continue;
    const rest = groups.reduce((product, _, k) => (k === i || left.has(k) ? product : product * shares[k]), 1);
    if (left.size + 1 < groups.length && rest * INDEX_PREFIX_RATIO <= shares[i]) left.add(i);
  }
  return groups.filter((_, i) => !left.has(i)).map((g) => g.alternatives);
}

/**
 * The plan for a query, or null when it has no words. Every word must match. A
 * word the vocabulary does not know (no product word is it or starts with it) also
 * matches as the known words it is made of ("sg90servo"), or as its nearest known
 * words (typos). A plural also matches its singular. Two neighbouring words also
 * match written together when that is a known word ("sg 90" -> "sg90"). (No "all
 * words written together" alternative: an OR at the top of a tsquery leaves the GIN
 * index no word that must match, so it reads every posting list in full. A SKU
 * typed with hyphens matches its words, indexed at weight D.)
 */
export function planSearch(text: string | undefined | null, vocabulary: Vocabulary, options: PlanOptions = {}): SearchPlan | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const last = words.length - 1;

  // A word followed by another is finished: when it is a known word it matches
  // exactly ("pi 4" must not match "pico", and exact words intersect much faster in
  // the GIN index than prefixes, which it materialises), unless it has a digit:
  // model numbers have suffixed variants ("ch340" -> "CH340G"). The last word may
  // be unfinished and matches as a prefix.
  const groups: Group[] = words.map((word, i) => {
    const exact = i < last && vocabulary.has(word) && !/[0-9]/.test(word);
    const synonyms = SYNONYMS[word] ?? [];
    const known = exact || synonyms.length > 0 || (word.length >= PREFIX_MIN ? vocabulary.hasPrefix(word) : vocabulary.has(word));
    const alternatives: Alternative[] = [[lexeme(word, !exact)], ...synonyms.map((synonym) => [lexeme(synonym, true)])];
    // A model number written as one word also matches it written with a space or a
    // hyphen ("mq2" finds "MQ-2" in a kit's specifications, as "mq-2" does), when its
    // letters are a word of the catalog by themselves ("mq" of "MQ-135"), not for
    // every letters-and-digits word ("sr04" of "HC-SR04" is never written apart).
    const model = MODEL_NUMBER.exec(word);
    if (model && vocabulary.has(model[1])) alternatives.push([{ ...lexeme(model[1], false), followedBy: true }, lexeme(model[2], i === last)]);
    return { word, known, exact, alternatives, own: alternatives.length, meant: word };
  });

  groups.forEach((group, i) => {
    if (group.known) return;
    const isLast = i === last;
    // The cheapest reading wins "did you mean"; a split costing more than the
    // nearest correction is a coincidence ("sensr" is not "sen" + "sr").
    const corrections = vocabulary.corrections(group.word, isLast, options.loose ? 1 : 0);
    const split = vocabulary.split(group.word, isLast);
    const nearest = corrections[0]?.distance ?? Infinity;
    if (split && split.cost <= nearest) {
      const { pieces } = split;
      group.alternatives.push(pieces.map((piece, k) => lexeme(piece, k === pieces.length - 1 && isLast && !vocabulary.has(piece))));
      group.meant = pieces.join(" ");
    } else {
      group.meant = corrections[0]?.term ?? null;
    }
    for (const c of corrections) group.alternatives.push([lexeme(c.text, c.prefix || isLast)]);
  });

  // A plural also matches its singular ("servos" finds "SG90 ... Servo Motor"); the
  // database adds singulars of category names (search_singulars, migration 0003).
  groups.forEach((group, i) => {
    const single = singular(group.word);
    if (single && (vocabulary.has(single) || (i === last && vocabulary.hasPrefix(single)))) {
      group.alternatives.push([lexeme(single, i === last)]);
    }
  });

  // Neighbours written together: "sg 90" -> "sg90", "esp 32" -> "esp32".
  for (let i = 0; i < last; i++) {
    const joined = words[i] + words[i + 1];
    const nextIsLast = i + 1 === last;
    if (vocabulary.has(joined) || (nextIsLast && vocabulary.hasPrefix(joined))) {
      const alt = [lexeme(joined, nextIsLast && !vocabulary.has(joined))];
      groups[i].alternatives.push(alt);
      groups[i + 1].alternatives.push(alt);
    }
  }

  const corrected = groups.some((g) => !g.known && g.alternatives.length > g.own);
  const altGroups = groups.map((g) => g.alternatives);
  const typedGroups = groups.map((g) => [g.alternatives[0]]);
  const first = groups[0].known || !groups[0].meant ? words[0] : groups[0].meant.replace(/ /g, "");
  const suggestion = groups
    .map((g) => g.meant)
    .filter(Boolean)
    .join(" ");

  const shareOf = (g: Group) => {
    if (!g.known) return 0;
    if (g.exact || g.word.length < PREFIX_MIN) return vocabulary.products(g.word) / Math.max(1, vocabulary.activeProducts);
    return vocabulary.prefixShare(g.word);
  };
  const share = groups.reduce((product, g) => product * shareOf(g), 1);

  // The words in order, each in its one-word ways (these and `accessory` are matched
  // against the product's name alone: its indexed words run on into the part number).
  const single = groups.map((g) => [...new Set(g.alternatives.filter((alt) => alt.length === 1).map((alt) => renderLexeme(alt[0])))]);
  const either = (alts: string[]) => (alts.length === 1 ? alts[0] : `(${alts.join(" | ")})`);
  const within = (first: string, then: string) => Array.from({ length: FOLLOWS_WITHIN }, (_, k) => `${first} <${k + 1}> ${then}`).join(" | ");
  // Each word followed by the next, with at most two words between ("pir sensor" is in
  // "PIR Motion Sensor Module" as in "Mini PIR Sensor").
  const phrase =
    words.length > 1
      ? single
          .slice(1)
          .map((alts, i) => `(${within(either(single[i]), either(alts))})`)
          .join(" & ")
      : null;

  // Add-on words the shopper did not ask for (a word, its singular, or the start of the last word).
  const asked = (accessory: string) =>
    words.some((word, i) => word === accessory || singular(accessory) === word || (i === last && word.length >= PREFIX_MIN && accessory.startsWith(word)));
  const addOns = ACCESSORY_WORDS.filter((word) => !asked(word)).map((word) => `('${word}' & !(${within("'with'", `'${word}'`)}))`);
  const forWord = single.flatMap((alts) => alts.map((alt) => `(${within("'for'", alt)})`));
  const accessory = [...addOns, ...forWord].join(" | ");

  return {
    words,
    corrected,
    share,
    estimate: Math.round(share * vocabulary.activeProducts),
    match: renderGroups(altGroups),
    indexed: renderGroups(indexedGroups(groups, shareOf)),
    typed: renderGroups(typedGroups),
    title: renderGroups(altGroups, "A"),
    kinds: altGroups.map((alts) => renderGroups([alts], "B")),
    exact: renderLexeme(lexeme(words[last], false), "A"),
    startsWith: `${first}%`,
    phrase,
    accessory,
    suggestion: suggestion && suggestion !== words.join(" ") ? suggestion : null,
  };
}
