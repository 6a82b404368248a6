import { variants, type ProductGroup } from "./types";

export const PASSIVE_TOOL_PRODUCTS: ProductGroup[] = [
  {
    category: "resistors",
    items: [
      ...variants({ name: "{v} 1/4W Carbon Film Resistor (Pack of 20)", part: "CFR-25-{v}", brand: "generic", short: "{v} 5% through-hole resistors, 20 pieces", specs: [["Resistance", "{v}"], ["Power", "0.25W"], ["Tolerance", "5%"], ["Quantity", "20 pcs"]] }, [
        { v: "10 Ohm", price: 20 }, { v: "100 Ohm", price: 20 }, { v: "220 Ohm", price: 20 }, { v: "330 Ohm", price: 20 },
        { v: "470 Ohm", price: 20 }, { v: "1K Ohm", price: 20 }, { v: "2.2K Ohm", price: 20 }, { v: "4.7K Ohm", price: 20 },
        { v: "10K Ohm", price: 20 }, { v: "100K Ohm", price: 20 }, { v: "1M Ohm", price: 20 },
      ]),
      { name: "Resistor Kit 1/4W 30 Values (600 pcs)", part: "RES-KIT-600", brand: "generic", price: 350, short: "Every common value from 10 Ohm to 1M in a labelled pack", specs: [["Values", "30"], ["Quantity", "600 pcs"], ["Tolerance", "1% metal film"]], shape: "kit" },
      ...variants({ name: "{v} Rotary Potentiometer (B-Type, Pack of 2)", part: "WH148-{v}", brand: "generic", short: "Linear {v} pot with knob-ready shaft", specs: [["Resistance", "{v}"], ["Taper", "Linear (B)"], ["Quantity", "2 pcs"]] }, [
        { v: "10K", price: 50 }, { v: "100K", price: 50 },
      ]),
      { name: "3296W Multi-Turn Trimmer Potentiometer Kit (13 Values)", part: "3296W-KIT", brand: "generic", price: 280, short: "Precision trimpots for calibration", specs: [["Values", "13 (100R-1M)"], ["Quantity", "26 pcs"]], shape: "kit" },
    ],
  },
  {
    category: "capacitors",
    items: [
      ...variants({ name: "{v} Electrolytic Capacitor (Pack of 10)", part: "ELCAP-{v}", brand: "generic", short: "Radial aluminium electrolytic capacitors, {v}", specs: [["Capacitance / Voltage", "{v}"], ["Temperature", "105 C"], ["Quantity", "10 pcs"]] }, [
        { v: "10uF 50V", price: 30 }, { v: "100uF 25V", price: 40 }, { v: "470uF 25V", price: 60 }, { v: "1000uF 25V", price: 90 }, { v: "2200uF 35V", price: 180 },
      ]),
      ...variants({ name: "{v} Ceramic Disc Capacitor (Pack of 20)", part: "CER-{v}", brand: "generic", short: "50V ceramic capacitors, {v}", specs: [["Capacitance", "{v}"], ["Voltage", "50V"], ["Quantity", "20 pcs"]] }, [
        { v: "22pF", price: 30 }, { v: "100nF (104)", price: 30 },
      ]),
      { name: "Electrolytic Capacitor Assortment Kit (12 Values, 120 pcs)", part: "ELCAP-KIT", brand: "generic", price: 350, short: "1uF to 470uF in a compartment box", specs: [["Values", "12"], ["Quantity", "120 pcs"]], shape: "kit" },
      { name: "Ceramic Capacitor Assortment Kit (30 Values, 300 pcs)", part: "CER-KIT", brand: "generic", price: 300, short: "2pF to 100nF ceramic kit", specs: [["Values", "30"], ["Quantity", "300 pcs"]], shape: "kit" },
      { name: "5.5V 1F Super Capacitor", part: "SUPERCAP-5V5-1F", brand: "generic", price: 120, short: "Backup power for RTCs and memory", specs: [["Capacitance", "1 F"], ["Voltage", "5.5V"]] },
    ],
  },
  {
    category: "diodes",
    items: [
      { name: "1N4007 Rectifier Diode 1A (Pack of 20)", part: "1N4007", brand: "generic", price: 30, short: "The standard 1000V 1A rectifier", specs: [["Reverse Voltage", "1000V"], ["Current", "1A"], ["Quantity", "20 pcs"]] },
      { name: "1N4148 Switching Diode (Pack of 20)", part: "1N4148", brand: "generic", price: 25, short: "Fast small-signal diode", specs: [["Reverse Voltage", "100V"], ["Current", "200 mA"], ["Quantity", "20 pcs"]] },
      { name: "1N5819 Schottky Diode 1A (Pack of 10)", part: "1N5819", brand: "generic", price: 40, short: "Low drop diode for power paths", specs: [["Reverse Voltage", "40V"], ["Forward Drop", "0.45V"], ["Quantity", "10 pcs"]] },
      { name: "5.1V Zener Diode 1N4733A (Pack of 10)", part: "1N4733A", brand: "generic", price: 35, short: "1W Zener for voltage references", specs: [["Zener Voltage", "5.1V"], ["Power", "1W"], ["Quantity", "10 pcs"]] },
      { name: "KBPC3510 35A Bridge Rectifier", part: "KBPC3510", brand: "generic", price: 120, short: "Metal-case full-wave bridge for power supplies", specs: [["Current", "35A"], ["Reverse Voltage", "1000V"]], shape: "chip" },
      { name: "Diode Assortment Kit (8 Types, 100 pcs)", part: "DIODE-KIT", brand: "generic", price: 220, short: "Rectifier, Schottky, fast and Zener diodes", specs: [["Types", "8"], ["Quantity", "100 pcs"]], shape: "kit" },
    ],
  },
  {
    category: "transistors",
    items: [
      ...variants({ name: "{v} Transistor (Pack of 10)", part: "{v}", brand: "generic", short: "{v} general-purpose transistor, TO-92", specs: [["Package", "TO-92"], ["Quantity", "10 pcs"]] }, [
        { v: "BC547 NPN", price: 30, part: "BC547" }, { v: "BC557 PNP", price: 30, part: "BC557" }, { v: "2N2222A NPN", price: 40, part: "2N2222A" }, { v: "2N3904 NPN", price: 30, part: "2N3904" }, { v: "S8050 NPN", price: 30, part: "S8050" },
      ]),
      { name: "TIP120 Darlington Transistor (Pack of 2)", part: "TIP120", brand: "stmicroelectronics", price: 60, short: "5A Darlington for motors and solenoids", specs: [["Type", "NPN Darlington"], ["Current", "5A"], ["Package", "TO-220"]] },
      { name: "IRFZ44N N-Channel MOSFET (Pack of 2)", part: "IRFZ44N", brand: "generic", price: 90, short: "49A 55V MOSFET for high-current switching", specs: [["Vds", "55V"], ["Id", "49A"], ["Package", "TO-220"]] },
      { name: "IRF540N N-Channel MOSFET (Pack of 2)", part: "IRF540N", brand: "generic", price: 100, short: "100V 33A power MOSFET", specs: [["Vds", "100V"], ["Id", "33A"], ["Package", "TO-220"]] },
      { name: "Transistor Assortment Kit (17 Types, 200 pcs)", part: "TRANS-KIT", brand: "generic", price: 350, short: "Common NPN and PNP types in a box", specs: [["Types", "17"], ["Quantity", "200 pcs"]], shape: "kit" },
    ],
  },
  {
    category: "integrated-circuits",
    items: [
      { name: "NE555 Timer IC (Pack of 5)", part: "NE555P", brand: "texas-instruments", price: 50, short: "The classic timer for blinkers and PWM", specs: [["Supply Voltage", "4.5-16V"], ["Package", "DIP-8"], ["Quantity", "5 pcs"]], datasheet: "https://www.ti.com/lit/ds/symlink/ne555.pdf" },
      { name: "LM358 Dual Op-Amp (Pack of 5)", part: "LM358P", brand: "texas-instruments", price: 50, short: "Single-supply dual op-amp", specs: [["Supply Voltage", "3-32V"], ["Package", "DIP-8"], ["Quantity", "5 pcs"]] },
      { name: "ATmega328P-PU with Arduino Bootloader", part: "ATMEGA328P-PU", brand: "microchip", price: 420, short: "Replacement chip for Uno boards and standalone builds", specs: [["Flash Memory", "32 KB"], ["Package", "DIP-28"], ["Bootloader", "Arduino Uno (Optiboot)"]] },
      { name: "74HC595 Shift Register (Pack of 5)", part: "SN74HC595N", brand: "texas-instruments", price: 75, short: "Adds 8 outputs per chip over three pins", specs: [["Supply Voltage", "2-6V"], ["Package", "DIP-16"], ["Quantity", "5 pcs"]] },
      { name: "ULN2003A Darlington Array IC (Pack of 5)", part: "ULN2003AN", brand: "texas-instruments", price: 75, short: "Seven 500mA drivers for relays and steppers", specs: [["Channels", "7"], ["Package", "DIP-16"], ["Quantity", "5 pcs"]] },
      { name: "L7805CV 5V Voltage Regulator (Pack of 5)", part: "L7805CV", brand: "stmicroelectronics", price: 75, short: "Fixed 5V 1.5A linear regulator", specs: [["Output", "5V 1.5A"], ["Input", "7-35V"], ["Package", "TO-220"], ["Quantity", "5 pcs"]] },
      { name: "LM317T Adjustable Voltage Regulator (Pack of 2)", part: "LM317T", brand: "stmicroelectronics", price: 60, short: "1.25-37V adjustable regulator", specs: [["Output", "1.25-37V 1.5A"], ["Package", "TO-220"]] },
      { name: "L293D Motor Driver IC", part: "L293D", brand: "stmicroelectronics", price: 120, short: "Quad half-H driver for two DC motors", specs: [["Supply Voltage", "4.5-36V"], ["Current", "600 mA per channel"], ["Package", "DIP-16"]] },
      { name: "CD4017 Decade Counter IC (Pack of 5)", part: "CD4017BE", brand: "texas-instruments", price: 75, short: "Johnson counter for LED chasers", specs: [["Supply Voltage", "3-18V"], ["Package", "DIP-16"], ["Quantity", "5 pcs"]] },
      { name: "PC817 Optocoupler (Pack of 10)", part: "PC817", brand: "generic", price: 60, short: "Isolates logic from high-voltage circuits", specs: [["Isolation", "5000V"], ["Package", "DIP-4"], ["Quantity", "10 pcs"]] },
      { name: "MAX232 RS232 Transceiver IC", part: "MAX232CPE", brand: "texas-instruments", price: 60, short: "Connects microcontrollers to RS232 ports", specs: [["Supply Voltage", "5V"], ["Package", "DIP-16"]] },
      { name: "28-Pin DIP IC Socket (Pack of 5)", part: "DIP28-SOCKET", brand: "generic", price: 50, short: "Narrow sockets for ATmega328P chips", specs: [["Pins", "28"], ["Pitch", "2.54 mm"], ["Quantity", "5 pcs"]] },
    ],
  },
  {
    category: "leds",
    items: [
      ...variants({ name: "5mm {v} LED (Pack of 20)", part: "LED-5MM-{v}", brand: "generic", short: "Diffused 5mm {v} LEDs", specs: [["Colour", "{v}"], ["Diameter", "5 mm"], ["Current", "20 mA"], ["Quantity", "20 pcs"]] }, [
        { v: "Red", price: 30 }, { v: "Green", price: 30 }, { v: "Blue", price: 40 }, { v: "White", price: 40 }, { v: "Yellow", price: 30 },
      ]),
      { name: "5mm RGB LED Common Cathode (Pack of 5)", part: "LED-RGB-CC", brand: "generic", price: 50, short: "Four-leg tri-colour LEDs", specs: [["Type", "Common cathode"], ["Quantity", "5 pcs"]] },
      { name: "LED Assortment Kit 5 Colours (100 pcs)", part: "LED-KIT-100", brand: "generic", price: 180, short: "3mm and 5mm LEDs in a box", specs: [["Colours", "5"], ["Quantity", "100 pcs"]], shape: "kit" },
      { name: "WS2812B RGB LED Strip 60 LEDs/m (1 m)", part: "WS2812B-60-1M", brand: "generic", price: 650, short: "Addressable strip for ambient lighting and signs", specs: [["Operating Voltage", "5V"], ["LEDs", "60 per metre"], ["Protection", "IP30"]] },
      { name: "1W High Power White LED with Star Heatsink (Pack of 5)", part: "LED-1W-STAR", brand: "generic", price: 120, short: "Bright LEDs for torches", specs: [["Power", "1W"], ["Quantity", "5 pcs"]] },
    ],
  },
  {
    category: "switches-buttons",
    items: [
      { name: "6x6mm Tactile Push Button (Pack of 20)", part: "TACT-6X6", brand: "generic", price: 40, short: "Breadboard-friendly momentary buttons", specs: [["Size", "6 x 6 x 5 mm"], ["Pins", "4"], ["Quantity", "20 pcs"]] },
      { name: "12x12mm Tactile Button with Caps (Pack of 5)", part: "TACT-12X12", brand: "generic", price: 80, short: "Large buttons with coloured caps", specs: [["Size", "12 x 12 x 7.3 mm"], ["Quantity", "5 pcs"]] },
      { name: "SS12D00 SPDT Slide Switch (Pack of 10)", part: "SS12D00", brand: "generic", price: 50, short: "Mini power switches", specs: [["Type", "SPDT"], ["Quantity", "10 pcs"]] },
      { name: "KCD1 Rocker Switch 2-Pin (Pack of 5)", part: "KCD1", brand: "generic", price: 80, short: "Panel-mount on/off switches", specs: [["Rating", "6A 250V AC"], ["Quantity", "5 pcs"]] },
      { name: "16mm Metal Push Button with LED Ring", part: "BTN-16-LED", brand: "generic", price: 150, short: "Waterproof latching button for panels", specs: [["Diameter", "16 mm"], ["LED", "12V blue"], ["Protection", "IP65"]] },
      { name: "8-Position DIP Switch (Pack of 5)", part: "DIP-8P", brand: "generic", price: 60, short: "Configuration switches", specs: [["Positions", "8"], ["Quantity", "5 pcs"]] },
      { name: "KW12 Micro Limit Switch with Roller (Pack of 5)", part: "KW12-3", brand: "generic", price: 120, short: "End-stop switches for CNC and printers", specs: [["Rating", "5A 125V"], ["Quantity", "5 pcs"]] },
      { name: "MTS-102 Mini Toggle Switch (Pack of 3)", part: "MTS-102", brand: "generic", price: 90, short: "Classic SPDT toggle switches", specs: [["Type", "SPDT"], ["Rating", "6A 125V"], ["Quantity", "3 pcs"]] },
    ],
  },
  {
    category: "connectors-headers",
    items: [
      { name: "40-Pin Male Header Strip 2.54mm (Pack of 10)", part: "HDR-M-40", brand: "generic", price: 60, short: "Break-away straight headers", specs: [["Pins", "1 x 40"], ["Pitch", "2.54 mm"], ["Quantity", "10 pcs"]] },
      { name: "40-Pin Female Header Strip 2.54mm (Pack of 5)", part: "HDR-F-40", brand: "generic", price: 75, short: "Cuttable female sockets", specs: [["Pins", "1 x 40"], ["Pitch", "2.54 mm"], ["Quantity", "5 pcs"]] },
      { name: "JST-XH 2.54mm Connector Kit (230 pcs)", part: "JST-XH-KIT", brand: "generic", price: 350, short: "2 to 5 pin housings, headers and crimp terminals", specs: [["Pitch", "2.54 mm"], ["Quantity", "230 pcs"]], shape: "kit" },
      { name: "Dupont Connector Kit (620 pcs)", part: "DUPONT-KIT", brand: "generic", price: 350, short: "Make your own jumper wires", specs: [["Pitch", "2.54 mm"], ["Quantity", "620 pcs"]], shape: "kit" },
      { name: "2-Pin Screw Terminal Block 5mm (Pack of 10)", part: "KF301-2P", brand: "generic", price: 60, short: "PCB-mount terminals for power wires", specs: [["Pins", "2"], ["Pitch", "5.08 mm"], ["Quantity", "10 pcs"]] },
      { name: "DC Barrel Jack Female 5.5x2.1mm Panel Mount (Pack of 5)", part: "DC-022", brand: "generic", price: 60, short: "Power input sockets for enclosures", specs: [["Size", "5.5 x 2.1 mm"], ["Quantity", "5 pcs"]] },
      { name: "XT60 Male + Female Connector Pair", part: "XT60", brand: "generic", price: 80, short: "60A battery connectors for drones and e-bikes", specs: [["Rating", "60A"], ["Quantity", "1 pair"]] },
      { name: "USB Type-C Female Breakout Board (Pack of 2)", part: "USBC-BREAKOUT", brand: "generic", price: 80, short: "Adds USB-C power input to any project", specs: [["Pins", "VBUS, GND, CC1, CC2"], ["Quantity", "2 pcs"]], shape: "module" },
    ],
  },
  {
    category: "soldering-tools",
    items: [
      { name: "Hakko FX-888D Digital Soldering Station", part: "FX888D-23BY", brand: "hakko", price: 18500, short: "The professional's 70W temperature-controlled station", specs: [["Power", "70W"], ["Temperature Range", "50-480 C"], ["Display", "Digital"], ["Input", "220V AC"]] },
      { name: "Hakko FX-600 Adjustable Soldering Iron", part: "FX600-02", brand: "hakko", price: 4500, short: "Temperature-adjustable pencil iron with a dial", specs: [["Power", "50W"], ["Temperature Range", "200-500 C"]] },
      { name: "Hakko T18-C2 Soldering Tip", part: "T18-C2", brand: "hakko", price: 1250, short: "Bevel tip for FX-888D and FX-600", specs: [["Shape", "2C bevel"], ["Compatible With", "FX-888D, FX-600"]] },
      { name: "936 Soldering Station (ESD Safe)", part: "SS-936", brand: "generic", price: 2500, short: "Affordable analog station for the lab", specs: [["Power", "60W"], ["Temperature Range", "200-480 C"]], shape: "meter" },
      { name: "60W Adjustable Temperature Soldering Iron (220V)", part: "IRON-60W-ADJ", brand: "generic", price: 650, short: "Starter iron with temperature dial and five tips", specs: [["Power", "60W"], ["Temperature Range", "200-450 C"], ["Tips", "5 included"]] },
      { name: "Solder Wire 63/37 0.8mm (100g)", part: "SOLDER-63-37-100G", brand: "generic", price: 450, short: "Rosin-core tin-lead solder for clean joints", specs: [["Alloy", "Sn63 / Pb37"], ["Diameter", "0.8 mm"], ["Weight", "100 g"]], shape: "wheel" },
      { name: "Soldering Flux Paste (50g)", part: "FLUX-50G", brand: "generic", price: 120, short: "No-clean rosin flux", specs: [["Weight", "50 g"], ["Type", "Rosin, no-clean"]], shape: "battery" },
      { name: "Desoldering Pump (Solder Sucker)", part: "DESOLDER-PUMP", brand: "generic", price: 180, short: "Aluminium spring-loaded pump", specs: [["Length", "195 mm"], ["Material", "Aluminium"]] },
      { name: "Desoldering Wick Braid 2mm (1.5 m)", part: "WICK-2MM", brand: "generic", price: 120, short: "Copper braid for removing solder", specs: [["Width", "2 mm"], ["Length", "1.5 m"]], shape: "wheel" },
      { name: "Helping Hands with Magnifier and LED", part: "HELPING-HANDS", brand: "generic", price: 450, short: "Third hand for holding boards and wires", specs: [["Magnification", "3.5x"], ["Light", "LED"], ["Lens Diameter", "90 mm"]] },
      { name: "Soldering Iron Stand with Sponge", part: "IRON-STAND", brand: "generic", price: 250, short: "Heavy base with cleaning sponge", specs: [["Material", "Steel"], ["Includes", "Sponge"], ["Weight", "250 g"]] },
    ],
  },
  {
    category: "multimeters",
    items: [
      { name: "UNI-T UT33D+ Digital Multimeter", part: "UT33D+", brand: "uni-t", price: 1650, short: "Pocket meter with NCV and backlight", specs: [["Display Count", "2000"], ["DC Voltage", "600V"], ["AC Voltage", "600V"], ["Features", "NCV, backlight, continuity"]] },
      { name: "UNI-T UT89X True RMS Multimeter", part: "UT89X", brand: "uni-t", price: 3200, short: "True RMS meter with capacitance, temperature and LED test", specs: [["Display Count", "6000"], ["DC Voltage", "1000V"], ["DC Current", "20A"], ["True RMS", "Yes"]] },
      { name: "UNI-T UT61E+ True RMS Multimeter (22000 Count)", part: "UT61E+", brand: "uni-t", price: 7800, short: "High-resolution bench-quality handheld meter", specs: [["Display Count", "22000"], ["DC Voltage Accuracy", "0.05%"], ["Interface", "USB"]] },
      { name: "UNI-T UT210E Mini Clamp Meter (AC/DC)", part: "UT210E", brand: "uni-t", price: 5200, short: "Measures DC current without breaking the circuit", specs: [["Current", "100A AC/DC"], ["Jaw Opening", "17 mm"], ["True RMS", "Yes"]] },
      { name: "UNI-T UT120C Pocket Multimeter", part: "UT120C", brand: "uni-t", price: 2400, short: "Slim meter that fits in a shirt pocket", specs: [["Display Count", "6000"], ["DC Voltage", "600V"]] },
      { name: "DT830D Digital Multimeter", part: "DT830D", brand: "generic", price: 350, short: "Basic student multimeter", specs: [["Display Count", "2000"], ["DC Voltage", "1000V"], ["DC Current", "10A"]] },
      { name: "Component Tester LCR-T4 (Transistor, Capacitor, ESR)", part: "LCR-T4", brand: "generic", price: 850, short: "Identifies and measures unknown parts automatically", specs: [["Measures", "R, C, L, diodes, transistors, ESR"], ["Display", "12864 LCD"], ["Operating Voltage", "9V battery"]] },
    ],
  },
  {
    category: "breadboards-jumper-wires",
    items: [
      { name: "830-Point Solderless Breadboard (MB-102)", part: "MB-102", brand: "generic", price: 120, short: "Full-size breadboard with two power rails", specs: [["Tie Points", "830"], ["Dimensions", "165 x 55 mm"], ["Backing", "Adhesive"]] },
      { name: "400-Point Half-Size Breadboard", part: "BB-400", brand: "generic", price: 80, short: "Half-size breadboard for small circuits", specs: [["Tie Points", "400"], ["Dimensions", "83 x 55 mm"]] },
      { name: "170-Point Mini Breadboard (Pack of 2)", part: "BB-170", brand: "generic", price: 80, short: "Tiny breadboards that fit on a shield", specs: [["Tie Points", "170"], ["Quantity", "2 pcs"]] },
      { name: "MB102 Breadboard Power Supply Module (3.3V/5V)", part: "MB102-PSU", brand: "generic", price: 120, short: "Plugs onto a breadboard rail to give 3.3V and 5V", specs: [["Input", "6.5-12V DC or USB"], ["Output", "3.3V / 5V"]], shape: "module" },
      ...variants({ name: "Jumper Wires {v} 20cm (40 pcs)", part: "JUMPER-{v}", brand: "generic", short: "Rainbow Dupont jumper wires, {v}", specs: [["Type", "{v}"], ["Length", "20 cm"], ["Quantity", "40 pcs"]], shape: "wires" }, [
        { v: "Male to Male", price: 90, part: "JUMPER-MM" }, { v: "Male to Female", price: 90, part: "JUMPER-MF" }, { v: "Female to Female", price: 90, part: "JUMPER-FF" },
      ]),
      { name: "U-Shape Breadboard Jumper Wire Kit (140 pcs)", part: "JUMPER-U-140", brand: "generic", price: 250, short: "Pre-cut flat jumpers for neat breadboard circuits", specs: [["Lengths", "14"], ["Quantity", "140 pcs"]], shape: "kit" },
      { name: "22AWG Solid Hook-up Wire Kit (6 Colours x 9m)", part: "WIRE-22AWG-KIT", brand: "generic", price: 650, short: "Tinned copper wire on spools", specs: [["Gauge", "22 AWG"], ["Colours", "6"], ["Length", "9 m each"]], shape: "wheel" },
    ],
  },
  {
    category: "cutters-hand-tools",
    items: [
      { name: "Hakko CHP-170 Micro Flush Cutter", part: "CHP-170", brand: "hakko", price: 950, short: "The flush cutter found on every electronics bench", specs: [["Cutting Capacity", "Copper wire up to 1.3 mm"], ["Length", "125 mm"]] },
      { name: "Automatic Wire Stripper and Cutter", part: "STRIPPER-AUTO", brand: "generic", price: 450, short: "Self-adjusting stripper for 10-24 AWG", specs: [["Range", "0.2-6 mm2"], ["Features", "Stripper, cutter, crimper"], ["Length", "200 mm"]] },
      { name: "Needle Nose Pliers 6 inch", part: "PLIERS-6", brand: "generic", price: 250, short: "Long-nose pliers for bending leads", specs: [["Length", "150 mm"], ["Material", "Chrome vanadium steel"]] },
      { name: "Xiaomi Wiha Precision Screwdriver Set (24 in 1)", part: "MJJLLSD002QW", brand: "xiaomi", price: 1650, short: "S2 steel magnetic bits in an aluminium case", specs: [["Bits", "24"], ["Material", "S2 steel"]] },
      { name: "ESD Safe Tweezers Set (6 pcs)", part: "TWEEZERS-6", brand: "generic", price: 250, short: "Anti-static tweezers for SMD work", specs: [["Quantity", "6 pcs"], ["Material", "Stainless steel"]] },
      { name: "SN-28B Dupont Crimping Tool", part: "SN-28B", brand: "generic", price: 1450, short: "Ratchet crimper for Dupont and JST terminals", specs: [["Range", "0.1-1.0 mm2"], ["Type", "Ratchet"], ["Length", "190 mm"]] },
      { name: "Hot Glue Gun 20W with 10 Glue Sticks", part: "GLUE-GUN-20W", brand: "generic", price: 350, short: "Small glue gun for model making", specs: [["Power", "20W"], ["Stick Diameter", "7 mm"]] },
      { name: "Digital Vernier Caliper 150mm", part: "CALIPER-150", brand: "generic", price: 950, short: "Measures to 0.01mm", specs: [["Range", "0-150 mm"], ["Resolution", "0.01 mm"]] },
    ],
  },
  {
    category: "lab-equipment",
    items: [
      { name: "30V 10A Adjustable DC Bench Power Supply", part: "PSU-3010D", brand: "generic", price: 7500, short: "Variable supply with current limit", specs: [["Output Voltage", "0-30V"], ["Output Current", "0-10A"], ["Display", "4-digit LED"]] },
      { name: "24MHz 8-Channel USB Logic Analyzer", part: "LA-24M8", brand: "generic", price: 950, short: "Decode I2C, SPI and UART with PulseView", specs: [["Channels", "8"], ["Sample Rate", "24 MHz"], ["Interface", "USB"]], shape: "module" },
      { name: "DSO138 Digital Oscilloscope DIY Kit", part: "DSO138", brand: "generic", price: 2400, short: "Build-it-yourself single-channel scope", specs: [["Bandwidth", "200 kHz"], ["Sample Rate", "1 Msps"], ["Display", "2.4 inch TFT"]], shape: "display" },
      { name: "USB Voltage Current Tester (Type-A & Type-C)", part: "USB-TESTER", brand: "generic", price: 350, short: "Checks chargers and cables", specs: [["Voltage", "3-30V"], ["Current", "0-5A"]] },
      { name: "858D Hot Air Rework Station", part: "858D", brand: "generic", price: 4500, short: "SMD rework and heat shrink", specs: [["Power", "700W"], ["Temperature Range", "100-480 C"]] },
      { name: "Anti-Static ESD Mat with Wrist Strap", part: "ESD-MAT", brand: "generic", price: 1650, short: "Protects sensitive parts while you work", specs: [["Size", "600 x 400 mm"], ["Includes", "Wrist strap, ground lead"], ["Length", "600 mm"], ["Width", "400 mm"]], shape: "kit" },
    ],
  },
];
