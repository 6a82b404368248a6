/**
 * What shoppers type into the search box, each with the demo-catalog product
 * (packages/db/src/seed) that must come first in the suggestions. Part numbers,
 * typos, partial words, missing or extra spaces and hyphens, brand + kind. The
 * relevance test prints precision at 1 over this set and fails below 0.9.
 *
 * Where several products answer a query equally well (every ultrasonic sensor for
 * "ultrasonic sensr"), the expected one is what the ranking rules give: in stock
 * before out of stock, then the best seller. Queries are not tuned to the ranking:
 * a wrong first answer stays here as a miss.
 */
export type RelevanceCase = { query: string; first: string; why?: string };

export const RELEVANCE_SET: RelevanceCase[] = [
  // Part numbers, as typed and with spacing or hyphens changed.
  { query: "esp32", first: "esp32-devkit-v1-wifi-plus-bluetooth-board-esp-wroom-32" },
  { query: "l298n", first: "l298n-dual-h-bridge-motor-driver-module" },
  { query: "L298N motor driver", first: "l298n-dual-h-bridge-motor-driver-module" },
  { query: "hc sr04", first: "hc-sr04-ultrasonic-distance-sensor" },
  { query: "hcsr04", first: "hc-sr04-ultrasonic-distance-sensor" },
  { query: "HC-SR04", first: "hc-sr04-ultrasonic-distance-sensor" },
  { query: "18650", first: "lg-hg2-3000mah-18650-li-ion-battery", why: "cells (category Li-ion 18650) before holders; best seller in stock" },
  { query: "sg90", first: "sg90-9g-micro-servo-motor" },
  { query: "sg90 servo", first: "sg90-9g-micro-servo-motor" },
  { query: "sg90servo", first: "sg90-9g-micro-servo-motor" },
  { query: "tp4056", first: "tp4056-li-ion-charger-module-with-protection-type-c" },
  { query: "dht22", first: "dht22-am2302-temperature-and-humidity-sensor" },
  { query: "nrf24l01", first: "nrf24l01-plus-pa-plus-lna-long-range-module-with-antenna", why: "both NRF24L01+ modules match; the long-range one sells more" },
  { query: "mpu6050", first: "mpu6050-6-axis-accelerometer-and-gyroscope-gy-521" },
  { query: "mpu 6050", first: "mpu6050-6-axis-accelerometer-and-gyroscope-gy-521" },
  { query: "lm2596", first: "lm2596-dc-dc-buck-converter-adjustable" },
  { query: "7805 regulator", first: "l7805cv-5v-voltage-regulator-pack-of-5", why: "a number inside a part number" },
  { query: "ESP-WROOM-32", first: "esp32-devkit-v1-wifi-plus-bluetooth-board-esp-wroom-32" },
  { query: "ch340 usb ttl", first: "usb-to-ttl-serial-adapter-ch340g" },
  { query: "irfz44n", first: "irfz44n-n-channel-mosfet-pack-of-2" },
  { query: "1n4007", first: "1n4007-rectifier-diode-1a-pack-of-20" },
  { query: "RD-MCU-0001", first: "arduino-uno-r3-atmega328p-with-usb-cable", why: "a SKU with its hyphens" },
  // Names, with partial words as they are typed.
  { query: "arduino uno r3", first: "arduino-uno-r3-smd-compatible-board-ch340" },
  { query: "raspberry pi 4", first: "raspberry-pi-4-model-b-8gb" },
  { query: "raspberry pi pic", first: "raspberry-pi-pico-rp2040" },
  { query: "oled 0.96", first: "0-96-inch-i2c-oled-display-128x64-ssd1306-yellow-blue" },
  { query: "nema 17", first: "nema-17-stepper-motor-0-4a-slim-42x42x23mm" },
  { query: "nema17", first: "nema-17-stepper-motor-0-4a-slim-42x42x23mm" },
  { query: "lipo 3s", first: "3s-11-1v-2200mah-30c-lipo-battery" },
  { query: "buck converter lm2596", first: "lm2596-dc-dc-buck-converter-adjustable" },
  { query: "multimeter", first: "uni-t-ut33d-plus-digital-multimeter" },
  { query: "breadboard", first: "170-point-mini-breadboard-pack-of-2" },
  { query: "830 breadboard", first: "830-point-solderless-breadboard-mb-102" },
  { query: "jumper wire male to female", first: "jumper-wires-male-to-female-20cm-40-pcs" },
  {
    query: "soldering iron",
    first: "60w-adjustable-temperature-soldering-iron-220v",
    why: "an iron, in stock (the Hakko is out of stock); not the iron stand",
  },
  { query: "soldering station", first: "936-soldering-station-esd-safe" },
  { query: "relay module 4 channel", first: "4-channel-5v-relay-module" },
  { query: "lcd 16x2 i2c", first: "16x2-lcd-display-with-i2c-adapter-soldered" },
  { query: "load cell 5kg", first: "load-cell-5kg-with-hx711-amplifier" },
  { query: "uno r4 wifi", first: "arduino-uno-r4-wifi" },
  {
    query: "ardu",
    first: "arduino-uno-r3-smd-compatible-board-ch340",
    why: "every Arduino product matches the prefix; the best seller in stock that is a board, not an add-on (the Sensor Shield sells more)",
  },
  { query: "ultrasonic sensr", first: "dfrobot-a02yyuw-waterproof-ultrasonic-sensor", why: "every ultrasonic sensor matches equally; best seller in stock" },
  // Typos.
  { query: "ultrasonic distance sensr", first: "hc-sr04-ultrasonic-distance-sensor" },
  { query: "arduino uon r3", first: "arduino-uno-r3-smd-compatible-board-ch340" },
  { query: "raspbery pi pico", first: "raspberry-pi-pico-rp2040" },
  { query: "ardiuno nano every", first: "arduino-nano-every" },
  { query: "multimetr", first: "uni-t-ut33d-plus-digital-multimeter" },
  { query: "bredboard 830", first: "830-point-solderless-breadboard-mb-102" },
  { query: "blue pil", first: "stm32f103c8t6-blue-pill-development-board" },
  { query: "thermocuple", first: "max6675-thermocouple-module-with-k-type-probe" },
  { query: "fingerprnt sensor", first: "r503-capacitive-fingerprint-sensor-with-led-ring" },
  { query: "raspberrypi4", first: "raspberry-pi-4-model-b-8gb" },
  // Brand + kind, and kinds.
  { query: "samsung 30q", first: "samsung-inr18650-30q-3000mah-li-ion-battery" },
  { query: "18650 battery", first: "lg-hg2-3000mah-18650-li-ion-battery", why: "cells before battery holders" },
  { query: "xiaomi power bank 20000", first: "xiaomi-20000mah-power-bank-18w-plm18zm" },
  { query: "hakko soldering station", first: "hakko-fx-888d-digital-soldering-station" },
  { query: "tower pro metal gear", first: "mg995-metal-gear-servo-motor" },
  { query: "uni-t clamp meter", first: "uni-t-ut210e-mini-clamp-meter-ac-dc" },
  { query: "pir sensor", first: "hc-sr501-pir-motion-sensor-module" },
  { query: "gas sensor mq135", first: "mq-135-gas-sensor-module" },
  { query: "gps module", first: "neo-6m-gps-module-with-antenna" },
  { query: "bluetooth module hc05", first: "hc-05-bluetooth-module-master-slave" },
  { query: "lora sx1278", first: "ra-01-sx1278-lora-module-with-spring-antenna" },
  { query: "stepper driver tmc2209", first: "tmc2209-silent-stepper-driver-uart" },
];
