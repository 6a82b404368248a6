import { describe, expect, it } from "vitest";
import { BOM_MESSAGES } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { mapHeader, parseBom, parseLine } from "./parse";

const read = (text: string) => {
  const l = parseLine(text, 1);
  return [l.quantity, l.query, l.error];
};

describe("pasted lines in makers' forms", () => {
  it.each([
    ["2 x HC-SR04", 2, "HC-SR04"],
    ["3x LED red", 3, "LED red"],
    ["2 × L298N", 2, "L298N"],
    ["L298N, 1", 1, "L298N"],
    ["L298N; 4", 4, "L298N"],
    ["10k resistor 10", 10, "10k resistor"],
    ["10k resistor 10pcs", 10, "10k resistor"],
    ["ESP32 DevKit", 1, "ESP32 DevKit"],
    ["HC-SR04\t2", 2, "HC-SR04"],
    ["5\tSG90 servo", 5, "SG90 servo"],
    ["jumper wire x 40", 40, "jumper wire"],
    ["5 pcs 18650 cell", 5, "18650 cell"],
  ])("%s", (line, quantity, query) => {
    expect(read(line)).toEqual([quantity, query, null]);
  });

  it("a quantity out of the cart's range names the line and keeps it", () => {
    expect(read("0 x HC-SR04")).toEqual([1, "HC-SR04", BOM_MESSAGES.lineQuantity]);
    expect(read("L298N, 20000")).toEqual([1, "L298N", BOM_MESSAGES.lineQuantity]);
  });

  it("skips blank, comment and rule lines and numbers lines as pasted", () => {
    const bom = parseBom("# robot\n\n2 x HC-SR04\n-----\nESP32 DevKit\n");
    expect(bom.format).toBe("lines");
    expect(bom.lines.map((l) => [l.line, l.query, l.quantity])).toEqual([
      [3, "HC-SR04", 2],
      [5, "ESP32 DevKit", 1],
    ]);
  });

  it("refuses more than 200 lines and a list with no parts, as 422 with the shop's words", () => {
    const many = Array.from({ length: 201 }, (_, i) => `part${i} 1`).join("\n");
    expect(() => parseBom(many)).toThrow(BOM_MESSAGES.tooManyLines(201));
    expect(() => parseBom("#\n---\n")).toThrow(AppError);
    expect(() => parseBom("#\n---\n")).toThrow(BOM_MESSAGES.noLines);
  });
});

describe("CSV files: columns found by their header", () => {
  // KiCad's bom_csv_grouped_by_value script: "Fields: Ref, QTY, Value, Cmp name, Footprint, Description, Vendor"
  // (gist saper-2/8054f64c5abd0eeb2b6aa58d6c18a8f4, based on KiCad's bom_csv_grouped_by_value_with_fp.py).
  it("maps KiCad's grouped-by-value BOM", () => {
    const csv = [
      '"Ref","Qnty","Value","Cmp name","Footprint","Description","Vendor"',
      '"R1 R2 R3 ","3","10k","R","Resistor_SMD:R_0805","Resistor",""',
      '"U1 ","1","L298N","L298N","Package_TO:Multiwatt-15","Dual H bridge",""',
    ].join("\n");
    const bom = parseBom(csv);
    expect(bom.format).toBe("csv");
    expect(bom.mapping).toEqual({ quantity: 1, name: 2, part_number: null, footprint: 4 });
    expect(bom.lines.map((l) => [l.line, l.query, l.quantity, l.footprint])).toEqual([
      [2, "10k", 3, "Resistor_SMD:R_0805"],
      [3, "L298N", 1, "Package_TO:Multiwatt-15"],
    ]);
  });

  // kicad-cli sch export bom --labels "id,Refs,Value,Footprint,Qty" (KiCad issue 22613 on gitlab.com/kicad/code/kicad).
  it("maps kicad-cli's export", () => {
    expect(mapHeader(["id", "Refs", "Value", "Footprint", "Qty"])).toEqual({ quantity: 4, name: 2, part_number: null, footprint: 3 });
  });

  // EasyEDA's BOM: UTF-16, tab separated (its export README, KozlovNikolai/manipulator PickAndPlace README.txt),
  // columns ID, Name, Designator, Footprint, Quantity, Manufacturer Part, Manufacturer, Supplier, Supplier Part.
  it("maps EasyEDA's tab-separated BOM with its part numbers", () => {
    const tsv = [
      "ID\tName\tDesignator\tFootprint\tQuantity\tManufacturer Part\tManufacturer\tSupplier\tSupplier Part",
      "1\tHC-SR04\tU2\tHC-SR04\t1\tHC-SR04\tElecFreaks\tLCSC\tC12345",
      "2\t100nF\tC1,C2\tC0805\t2\tCL21B104KBCNNNC\tSamsung\tLCSC\tC49678",
    ].join("\r\n");
    const bom = parseBom(`\uFEFF${tsv}`);
    expect(bom.mapping).toEqual({ quantity: 4, name: 1, part_number: 5, footprint: 3 });
    expect(bom.lines.map((l) => [l.query, l.partNumber, l.quantity])).toEqual([
      ["HC-SR04", "HC-SR04", 1],
      ["100nF", "CL21B104KBCNNNC", 2],
    ]);
  });

  it("a spreadsheet's semicolon CSV with the mapping changed by the shopper", () => {
    const csv = "Item;Qty;MPN\nArduino Uno;2;A000066\nServo;4;SG90\n";
    expect(parseBom(csv).mapping).toEqual({ quantity: 1, name: 0, part_number: 2, footprint: null });
    const changed = parseBom(csv, { quantity: 1, name: 2, part_number: null, footprint: null });
    expect(changed.lines.map((l) => [l.query, l.quantity])).toEqual([
      ["A000066", 2],
      ["SG90", 4],
    ]);
  });

  it("refuses a mapping without a part column or with a column the file lacks", () => {
    const csv = "Item,Qty\nServo,4\n";
    expect(() => parseBom(csv, { quantity: 1, name: null, part_number: null, footprint: null })).toThrow(BOM_MESSAGES.mappingName);
    expect(() => parseBom(csv, { quantity: 1, name: 7, part_number: null, footprint: null })).toThrow(BOM_MESSAGES.mappingColumn);
  });
});
