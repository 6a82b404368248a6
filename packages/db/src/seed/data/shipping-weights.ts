/**
 * Shipping weights of the heavy demo parts, packed (issue 47): the courier charges the
 * first kilogram and each further one, so these decide the delivery fee. The first pattern
 * that matches a product's name wins; every other product ships at the 100 g default.
 */
export const SHIPPING_WEIGHTS: [pattern: RegExp, grams: number][] = [
  // Power supplies and chargers
  [/Bench Power Supply/, 4200],
  [/12V 10A Switching Power Supply/, 850],
  [/24V 5A Switching Power Supply/, 700],
  [/IMAX B6AC/, 900],
  [/DC Power Adapter|USB Type-C Power Adapter/, 220],
  [/Battery Charger/, 180],
  // Tools
  [/Hot Air Rework Station/, 2300],
  [/Hakko FX-888D/, 1700],
  [/936 Soldering Station/, 1500],
  [/Soldering Iron \(|Soldering Iron$|FX-600/, 250],
  [/True RMS Multimeter|UT33D|DT830D/, 420],
  [/Hot Glue Gun/, 300],
  // Motors
  [/NEMA 23/, 1350],
  [/NEMA 17 .*Lead Screw/, 700],
  [/NEMA 17/, 400],
  [/775 DC Motor/, 380],
  [/JGB37-520/, 260],
  [/JGA25-370/, 120],
  [/A2212 1000KV Motor \+ 30A ESC/, 180],
  [/Mecanum Wheel Set/, 520],
  [/Track Chassis/, 650],
  // Batteries
  [/3S 11\.1V 5200mAh/, 430],
  [/2200mAh 30C LiPo/, 210],
  [/21700 .*Battery|INR21700/, 80],
  // Kits and chassis
  [/Raspberry Pi 4 .*Starter Kit|Mega 2560 Complete Starter Kit|Ultimate Starter Kit/, 1400],
  [/4WD .*(Chassis|Car) Kit|Mecanum Wheel Robot Car Kit/, 1600],
  [/2WD Smart Robot Car Chassis Kit|Robot Car Kit|Robot Kit/, 900],
  [/Metal Robotic Arm Kit/, 1200],
  [/Robotic Arm Kit/, 600],
  [/Starter Kit|Sensor Kit|Sensor Modules Kit|IoT .*Kit|Learning Kit|Automation Kit/, 800],
  [/Project Kit|DIY Kit/, 450],
];

/** Grams for a demo product by its name (the 100 g default when none matches). */
export function shippingWeightOf(name: string): number {
  return SHIPPING_WEIGHTS.find(([pattern]) => pattern.test(name))?.[1] ?? 100;
}
