import { describe, expect, it } from "vitest";
import { type AttributeShape, formatAttributeValue, normaliseAttributeValue, readQuantityWord } from "./attributes";

const num = (unit: string): AttributeShape => ({ kind: "number", unit, choices: [] });
const values = (attribute: AttributeShape, raw: string) => {
  const result = normaliseAttributeValue(attribute, raw);
  if ("error" in result) throw new Error(`${raw}: ${result.error}`);
  return result.values;
};
const one = (lo: number, hi = lo) => [{ numMin: lo, numMax: hi }];

describe("normaliseAttributeValue: numbers with units", () => {
  const volts = num("V");
  it.each(["3V3", "3.3v", "3.3 V", "3.3", "3.3 volts", "3300mV"])("reads %s as 3.3 V", (raw) => {
    expect(values(volts, raw)).toEqual(one(3.3));
  });
  it.each([
    ["5V-12V", 5, 12],
    ["3-5V", 3, 5],
    ["3.3~5 V", 3.3, 5],
    ["3.3 – 5 V", 3.3, 5],
    ["3.3..5", 3.3, 5],
    ["3.3 to 5V", 3.3, 5],
    ["12-5V", 5, 12],
    ["5V DC", 5, 5],
  ])("reads %s as a range", (raw, lo, hi) => {
    expect(values(volts, raw)).toEqual(one(lo, hi));
  });
  it("keeps several values", () => {
    expect(values(volts, "3.3V/5V")).toEqual([...one(3.3), ...one(5)]);
  });
  it("converts A and mA both ways", () => {
    expect(values(num("A"), "500mA")).toEqual(one(0.5));
    expect(values(num("A"), "2.5 A")).toEqual(one(2.5));
    expect(values(num("mA"), "1A")).toEqual(one(1000));
    expect(values(num("mA"), "20 mA")).toEqual(one(20));
  });
  it.each(["10k", "10 kΩ", "10000", "10K ohm", "10kohm"])("reads %s as 10 kΩ", (raw) => {
    expect(values(num("Ω"), raw)).toEqual(one(10000));
  });
  it("reads 4k7, 1M and 220R", () => {
    expect(values(num("Ω"), "4k7")).toEqual(one(4700));
    expect(values(num("Ω"), "1M")).toEqual(one(1_000_000));
    expect(values(num("Ω"), "220R")).toEqual(one(220));
  });
  it.each(['0.96"', "0.96 in", "0.96 inch", "0.96″"])("reads %s as 0.96 inch", (raw) => {
    expect(values(num("inch"), raw)).toEqual(one(0.96));
  });
  it("reads torque, RPM, mm, g, Hz, W and mAh", () => {
    expect(values(num("kg·cm"), "9.4 kg-cm")).toEqual(one(9.4));
    expect(values(num("kg·cm"), "1.8kgcm")).toEqual(one(1.8));
    expect(values(num("RPM"), "100 rpm")).toEqual(one(100));
    expect(values(num("mm"), "2.54mm")).toEqual(one(2.54));
    expect(values(num("mm"), "1.5 cm")).toEqual(one(15));
    expect(values(num("g"), "9g")).toEqual(one(9));
    expect(values(num("g"), "1.2 kg")).toEqual(one(1200));
    expect(values(num("Hz"), "16MHz")).toEqual(one(16_000_000));
    expect(values(num("Hz"), "16 mhz")).toEqual(one(16_000_000));
    expect(values(num("Hz"), "433 kHz")).toEqual(one(433_000));
    expect(values(num("W"), "0.25W")).toEqual(one(0.25));
    expect(values(num("mAh"), "2000 mAh")).toEqual(one(2000));
    expect(values(num("mAh"), "2.2Ah")).toEqual(one(2200));
  });
  it("refuses another unit or words, saying how to write it", () => {
    const wrong = normaliseAttributeValue({ ...volts, name: "Operating voltage" }, "5 A");
    expect(wrong).toEqual({ error: expect.stringContaining("“5 A” is not a value of Operating voltage") });
    expect(normaliseAttributeValue(volts, "five volts")).toHaveProperty("error");
    expect(normaliseAttributeValue(volts, "")).toHaveProperty("error");
    expect(normaliseAttributeValue(volts, "3-4-5")).toHaveProperty("error");
  });
});

describe("normaliseAttributeValue: choices and yes/no", () => {
  const iface: AttributeShape = { kind: "choice", unit: null, choices: ["I2C", "SPI", "UART", "1-Wire", "Analog"], name: "Interface" };
  it("matches a choice's spelling without case", () => {
    expect(values(iface, "i2c")).toEqual([{ choice: "I2C" }]);
    expect(values(iface, "1 wire")).toEqual([{ choice: "1-Wire" }]);
  });
  it("splits several on / and ,", () => {
    expect(values(iface, "I2C/SPI")).toEqual([{ choice: "I2C" }, { choice: "SPI" }]);
    expect(values(iface, "uart, analog, UART")).toEqual([{ choice: "UART" }, { choice: "Analog" }]);
  });
  it("refuses what is not a choice, naming them", () => {
    expect(normaliseAttributeValue(iface, "CAN")).toEqual({ error: "“CAN” is not one of Interface: I2C, SPI, UART, 1-Wire, Analog." });
  });
  it("keeps free text when the attribute lists no choices", () => {
    expect(values({ kind: "choice", unit: null, choices: [] }, "DIP-8")).toEqual([{ choice: "DIP-8" }]);
  });
  it("reads yes/no/true/false", () => {
    const flag: AttributeShape = { kind: "boolean", unit: null, choices: [] };
    expect(values(flag, "yes")).toEqual([{ flag: true }]);
    expect(values(flag, "TRUE")).toEqual([{ flag: true }]);
    expect(values(flag, "No")).toEqual([{ flag: false }]);
    expect(values(flag, "false")).toEqual([{ flag: false }]);
    expect(normaliseAttributeValue(flag, "maybe")).toHaveProperty("error");
  });
});

describe("formatAttributeValue", () => {
  it("shows ranges, prefixes, choices and yes/no", () => {
    expect(formatAttributeValue({ unit: "V" }, one(3.3, 5))).toBe("3.3–5 V");
    expect(formatAttributeValue({ unit: "Ω" }, one(10000))).toBe("10 kΩ");
    expect(formatAttributeValue({ unit: "Ω" }, one(4700))).toBe("4.7 kΩ");
    expect(formatAttributeValue({ unit: "Hz" }, one(16e6))).toBe("16 MHz");
    expect(formatAttributeValue({ unit: "A" }, one(0.5))).toBe("500 mA");
    expect(formatAttributeValue({ unit: "inch" }, one(0.96))).toBe("0.96 inch");
    expect(formatAttributeValue({ unit: null }, [{ choice: "I2C" }, { choice: "SPI" }])).toBe("I2C, SPI");
    expect(formatAttributeValue({ unit: null }, [{ flag: true }])).toBe("Yes");
  });

  it("on a Bangla page: yes and no in Bangla, numbers in Bangla digits, units and choices as written", () => {
    expect(formatAttributeValue({ unit: "V" }, one(3.3, 5), "bn")).toBe("৩.৩–৫ V");
    expect(formatAttributeValue({ unit: null }, [{ flag: true }], "bn")).toBe("হ্যাঁ");
    expect(formatAttributeValue({ unit: null }, [{ flag: false }], "bn")).toBe("না");
    expect(formatAttributeValue({ unit: null }, [{ choice: "I2C" }], "bn")).toBe("I2C");
    expect(formatAttributeValue({ unit: null }, [{ flag: false }], "en")).toBe("No");
  });
});

describe("readQuantityWord: search words", () => {
  it("reads a number with a unit, and nothing else", () => {
    expect(readQuantityWord("5v")).toEqual({ base: "V", value: 5 });
    expect(readQuantityWord("3v3")).toEqual({ base: "V", value: 3.3 });
    expect(readQuantityWord("100rpm")).toEqual({ base: "RPM", value: 100 });
    expect(readQuantityWord("500ma")).toEqual({ base: "A", value: 0.5 });
    expect(readQuantityWord("esp32")).toBeUndefined();
    expect(readQuantityWord("100")).toBeUndefined();
  });
});
