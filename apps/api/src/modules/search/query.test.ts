import { describe, expect, it } from "vitest";
import { planSearch, queryWords, singular, QUERY_WORDS_MAX, WORD_CHARS_MAX } from "./query";
import { editDistance, Vocabulary } from "./vocabulary";

const vocabulary = new Vocabulary(
  [
    ["arduino", 60],
    ["uno", 20],
    ["r3", 15],
    ["nano", 12],
    ["ion", 40],
    ["sensor", 70],
    ["sensors", 90],
    ["ultrasonic", 8],
    ["hc", 10],
    ["sr04", 4],
    ["hcsr04", 4],
    ["sg90", 5],
    ["servo", 9],
    ["raspberry", 30],
    ["pi", 30],
    ["pico", 5],
    ["4", 50],
    ["nema", 3],
    ["17", 6],
    ["ch340", 9],
    ["ch340g", 1],
    ["battery", 40],
  ].map(([term, products]) => ({ term: term as string, products: products as number })),
  1000,
);

describe("queryWords", () => {
  it("cuts text into lower-case ASCII words as the database does", () => {
    expect(queryWords("  HC-SR04  Ultrasonic!! ")).toEqual(["hc", "sr04", "ultrasonic"]);
    expect(queryWords('OLED 0.96"')).toEqual(["oled", "0", "96"]);
    expect(queryWords("ＥＳＰ３２")).toEqual(["esp32"]);
  });

  it("has no words for empty, punctuation-only or non-Latin text", () => {
    for (const text of ["", "   ", "!!!", "%_'\\", "&|!():*<->", "অর্ডুইনো", "🤖", null, undefined]) expect(queryWords(text)).toEqual([]);
  });

  it("bounds the work: at most 8 words of at most 40 characters", () => {
    expect(queryWords("a b c d e f g h i j k")).toHaveLength(QUERY_WORDS_MAX);
    expect(queryWords("x".repeat(300))[0]).toHaveLength(WORD_CHARS_MAX);
  });
});

describe("planSearch", () => {
  const plan = (text: string) => planSearch(text, vocabulary)!;

  it("matches finished known words exactly and the last word as a prefix", () => {
    expect(plan("arduino uno r3").match).toBe("'arduino' & 'uno' & 'r3':*");
    // A single letter would prefix half the catalog: it matches as a whole word.
    expect(plan("arduino uno r").match).toBe("'arduino' & 'uno' & 'r'");
    expect(plan("raspberry pi 4").match).toBe("'raspberry' & 'pi' & '4'");
    // Model numbers keep their suffixed variants.
    expect(plan("ch340 usb").match).toContain("'ch340':*");
  });

  it("corrects typos to the nearest known word, swapped letters first", () => {
    const p = plan("arduino uon");
    expect(p.match).toBe("'arduino' & ('uon':* | 'uno':*)");
    expect(p.corrected).toBe(true);
    expect(p.suggestion).toBe("arduino uno");
    expect(p.typed).toBe("'arduino' & 'uon':*");
    expect(plan("ultrasonic sensr").suggestion).toBe("ultrasonic sensor");
    expect(plan("raspbery").suggestion).toBe("raspberry");
  });

  it("splits words written together and joins words written apart", () => {
    expect(plan("sg90servo").match).toBe("('sg90servo':* | ('sg90' & 'servo'))");
    expect(plan("sg90servo").suggestion).toBe("sg90 servo");
    expect(plan("hc sr04").match).toBe("('hc' | 'hcsr04') & ('sr04':* | 'hcsr04')");
    expect(plan("nema17").suggestion).toBe("nema 17");
    // A split into short letter runs is a coincidence, not a reading.
    expect(plan("sensr").suggestion).toBe("sensor");
  });

  it("also matches plurals as singulars", () => {
    expect(plan("servos").match).toBe("('servos':* | 'servo':*)");
    expect(singular("batteries")).toBe("battery");
    expect(singular("switches")).toBe("switch");
    expect(singular("glass")).toBeNull();
  });

  it("restricts the scoring queries to weights", () => {
    const p = plan("hc sr04");
    expect(p.title).toBe("('hc':A | 'hcsr04':A) & ('sr04':*A | 'hcsr04':A)");
    expect(p.kinds).toEqual(["('hc':B | 'hcsr04':B)", "('sr04':*B | 'hcsr04':B)"]);
    expect(p.exact).toBe("'sr04':A");
    expect(p.startsWith).toBe("hc%");
  });

  it("leaves a common prefix out of what the index is asked for when the other words are rare", () => {
    // "sensor" starts words of 9% of the catalog, "nema" is in 0.3%: the index finds the
    // NEMA products and each is checked against the whole query.
    const p = plan("nema sensor");
    expect(p.match).toBe("'nema' & 'sensor':*");
    expect(p.indexed).toBe("'nema'");
    // A prefix of few products, or beside words not 20 times rarer, stays in; so does a lone word.
    expect(plan("sensor sr04").indexed).toBe(plan("sensor sr04").match);
    expect(plan("ultrasonic sensor").indexed).toBe("'ultrasonic' & 'sensor':*");
    expect(plan("sensor").indexed).toBe("'sensor':*");
  });

  it("builds tsqueries only from [a-z0-9] words, whatever is typed", () => {
    const nasty = ["a & b | c", "foo:*", "'; drop table products; --", "\\'", "x:A", "!(a)", "<-> <1>", "\u0000a", "a".repeat(500), "z ".repeat(50)];
    for (const text of nasty) {
      const p = planSearch(text, vocabulary);
      if (!p) continue;
      for (const q of [p.match, p.typed, p.title, p.exact, ...p.kinds]) {
        expect(q).toMatch(/^[a-z0-9'():*&| AB]+$/);
        expect(q.match(/'[a-z0-9]+'/g)!.every((lexeme) => lexeme.length <= WORD_CHARS_MAX + 2)).toBe(true);
      }
    }
    expect(planSearch("!!!", vocabulary)).toBeNull();
  });

  it("estimates how common a query is", () => {
    expect(plan("sensor").share).toBeCloseTo(0.09);
    expect(plan("zzzz").share).toBe(0);
  });
});

describe("Vocabulary", () => {
  it("measures edits with cheap transpositions", () => {
    expect(editDistance("uon", "uno")).toBe(0.75);
    expect(editDistance("sensr", "sensor")).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(Infinity);
  });

  it("corrects unfinished words against word beginnings", () => {
    expect(vocabulary.corrections("ardiun", true)[0]).toMatchObject({ text: "arduin", prefix: true, term: "arduino" });
    expect(vocabulary.corrections("ardiun", false)).toEqual([]);
    expect(vocabulary.corrections("zz", true)).toEqual([]);
  });

  it("splits into the cheapest known pieces", () => {
    expect(vocabulary.split("raspberrypi4", true)?.pieces).toEqual(["raspberry", "pi", "4"]);
    expect(vocabulary.split("arduinonano", true)?.pieces).toEqual(["arduino", "nano"]);
    expect(vocabulary.split("qwerty", true)).toBeNull();
  });
});
