import { variants, type ProductGroup } from "./types";

export const MOTOR_POWER_PRODUCTS: ProductGroup[] = [
  {
    category: "dc-gear-motors",
    items: [
      { name: "BO Motor 3-6V Dual Shaft Straight (Yellow Gear Motor)", part: "BO-STRAIGHT", brand: "generic", price: 60, short: "The yellow TT gear motor used in most robot car kits", specs: [["Operating Voltage", "3-6V"], ["Speed", "About 200 RPM at 6V"], ["Gear Ratio", "1:48"], ["Shaft", "Dual, D-type"]] },
      { name: "BO Motor 3-6V L-Shape (Right Angle)", part: "BO-L", brand: "generic", price: 65, short: "Right-angle TT gear motor for compact chassis", specs: [["Operating Voltage", "3-6V"], ["Gear Ratio", "1:48"], ["Shaft", "Single, D-type"]] },
      ...variants({ name: "N20 Micro Metal Gear Motor 6V {v}", part: "N20-6V-{v}", brand: "generic", short: "12mm micro metal gear motor, {v} at 6V", specs: [["Operating Voltage", "6V"], ["Speed", "{v}"], ["Shaft", "3 mm D-type"], ["Dimensions", "12 x 10 x 24 mm"]] }, [
        { v: "100RPM", price: 350 },
        { v: "300RPM", price: 350 },
        { v: "500RPM", price: 360 },
      ]),
      ...variants({ name: "JGA25-370 12V DC Gear Motor {v}", part: "JGA25-370-{v}", brand: "generic", short: "25mm metal gearbox motor, {v} at 12V", specs: [["Operating Voltage", "12V"], ["Speed", "{v}"], ["Shaft", "4 mm D-type"], ["Gearbox", "Metal"]] }, [
        { v: "60RPM", price: 950 },
        { v: "200RPM", price: 950 },
        { v: "620RPM", price: 980 },
      ]),
      { name: "JGB37-520 12V Gear Motor with Hall Encoder 110RPM", part: "JGB37-520", brand: "generic", price: 1650, short: "High-torque encoder motor for PID-controlled robots", specs: [["Operating Voltage", "12V"], ["Speed", "110 RPM"], ["Encoder", "Hall, 11 PPR"], ["Shaft", "6 mm D-type"]] },
      { name: "775 DC Motor 12V High Torque", part: "RS-775", brand: "generic", price: 450, short: "Powerful ball-bearing motor for DIY tools and pumps", specs: [["Operating Voltage", "12-24V"], ["No-load Speed", "10000 RPM at 12V"], ["Shaft", "5 mm"]] },
      { name: "130 Size Hobby DC Motor 3-6V (Pack of 2)", part: "RF-130", brand: "generic", price: 70, short: "Small toy motors for fans, boats and science projects", specs: [["Operating Voltage", "3-6V"], ["Speed", "About 9000 RPM"], ["Quantity", "2 pcs"]] },
      { name: "Coin Vibration Motor 3V (Pack of 2)", part: "1027-VIB", brand: "generic", price: 80, short: "Flat vibration motor for haptic feedback", specs: [["Operating Voltage", "3V"], ["Dimensions", "10 x 2.7 mm"], ["Quantity", "2 pcs"]] },
      { name: "Mini Submersible Water Pump DC 3-6V", part: "DC-PUMP-MINI", brand: "generic", price: 150, short: "Small pump for plant watering projects", specs: [["Operating Voltage", "3-6V"], ["Flow", "80-120 L/h"], ["Outlet", "7.5 mm"]] },
    ],
  },
  {
    category: "servo-motors",
    items: [
      { name: "SG90 9g Micro Servo Motor", part: "SG90", brand: "tower-pro", price: 140, short: "Light servo for small arms, pan-tilt and RC", specs: [["Operating Voltage", "4.8-6V"], ["Torque", "1.8 kg-cm"], ["Speed", "0.1 s/60 deg"], ["Rotation", "180 degrees"], ["Weight", "9 g"]] },
      { name: "SG90 360 Degree Continuous Rotation Servo", part: "SG90-360", brand: "generic", price: 160, short: "Continuous rotation version for small wheeled robots", specs: [["Operating Voltage", "4.8-6V"], ["Rotation", "360 continuous"], ["Weight", "9 g"]] },
      { name: "MG90S Metal Gear Micro Servo", part: "MG90S", brand: "tower-pro", price: 280, short: "9g servo with metal gears that survive crashes", specs: [["Operating Voltage", "4.8-6V"], ["Torque", "2.2 kg-cm"], ["Gears", "Metal"], ["Weight", "13.4 g"]] },
      { name: "MG996R High Torque Metal Gear Servo", part: "MG996R", brand: "tower-pro", price: 480, short: "Standard-size servo for robotic arms and RC cars", specs: [["Operating Voltage", "4.8-7.2V"], ["Torque", "11 kg-cm at 6V"], ["Gears", "Metal"], ["Weight", "55 g"]] },
      { name: "MG995 Metal Gear Servo Motor", part: "MG995", brand: "tower-pro", price: 420, short: "Popular standard servo for walking robots", specs: [["Operating Voltage", "4.8-7.2V"], ["Torque", "10 kg-cm"], ["Weight", "55 g"]] },
      { name: "DS3218 20kg Digital Servo (270 Degree)", part: "DS3218", brand: "generic", price: 1200, short: "Waterproof digital servo with stainless gears", specs: [["Operating Voltage", "4.8-6.8V"], ["Torque", "21.5 kg-cm at 6.8V"], ["Rotation", "270 degrees"], ["Weight", "60 g"]] },
      { name: "Pan-Tilt Bracket for SG90 Servos", part: "PAN-TILT-SG90", brand: "generic", price: 150, short: "Two-axis camera mount kit", specs: [["Compatible With", "SG90, MG90S"], ["Material", "Plastic"]], shape: "tool" },
    ],
  },
  {
    category: "stepper-motors",
    items: [
      { name: "NEMA 17 Stepper Motor 1.7A (42x42x40mm)", part: "17HS4401", brand: "generic", price: 1150, short: "The standard 3D printer stepper, 1.8 degree per step", specs: [["Step Angle", "1.8 degrees"], ["Rated Current", "1.7A"], ["Holding Torque", "40 N-cm"], ["Dimensions", "42 x 42 x 40 mm"], ["Shaft", "5 mm"]] },
      { name: "NEMA 17 Stepper Motor 0.4A Slim (42x42x23mm)", part: "17HS2408", brand: "generic", price: 950, short: "Pancake stepper for extruders and light loads", specs: [["Step Angle", "1.8 degrees"], ["Rated Current", "0.6A"], ["Holding Torque", "12 N-cm"], ["Dimensions", "42 x 42 x 23 mm"]] },
      { name: "NEMA 17 Stepper Motor with 300mm T8 Lead Screw", part: "17HS-T8-300", brand: "generic", price: 1900, short: "Integrated lead-screw stepper for Z axes", specs: [["Step Angle", "1.8 degrees"], ["Lead Screw", "T8, 8 mm lead"], ["Length", "300 mm"]] },
      { name: "NEMA 23 Stepper Motor 2.8A (57x57x76mm)", part: "23HS8430", brand: "generic", price: 2800, short: "High-torque stepper for CNC routers", specs: [["Step Angle", "1.8 degrees"], ["Rated Current", "2.8A"], ["Holding Torque", "1.9 N-m"], ["Shaft", "8 mm"]] },
      { name: "28BYJ-48 5V Stepper Motor with ULN2003 Driver", part: "28BYJ-48", brand: "generic", price: 220, short: "Geared unipolar stepper with driver board", specs: [["Operating Voltage", "5V"], ["Gear Ratio", "1:64"], ["Steps per Revolution", "2048"]] },
    ],
  },
  {
    category: "bldc-motors-esc",
    items: [
      { name: "A2212 1000KV Brushless Outrunner Motor", part: "A2212-1000KV", brand: "generic", price: 650, short: "Classic motor for 450-size quadcopters and trainers", specs: [["KV", "1000"], ["Battery", "2-3S LiPo"], ["Max Current", "12A"], ["Weight", "52 g"]] },
      { name: "30A Brushless ESC with 5V BEC", part: "ESC-30A", brand: "generic", price: 650, short: "SimonK-compatible ESC for A2212 motors", specs: [["Continuous Current", "30A"], ["Battery", "2-4S LiPo"], ["BEC", "5V 2A"]] },
      { name: "A2212 1000KV Motor + 30A ESC Combo", part: "A2212-ESC-COMBO", brand: "generic", price: 1250, short: "Matched motor and ESC for one drone arm", specs: [["KV", "1000"], ["ESC", "30A"], ["Battery", "2-3S LiPo"]] },
      { name: "2205 2300KV Brushless Motor (FPV)", part: "2205-2300KV", brand: "generic", price: 750, short: "Racing drone motor for 5-inch props", specs: [["KV", "2300"], ["Battery", "3-4S LiPo"], ["Weight", "28 g"]] },
      { name: "40A Brushless ESC", part: "ESC-40A", brand: "generic", price: 950, short: "Higher current ESC for larger motors", specs: [["Continuous Current", "40A"], ["Battery", "2-6S LiPo"]] },
      { name: "1045 Propeller Pair (CW + CCW)", part: "1045-PROP", brand: "generic", price: 120, short: "10x4.5 inch props for 450 quadcopters", specs: [["Size", "10 x 4.5 inch"], ["Quantity", "1 pair"]], shape: "tool" },
      { name: "ZS-X11H 400W BLDC Motor Controller", part: "ZS-X11H", brand: "generic", price: 950, short: "Hall-sensor BLDC driver for e-bike and hoverboard motors", specs: [["Operating Voltage", "6-60V"], ["Power", "400W"], ["Control", "PWM / potentiometer"]], shape: "module" },
    ],
  },
  {
    category: "motor-drivers",
    items: [
      { name: "L298N Dual H-Bridge Motor Driver Module", part: "L298N", brand: "generic", price: 220, short: "Drives two DC motors or one stepper up to 2A per channel", specs: [["Driver Chip", "ST L298N"], ["Motor Voltage", "5-35V"], ["Current", "2A per channel"], ["Logic Voltage", "5V"], ["Extras", "On-board 5V regulator"]], about: "The most used driver in student robot cars: two enable pins take PWM for speed and four inputs set direction.", datasheet: "https://www.st.com/resource/en/datasheet/l298.pdf" },
      { name: "L293D Motor Driver Shield for Arduino", part: "L293D-SHIELD", brand: "generic", price: 280, short: "Drives 4 DC motors, 2 steppers and 2 servos from an Uno", specs: [["Driver Chip", "2 x L293D"], ["Motor Voltage", "4.5-25V"], ["Current", "0.6A per channel"]] },
      { name: "L9110S Dual Motor Driver Module", part: "L9110S", brand: "generic", price: 90, short: "Tiny driver for small DC motors", specs: [["Motor Voltage", "2.5-12V"], ["Current", "800mA per channel"]] },
      { name: "TB6612FNG Dual Motor Driver", part: "TB6612FNG", brand: "generic", price: 280, short: "Efficient MOSFET driver, a modern L298N replacement", specs: [["Motor Voltage", "4.5-13.5V"], ["Current", "1.2A (3.2A peak)"], ["Logic Voltage", "2.7-5.5V"]] },
      { name: "MX1508 Dual DC Motor Driver", part: "MX1508", brand: "generic", price: 70, short: "Low-voltage driver for toy motors", specs: [["Motor Voltage", "2-10V"], ["Current", "1.5A"]] },
      { name: "BTS7960 43A High Power Motor Driver", part: "BTS7960", brand: "generic", price: 650, short: "H-bridge for wheelchairs, big robots and wipers", specs: [["Motor Voltage", "6-27V"], ["Current", "43A peak"], ["Logic Voltage", "3.3-5V"]] },
      { name: "A4988 Stepper Driver with Heatsink", part: "A4988", brand: "generic", price: 150, short: "Microstepping driver for NEMA 17 in RAMPS and CNC shields", specs: [["Motor Voltage", "8-35V"], ["Current", "2A max"], ["Microstepping", "Up to 1/16"]], datasheet: "https://www.allegromicro.com/-/media/files/datasheets/a4988-datasheet.pdf" },
      { name: "DRV8825 Stepper Motor Driver", part: "DRV8825", brand: "generic", price: 220, short: "Higher-current 1/32 microstepping driver", specs: [["Motor Voltage", "8.2-45V"], ["Current", "2.2A max"], ["Microstepping", "Up to 1/32"]] },
      { name: "TMC2209 Silent Stepper Driver (UART)", part: "TMC2209", brand: "generic", price: 650, short: "Whisper-quiet StealthChop driver for 3D printers", specs: [["Motor Voltage", "4.75-29V"], ["Current", "2A RMS"], ["Interface", "Step/Dir + UART"]] },
      { name: "PCA9685 16-Channel 12-bit PWM Servo Driver", part: "PCA9685", brand: "generic", price: 380, short: "Controls 16 servos over two I2C wires", specs: [["Operating Voltage", "3.3-5V logic"], ["Channels", "16"], ["Resolution", "12-bit"], ["Interface", "I2C"]] },
      { name: "CNC Shield V3 for Arduino Uno", part: "CNC-SHIELD-V3", brand: "generic", price: 280, short: "GRBL-ready shield for four stepper drivers", specs: [["Driver Slots", "4 (A4988/DRV8825)"], ["Motor Voltage", "12-36V"]] },
      { name: "IRF520 MOSFET Driver Module", part: "IRF520", brand: "generic", price: 80, short: "Switch LED strips, pumps and solenoids from a logic pin", specs: [["Load Voltage", "0-24V"], ["Current", "Up to 5A"]] },
    ],
  },
  {
    category: "wheels-couplings",
    items: [
      { name: "65mm Rubber Wheel for BO Motor", part: "WHEEL-65-BO", brand: "generic", price: 60, short: "Yellow hub wheel that press-fits onto TT motors", specs: [["Diameter", "65 mm"], ["Width", "26 mm"], ["Bore", "BO D-shaft"]] },
      { name: "Ball Caster Wheel (Metal Ball)", part: "CASTER-BALL", brand: "generic", price: 70, short: "Third-point support wheel for two-wheel robots", specs: [["Ball", "Steel"], ["Height", "About 20 mm"]] },
      { name: "60mm Mecanum Wheel Set (4 pcs)", part: "MECANUM-60", brand: "generic", price: 1650, short: "Omnidirectional wheels for sideways-driving robots", specs: [["Diameter", "60 mm"], ["Quantity", "4 pcs (2 left, 2 right)"]] },
      ...variants({ name: "Flexible Shaft Coupling {v}", part: "COUPLER-{v}", brand: "generic", short: "Aluminium jaw-free coupler {v} for stepper lead screws", specs: [["Bore", "{v}"], ["Material", "Aluminium"], ["Length", "25 mm"]] }, [
        { v: "5mm to 8mm", price: 120 },
        { v: "5mm to 5mm", price: 110 },
      ]),
      { name: "Robot Tank Track Chassis Wheels Set", part: "TRACK-SET", brand: "generic", price: 950, short: "Rubber tracks and sprockets for crawler robots", specs: [["Track Width", "40 mm"], ["Includes", "2 tracks, 4 wheels"]] },
    ],
  },
  {
    category: "li-ion-18650",
    items: [
      { name: "Samsung INR18650-25R 2500mAh Li-ion Battery", part: "INR18650-25R", brand: "samsung", price: 450, short: "Genuine 20A high-drain cell for drills and packs", specs: [["Capacity", "2500 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "20A"], ["Chemistry", "Li-NiMnCo"], ["Weight", "45 g"]], about: "Every cell is checked for voltage and internal resistance before it leaves our store." },
      { name: "Samsung INR18650-35E 3500mAh Li-ion Battery", part: "INR18650-35E", brand: "samsung", price: 520, short: "High-capacity cell for power banks and e-bikes", specs: [["Capacity", "3500 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "8A"], ["Weight", "50 g"]] },
      { name: "Samsung INR18650-30Q 3000mAh Li-ion Battery", part: "INR18650-30Q", brand: "samsung", price: 480, short: "Balanced capacity and 15A current", specs: [["Capacity", "3000 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "15A"]] },
      { name: "LG HG2 3000mAh 18650 Li-ion Battery", part: "LGDBHG21865", brand: "lg", price: 480, short: "20A high-drain LG cell", specs: [["Capacity", "3000 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "20A"]] },
      { name: "LG MJ1 3500mAh 18650 Li-ion Battery", part: "INR18650MJ1", brand: "lg", price: 520, short: "Long-runtime LG cell for packs", specs: [["Capacity", "3500 mAh"], ["Nominal Voltage", "3.635V"], ["Max Discharge", "10A"]] },
      { name: "Murata (Sony) VTC6 3000mAh 18650 Battery", part: "US18650VTC6", brand: "murata", price: 580, short: "Legendary high-drain cell for vapes and power tools", specs: [["Capacity", "3000 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "15A (30A pulse)"]] },
      { name: "Murata (Sony) VTC5A 2600mAh 18650 Battery", part: "US18650VTC5A", brand: "murata", price: 600, short: "25A cell for high-power builds", specs: [["Capacity", "2600 mAh"], ["Max Discharge", "25A"]] },
      { name: "Generic 18650 Li-ion Battery 2200mAh", part: "18650-2200", brand: "generic", price: 180, short: "Budget cell for torches and small projects", specs: [["Capacity", "2200 mAh"], ["Nominal Voltage", "3.7V"], ["Max Discharge", "2C"]] },
      { name: "Samsung INR21700-50E 5000mAh Li-ion Battery", part: "INR21700-50E", brand: "samsung", price: 750, short: "21700 cell with 5000mAh for e-bikes", specs: [["Capacity", "4900 mAh"], ["Nominal Voltage", "3.6V"], ["Max Discharge", "9.8A"]] },
      { name: "LG M50LT 21700 5000mAh Li-ion Battery", part: "INR21700M50LT", brand: "lg", price: 700, short: "Energy-dense 21700 cell", specs: [["Capacity", "5000 mAh"], ["Max Discharge", "7.3A"]] },
    ],
  },
  {
    category: "lipo-batteries",
    items: [
      ...variants({ name: "3.7V {v} LiPo Battery with JST Connector", part: "LIPO-1S-{v}", brand: "generic", short: "Single-cell LiPo pouch with protection circuit, {v}", specs: [["Nominal Voltage", "3.7V"], ["Capacity", "{v}"], ["Connector", "JST-PH 2.0"], ["Protection", "Built-in PCM"]] }, [
        { v: "500mAh", price: 250 },
        { v: "1000mAh", price: 350 },
        { v: "2000mAh", price: 550 },
      ]),
      { name: "2S 7.4V 2200mAh 30C LiPo Battery", part: "LIPO-2S-2200", brand: "generic", price: 1650, short: "RC car and plane pack with XT60 and balance lead", specs: [["Nominal Voltage", "7.4V"], ["Capacity", "2200 mAh"], ["Discharge", "30C"], ["Connector", "XT60"]] },
      { name: "3S 11.1V 2200mAh 30C LiPo Battery", part: "LIPO-3S-2200", brand: "generic", price: 2100, short: "The standard drone pack for 450 quadcopters", specs: [["Nominal Voltage", "11.1V"], ["Capacity", "2200 mAh"], ["Discharge", "30C"], ["Connector", "XT60"]] },
      { name: "3S 11.1V 5200mAh 35C LiPo Battery", part: "LIPO-3S-5200", brand: "generic", price: 4200, short: "Long flight time pack for larger drones", specs: [["Nominal Voltage", "11.1V"], ["Capacity", "5200 mAh"], ["Discharge", "35C"], ["Connector", "XT60"]] },
    ],
  },
  {
    category: "battery-holders",
    items: [
      ...variants({ name: "18650 Battery Holder {v}", part: "HOLDER-18650-{v}", brand: "generic", short: "Plastic holder with wire leads for {v} 18650 cells", specs: [["Cells", "{v}"], ["Wiring", "Series"], ["Leads", "150 mm"]] }, [
        { v: "1 Cell", price: 40 },
        { v: "2 Cell", price: 50 },
        { v: "3 Cell", price: 60 },
        { v: "4 Cell", price: 70 },
      ]),
      { name: "4 x AA Battery Holder with Switch and Cover", part: "HOLDER-4AA", brand: "generic", price: 60, short: "6V box holder for toys and robots", specs: [["Cells", "4 x AA"], ["Output", "6V"], ["Switch", "On/off"]] },
      { name: "9V Battery Snap Clip with DC Jack", part: "9V-CLIP-DC", brand: "generic", price: 30, short: "Powers an Arduino from a 9V battery", specs: [["Connector", "5.5 x 2.1 mm DC plug"]], shape: "wires" },
    ],
  },
  {
    category: "chargers-bms",
    items: [
      { name: "TP4056 Li-ion Charger Module with Protection (Type-C)", part: "TP4056", brand: "generic", price: 45, short: "1A single-cell charger with DW01 protection", specs: [["Input", "5V USB Type-C"], ["Charge Current", "1A (adjustable)"], ["Protection", "Overcharge, over-discharge, short"], ["Dimensions", "26 x 17 mm"]] },
      { name: "2S 10A BMS Protection Board (7.4V)", part: "BMS-2S-10A", brand: "generic", price: 150, short: "Protects two-cell 18650 packs", specs: [["Cells", "2S"], ["Current", "10A"], ["Overcharge", "4.25V per cell"]] },
      { name: "3S 20A BMS Protection Board with Balance (12.6V)", part: "BMS-3S-20A", brand: "generic", price: 220, short: "Balanced protection for 3S packs", specs: [["Cells", "3S"], ["Current", "20A"], ["Balancing", "Yes"]] },
      { name: "4S 40A BMS Protection Board (16.8V)", part: "BMS-4S-40A", brand: "generic", price: 450, short: "For power tool and e-bike packs", specs: [["Cells", "4S"], ["Current", "40A"]] },
      { name: "2-Slot Smart 18650 Battery Charger (USB)", part: "CHARGER-2SLOT", brand: "generic", price: 650, short: "LCD charger for 18650, 21700 and AA cells", specs: [["Slots", "2"], ["Input", "5V 2A USB"], ["Display", "LCD"]], shape: "adapter" },
      { name: "IMAX B6AC 80W Balance Charger", part: "B6AC", brand: "generic", price: 3200, short: "Charges LiPo, Li-ion, NiMH and lead-acid packs", specs: [["Input", "AC 100-240V / DC 11-18V"], ["Charge Current", "0.1-5A"], ["Cells", "1-6S LiPo"]], shape: "meter" },
      { name: "IP5306 5V 2.1A Power Bank Module", part: "IP5306", brand: "generic", price: 120, short: "Charge and boost board for DIY power banks", specs: [["Output", "5V 2.1A"], ["Charge Current", "2.1A"]] },
    ],
  },
  {
    category: "buck-boost-converters",
    items: [
      { name: "LM2596 DC-DC Buck Converter (Adjustable)", part: "LM2596", brand: "generic", price: 120, short: "Steps 4-40V down to 1.25-37V at up to 3A", specs: [["Input Voltage", "4-40V"], ["Output Voltage", "1.25-37V"], ["Current", "3A max"], ["Efficiency", "Up to 92%"]], datasheet: "https://www.ti.com/lit/ds/symlink/lm2596.pdf" },
      { name: "LM2596 Buck Converter with Voltage Display", part: "LM2596-LED", brand: "generic", price: 220, short: "Adjustable buck module with 3-digit voltmeter", specs: [["Input Voltage", "4-40V"], ["Output Voltage", "1.25-37V"], ["Current", "3A max"]] },
      { name: "XL4015 5A DC-DC Buck Converter (CC/CV)", part: "XL4015", brand: "generic", price: 220, short: "Constant-current buck for LED drivers and chargers", specs: [["Input Voltage", "8-36V"], ["Output Voltage", "1.25-32V"], ["Current", "5A"]] },
      { name: "MT3608 2A DC-DC Boost Converter", part: "MT3608", brand: "generic", price: 60, short: "Boosts 2-24V up to 28V", specs: [["Input Voltage", "2-24V"], ["Output Voltage", "5-28V"], ["Current", "2A"]] },
      { name: "XL6009 DC-DC Boost Converter (4A)", part: "XL6009", brand: "generic", price: 150, short: "Higher power adjustable boost module", specs: [["Input Voltage", "3-32V"], ["Output Voltage", "5-35V"], ["Current", "4A switch"]] },
      { name: "MP1584EN Mini Buck Converter 3A", part: "MP1584EN", brand: "generic", price: 60, short: "Thumbnail-sized buck for tight spaces", specs: [["Input Voltage", "4.5-28V"], ["Output Voltage", "0.8-20V"], ["Dimensions", "22 x 17 mm"]] },
      { name: "AMS1117 3.3V Voltage Regulator Module", part: "AMS1117-3.3", brand: "generic", price: 35, short: "Linear 3.3V 800mA regulator board", specs: [["Input Voltage", "4.5-7V"], ["Output Voltage", "3.3V"], ["Current", "800 mA"]] },
      { name: "XL6019 Buck-Boost Converter 5A", part: "XL6019", brand: "generic", price: 350, short: "Holds a fixed output whether input is above or below it", specs: [["Input Voltage", "5-32V"], ["Output Voltage", "1.3-35V"]] },
      { name: "12V/24V to 5V 3A USB Buck Module", part: "USB-BUCK-5V3A", brand: "generic", price: 150, short: "Car-style USB charger board", specs: [["Input Voltage", "6-24V"], ["Output", "5V 3A USB"]] },
    ],
  },
  {
    category: "power-adapters",
    items: [
      ...variants({ name: "{v} DC Power Adapter (5.5x2.1mm)", part: "ADAPTER-{v}", brand: "generic", short: "Regulated wall adapter {v} with barrel plug", specs: [["Output", "{v}"], ["Input", "100-240V AC"], ["Plug", "5.5 x 2.1 mm"]] }, [
        { v: "5V 2A", price: 250 },
        { v: "9V 1A", price: 250 },
        { v: "12V 2A", price: 350 },
        { v: "12V 5A", price: 650 },
      ]),
      { name: "12V 10A Switching Power Supply (SMPS)", part: "SMPS-12V-10A", brand: "generic", price: 1150, short: "Metal-case SMPS for LED strips and CNC", specs: [["Output", "12V 10A (120W)"], ["Input", "110-220V AC"]] },
      { name: "24V 5A Switching Power Supply (SMPS)", part: "SMPS-24V-5A", brand: "generic", price: 1350, short: "24V supply for steppers and 3D printers", specs: [["Output", "24V 5A (120W)"], ["Input", "110-220V AC"]] },
      { name: "5V 3A USB Type-C Power Adapter", part: "ADAPTER-5V3A-C", brand: "generic", price: 450, short: "Type-C supply for Raspberry Pi 4 and boards", specs: [["Output", "5V 3A"], ["Connector", "USB Type-C"]] },
    ],
  },
];
