import type { Database } from "@shop/db";
import { createBrand, createCategory, createProduct, type ProductRecord } from "./factories";

/**
 * A small catalog with known answers: two main categories (one with two children),
 * two brands, and products covering discounts, stock levels, tags and an inactive one.
 */
export async function buildCatalogFixture(db: Database) {
  const boards = await createCategory(db, { name: "Microcontroller Boards", slug: "microcontroller-boards", sortOrder: 0 });
  const sensors = await createCategory(db, { name: "Sensors & Modules", slug: "sensors-modules", sortOrder: 1, logo: "cat-logo.svg" });
  const ultrasonic = await createCategory(db, { name: "Ultrasonic Sensors", slug: "ultrasonic-sensors", parentId: sensors.id, sortOrder: 2 });
  const temperature = await createCategory(db, { name: "Temperature Sensors", slug: "temperature-sensors", parentId: sensors.id, sortOrder: 1 });
  const arduino = await createBrand(db, { name: "Arduino", slug: "arduino" });
  const espressif = await createBrand(db, { name: "Espressif", slug: "espressif" });
  const unused = await createBrand(db, { name: "Zeta Parts", slug: "zeta-parts" });

  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 6));
  const p: Record<string, ProductRecord> = {};
  p.uno = await createProduct(db, {
    categoryId: boards.id,
    brandId: arduino.id,
    name: "Arduino Uno R3",
    slug: "arduino-uno-r3",
    sku: "ARD-UNO-R3",
    partNumber: "A000066",
    price: 1250,
    discountPrice: 1100,
    stock: 42,
    tags: ["hot", "popular"],
    soldCount: 300,
    createdAt: day(1),
    images: 3,
    specs: [{ key: "MCU", value: "ATmega328P" }],
    description: "The classic board.",
  });
  p.esp32 = await createProduct(db, {
    categoryId: boards.id,
    brandId: espressif.id,
    name: "ESP32 DevKit V1",
    slug: "esp32-devkit-v1",
    sku: "ESP32-DEVKIT",
    price: 650,
    stock: 8,
    tags: ["new", "free_delivery"],
    soldCount: 500,
    createdAt: day(5),
  });
  p.nano = await createProduct(db, {
    categoryId: boards.id,
    brandId: arduino.id,
    name: "arduino Nano",
    slug: "arduino-nano",
    sku: "ARD-NANO",
    price: 900,
    discountPrice: 450,
    stock: 0,
    tags: ["percentage_discount"],
    soldCount: 120,
    createdAt: day(3),
  });
  p.hcsr04 = await createProduct(db, {
    categoryId: ultrasonic.id,
    name: "HC-SR04 Ultrasonic Sensor",
    slug: "hc-sr04",
    sku: "HC-SR04",
    price: 120,
    stock: 15,
    tags: ["featured"],
    soldCount: 800,
    createdAt: day(2),
  });
  p.ds18b20 = await createProduct(db, {
    categoryId: temperature.id,
    brandId: arduino.id,
    name: "DS18B20 Temperature Probe",
    slug: "ds18b20",
    sku: "DS18B20",
    partNumber: "DS18B20+",
    price: 180.5,
    discountPrice: 160.25,
    stock: 25,
    tags: ["coupon_discount"],
    soldCount: 40,
    createdAt: day(4),
  });
  p.hidden = await createProduct(db, {
    categoryId: ultrasonic.id,
    brandId: arduino.id,
    name: "Retired Sensor",
    slug: "retired-sensor",
    sku: "RETIRED",
    price: 50,
    stock: 5,
    isActive: false,
    createdAt: day(6),
  });
  return { boards, sensors, ultrasonic, temperature, arduino, espressif, unused, p };
}

export type CatalogFixture = Awaited<ReturnType<typeof buildCatalogFixture>>;
