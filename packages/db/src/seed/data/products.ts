import { DISPLAY_WIRELESS_PRODUCTS } from "./products-display-wireless";
import { KIT_GADGET_PRODUCTS } from "./products-kits-gadgets";
import { MCU_PRODUCTS } from "./products-mcu";
import { MOTOR_POWER_PRODUCTS } from "./products-motors-power";
import { PASSIVE_TOOL_PRODUCTS } from "./products-passive-tools";
import { SENSOR_PRODUCTS } from "./products-sensors";
import type { ProductGroup } from "./types";

/** Every demo product, grouped by its child category. */
export const PRODUCT_GROUPS: ProductGroup[] = [
  ...MCU_PRODUCTS,
  ...SENSOR_PRODUCTS,
  ...MOTOR_POWER_PRODUCTS,
  ...DISPLAY_WIRELESS_PRODUCTS,
  ...PASSIVE_TOOL_PRODUCTS,
  ...KIT_GADGET_PRODUCTS,
];
