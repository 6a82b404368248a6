import type { ProductGroup } from "./types";

export const KIT_GADGET_PRODUCTS: ProductGroup[] = [
  {
    category: "arduino-starter-kits",
    items: [
      { name: "Arduino Uno R3 Basic Starter Kit", part: "KIT-UNO-BASIC", brand: "generic", price: 2450, short: "Uno R3, breadboard, LEDs, resistors, buttons, buzzer and jumper wires in a box", specs: [["Board", "Arduino Uno R3 compatible"], ["Components", "Over 100"], ["Projects", "15 guided"], ["Box", "Plastic organiser"]], about: "Designed for complete beginners: the first project blinks an LED in ten minutes and the last one builds a reaction-time game." },
      { name: "Arduino Uno R3 Ultimate Starter Kit with RFID", part: "KIT-UNO-ULTIMATE", brand: "generic", price: 4500, short: "Uno, LCD, servo, stepper, RFID, sensors and more than 200 parts", specs: [["Board", "Arduino Uno R3 compatible"], ["Components", "Over 200"], ["Includes", "RC522 RFID, LCD1602, servo, stepper, ultrasonic"]] },
      { name: "Official Arduino Starter Kit (English)", part: "K000007", brand: "arduino", price: 12500, short: "The original kit with the 170-page projects book", specs: [["Board", "Genuine Arduino Uno"], ["Projects", "15"], ["Book", "170 pages, English"]] },
      { name: "Keyestudio 37 in 1 Sensor Kit for Arduino", part: "KS0068", brand: "keyestudio", price: 3200, short: "37 plug-in sensor modules with tutorial", specs: [["Modules", "37"], ["Compatible With", "Arduino, Raspberry Pi"]] },
      { name: "45 in 1 Sensor Modules Kit", part: "KIT-45-SENSOR", brand: "generic", price: 3500, short: "Forty-five sensors and modules in one case", specs: [["Modules", "45"], ["Box", "Compartment case"]] },
      { name: "Arduino Mega 2560 Complete Starter Kit", part: "KIT-MEGA", brand: "generic", price: 5200, short: "Mega 2560 with displays, motors and sensors for larger projects", specs: [["Board", "Mega 2560 compatible"], ["Components", "Over 200"]] },
      { name: "ESP32 Starter Kit with Tutorial", part: "KIT-ESP32", brand: "generic", price: 3800, short: "ESP32 DevKit with sensors, OLED and relay for IoT projects", specs: [["Board", "ESP32 DevKit V1"], ["Includes", "OLED, DHT11, relay, servo, breadboard"]] },
    ],
  },
  {
    category: "robot-car-kits",
    items: [
      { name: "2WD Smart Robot Car Chassis Kit", part: "CHASSIS-2WD", brand: "generic", price: 850, short: "Acrylic chassis with two BO motors, wheels, caster and battery holder", specs: [["Motors", "2 x BO gear motor"], ["Chassis", "Acrylic"], ["Wheels", "65 mm"]], about: "Add an Arduino, an L298N and two sensors and you have a line follower or obstacle-avoiding robot." },
      { name: "4WD Smart Robot Car Chassis Kit", part: "CHASSIS-4WD", brand: "generic", price: 1650, short: "Two-deck chassis with four motors and wheels", specs: [["Motors", "4 x BO gear motor"], ["Chassis", "Acrylic, 2 decks"], ["Motor Voltage", "3-6V"]] },
      { name: "Line Follower Robot Kit (Arduino Nano)", part: "KIT-LFR", brand: "generic", price: 2200, short: "Complete line follower with IR array, driver and battery holder", specs: [["Controller", "Arduino Nano"], ["Sensors", "5-channel IR"], ["Driver", "TB6612FNG"]] },
      { name: "Bluetooth Controlled Robot Car Kit (Complete)", part: "KIT-BT-CAR", brand: "generic", price: 3500, short: "Drive it from an Android app; everything included except batteries", specs: [["Controller", "Arduino Uno"], ["Wireless", "HC-05"], ["Driver", "L298N"], ["Battery", "2 x 18650 (not included)"]] },
      { name: "Obstacle Avoiding Robot Kit with Ultrasonic Sensor", part: "KIT-OAR", brand: "generic", price: 3200, short: "Servo-scanning HC-SR04 robot car", specs: [["Controller", "Arduino Uno"], ["Sensor", "HC-SR04 on SG90"], ["Driver", "L298N"]] },
      { name: "Keyestudio 4WD Bluetooth Multi-function Car Kit", part: "KS0470", brand: "keyestudio", price: 6500, short: "Line tracking, obstacle avoidance and app control in one car", specs: [["Controller", "Keyestudio Uno"], ["Functions", "Line tracking, avoidance, IR, Bluetooth"]] },
      { name: "Mecanum Wheel Robot Car Kit (ESP32)", part: "KIT-MECANUM", brand: "generic", price: 7500, short: "Omnidirectional car with Wi-Fi control", specs: [["Controller", "ESP32"], ["Wheels", "4 x 60 mm mecanum"]] },
      { name: "4-DOF Acrylic Robotic Arm Kit with SG90 Servos", part: "ARM-4DOF", brand: "generic", price: 1650, short: "Desktop arm for learning inverse kinematics", specs: [["Axes", "4"], ["Servos", "4 x SG90 included"], ["Material", "Acrylic"]] },
      { name: "6-DOF Metal Robotic Arm Kit (without Servos)", part: "ARM-6DOF", brand: "generic", price: 4800, short: "Aluminium arm frame for MG996R servos", specs: [["Axes", "6"], ["Material", "Aluminium"], ["Servos", "Not included (MG996R recommended)"]] },
    ],
  },
  {
    category: "iot-kits",
    items: [
      { name: "ESP8266 IoT Starter Kit (NodeMCU)", part: "KIT-IOT-8266", brand: "generic", price: 3200, short: "NodeMCU, sensors, relay and OLED for Blynk and MQTT projects", specs: [["Board", "NodeMCU ESP8266"], ["Includes", "DHT11, LDR, relay, OLED, PIR"]] },
      { name: "ESP32 Smart Home Automation Kit", part: "KIT-HOME-ESP32", brand: "generic", price: 4200, short: "Control four appliances from your phone with Alexa or Google", specs: [["Board", "ESP32"], ["Relays", "4 channel"], ["Apps", "Blynk, Sinric Pro"]] },
      { name: "Smart Plant Watering Kit", part: "KIT-PLANT", brand: "generic", price: 2100, short: "Soil sensor, pump, relay and tubing for automatic watering", specs: [["Sensor", "Capacitive soil moisture"], ["Pump", "3-6V submersible"]] },
      { name: "Raspberry Pi 4 (4GB) Starter Kit", part: "KIT-RPI4-4GB", brand: "raspberry-pi", price: 13500, short: "Pi 4 4GB, official supply, case with fan, 32GB card and HDMI cable", specs: [["Board", "Raspberry Pi 4 Model B 4GB"], ["Storage", "32 GB microSD with Raspberry Pi OS"], ["Includes", "Power supply, case, fan, micro-HDMI cable"]] },
      { name: "LoRa IoT Learning Kit (2 Nodes)", part: "KIT-LORA", brand: "generic", price: 3900, short: "Two ESP32 + SX1278 nodes for long-range sensor links", specs: [["Boards", "2 x ESP32"], ["Radios", "2 x Ra-02 433MHz"]] },
    ],
  },
  {
    category: "science-project-kits",
    items: [
      { name: "Solar Car DIY Kit", part: "KIT-SOLAR-CAR", brand: "generic", price: 450, short: "Small solar panel car for junior science fairs", specs: [["Panel", "0.5V 300mA"], ["Age", "8+"]] },
      { name: "Smart Dustbin Project Kit", part: "KIT-DUSTBIN", brand: "generic", price: 1250, short: "Lid opens when a hand comes near", specs: [["Controller", "Arduino Uno"], ["Sensor", "HC-SR04"], ["Actuator", "SG90 servo"]] },
      { name: "Gas Leakage Alarm Project Kit", part: "KIT-GAS-ALARM", brand: "generic", price: 950, short: "MQ-2 based alarm with buzzer and LED", specs: [["Sensor", "MQ-2"], ["Output", "Buzzer + LED"], ["Operating Voltage", "5V"]] },
      { name: "Fire Fighting Robot Kit", part: "KIT-FIRE-ROBOT", brand: "generic", price: 2800, short: "Flame sensors find a fire and a pump puts it out", specs: [["Sensors", "3 x flame sensor"], ["Pump", "Mini water pump"], ["Controller", "Arduino Uno"]] },
      { name: "Automatic Street Light Project Kit", part: "KIT-STREET-LIGHT", brand: "generic", price: 650, short: "LDR-controlled lights that switch on at dusk", specs: [["Sensor", "LDR"], ["Switch", "Transistor"], ["Operating Voltage", "9V battery"]] },
      { name: "Water Level Indicator Project Kit", part: "KIT-WATER-LEVEL", brand: "generic", price: 650, short: "Shows tank level with LEDs and sounds an alarm when full", specs: [["Levels", "4"], ["Alarm", "Buzzer"], ["Operating Voltage", "9V battery"]] },
      { name: "DIY Soldering Practice Kit (LED Flasher)", part: "KIT-SOLDER-PRACTICE", brand: "generic", price: 350, short: "Learn to solder by building a 555 LED flasher", specs: [["Circuit", "NE555 LED flasher"], ["Parts", "Through-hole"], ["Operating Voltage", "4.5-12V"]] },
      { name: "Hydraulic Robotic Arm DIY Kit", part: "KIT-HYDRAULIC-ARM", brand: "generic", price: 1250, short: "Syringe-powered arm, no batteries needed", specs: [["Axes", "4"], ["Material", "Wood"], ["Age", "10+"]] },
    ],
  },
  {
    category: "power-banks",
    items: [
      { name: "Xiaomi Redmi 10000mAh Power Bank (10W)", part: "PB100LZM", brand: "xiaomi", price: 1650, short: "Slim dual-output power bank", specs: [["Capacity", "10000 mAh"], ["Output", "5V 2.1A"], ["Ports", "2 x USB-A, micro-USB, USB-C in"]] },
      { name: "Xiaomi 20000mAh Power Bank 18W (PLM18ZM)", part: "PLM18ZM", brand: "xiaomi", price: 2450, short: "High capacity with 18W fast charge", specs: [["Capacity", "20000 mAh"], ["Output", "18W QC 3.0"], ["Ports", "2 x USB-A, USB-C"]] },
      { name: "Baseus Bipow 10000mAh 20W Digital Display Power Bank", part: "PPDML-I", brand: "baseus", price: 2200, short: "PD 20W with battery percentage display", specs: [["Capacity", "10000 mAh"], ["Output", "20W PD"], ["Display", "Digital %"]] },
      { name: "Baseus Adaman 20000mAh 65W Power Bank", part: "PPAD000101", brand: "baseus", price: 4800, short: "Charges laptops at 65W", specs: [["Capacity", "20000 mAh"], ["Output", "65W PD"], ["Ports", "2 x USB-C, 2 x USB-A"]] },
      { name: "Anker PowerCore 10000 PD Redux 25W", part: "A1246", brand: "anker", price: 2900, short: "Compact 25W PD power bank", specs: [["Capacity", "10000 mAh"], ["Output", "25W PD"]] },
      { name: "Magnetic Wireless Power Bank 5000mAh", part: "PB-MAG-5000", brand: "generic", price: 2600, short: "Snaps onto the back of a phone", specs: [["Capacity", "5000 mAh"], ["Wireless Output", "15W"], ["Wired Output", "20W PD"]] },
    ],
  },
  {
    category: "smart-watches",
    items: [
      { name: "Xiaomi Smart Band 9 (Global Version)", part: "M2345B1", brand: "xiaomi", price: 4800, short: "AMOLED fitness band with 21-day battery", specs: [["Display", "1.62 inch AMOLED"], ["Battery Life", "Up to 21 days"], ["Water Resistance", "5 ATM"], ["Sensors", "Heart rate, SpO2"]] },
      { name: "Xiaomi Smart Band 8 (Global Version)", part: "M2239B1", brand: "xiaomi", price: 4200, short: "Popular fitness band with 150+ sport modes", specs: [["Display", "1.62 inch AMOLED"], ["Battery Life", "Up to 16 days"], ["Water Resistance", "5 ATM"]] },
      { name: "Redmi Watch 4 (Global Version)", part: "M2315W1", brand: "xiaomi", price: 9500, short: "Large AMOLED smart watch with Bluetooth calling and GNSS", specs: [["Display", "1.97 inch AMOLED"], ["Battery Life", "Up to 20 days"], ["GNSS", "Built-in"]] },
      { name: "T500 Smart Watch with Bluetooth Calling", part: "T500", brand: "generic", price: 1150, short: "Budget smart watch with calls and notifications", specs: [["Display", "1.72 inch"], ["Battery Life", "Up to 5 days"], ["Features", "Calls, notifications, heart rate"]] },
      { name: "Haylou Style Smart Watch (LS05)", part: "LS05", brand: "generic", price: 2600, short: "Round smart watch with 12 sport modes", specs: [["Display", "1.28 inch TFT"], ["Battery Life", "Up to 20 days"], ["Water Resistance", "IP68"]] },
    ],
  },
  {
    category: "usb-gadgets",
    items: [
      { name: "USB to TTL Serial Adapter (CH340G)", part: "CH340G", brand: "generic", price: 180, short: "Program Pro Minis and talk to serial modules", specs: [["USB Chip", "CH340G"], ["Output", "3.3V / 5V selectable"]] },
      { name: "CP2102 USB to UART Bridge Module", part: "CP2102", brand: "generic", price: 220, short: "Driver-friendly serial adapter", specs: [["USB Chip", "CP2102"], ["Baud Rate", "Up to 1 Mbps"], ["Output", "3.3V / 5V"]] },
      { name: "FT232RL FTDI USB to Serial Adapter", part: "FT232RL", brand: "generic", price: 450, short: "Classic FTDI adapter with DTR for auto reset", specs: [["USB Chip", "FT232RL"], ["Output", "3.3V / 5V"]] },
      { name: "USBasp AVR Programmer (10-pin)", part: "USBASP", brand: "generic", price: 450, short: "Burn bootloaders onto ATmega chips", specs: [["Supported", "ATmega, ATtiny"], ["Connector", "10-pin ISP + 6-pin adapter"], ["Target Voltage", "3.3V / 5V"]] },
      { name: "Baseus 4-Port USB 3.0 Hub", part: "CAHUB-CY01", brand: "baseus", price: 1050, short: "Aluminium hub with 5Gbps ports", specs: [["Ports", "4 x USB 3.0"], ["Speed", "5 Gbps"], ["Input", "5V USB"]] },
      { name: "USB Mini Fan (Flexible Neck)", part: "USB-FAN", brand: "generic", price: 150, short: "Quiet fan for laptops and power banks", specs: [["Power", "5V USB"], ["Blades", "Soft"]] },
      { name: "USB LED Light Stick (Pack of 2)", part: "USB-LED", brand: "generic", price: 80, short: "Plug-in night light", specs: [["Power", "5V 1W"], ["Quantity", "2 pcs"]], shape: "led" },
      { name: "USB Type-C OTG Adapter (USB-A Female)", part: "OTG-C", brand: "generic", price: 150, short: "Connect flash drives and boards to a phone", specs: [["Input", "USB-C male"], ["Output", "USB-A female"], ["Rating", "3A"]] },
    ],
  },
  {
    category: "chargers-cables",
    items: [
      { name: "Baseus 20W USB-C PD Fast Charger", part: "CCFS-SN01", brand: "baseus", price: 1100, short: "Compact PD charger for phones", specs: [["Output", "20W PD"], ["Port", "USB-C"]] },
      { name: "Baseus GaN5 Pro 65W Charger (2C + A)", part: "CCGP120201", brand: "baseus", price: 3800, short: "Charges a laptop, tablet and phone together", specs: [["Output", "65W total"], ["Ports", "2 x USB-C, 1 x USB-A"], ["Technology", "GaN"]] },
      { name: "Xiaomi 33W Fast Charger with Type-C Cable", part: "MDY-11-EZ", brand: "xiaomi", price: 1350, short: "Turbo charger for Xiaomi and Redmi phones", specs: [["Output", "33W"], ["Cable", "USB-A to C, 1 m"]] },
      { name: "Anker PowerLine III USB-C to USB-C Cable 60W (1.8m)", part: "A8853", brand: "anker", price: 950, short: "Durable fast-charging cable", specs: [["Length", "1.8 m"], ["Power", "60W"]], shape: "wires" },
      { name: "Arduino USB Cable A to B (30cm)", part: "USB-AB-30", brand: "generic", price: 120, short: "Replacement cable for Uno and Mega", specs: [["Length", "30 cm"], ["Connectors", "USB-A to USB-B"]], shape: "wires" },
      { name: "Micro USB Data Cable (1m)", part: "USB-MICRO-1M", brand: "generic", price: 150, short: "Data-capable cable for NodeMCU and ESP32 boards", specs: [["Length", "1 m"], ["Data", "Yes"]], shape: "wires" },
    ],
  },
  {
    category: "audio-speakers",
    items: [
      { name: "DFPlayer Mini MP3 Player Module", part: "DFR0299", brand: "dfrobot", price: 250, short: "Plays MP3 files from microSD with a serial command", specs: [["Operating Voltage", "3.2-5V"], ["Storage", "microSD up to 32 GB"], ["Output", "3W speaker, DAC"]] },
      { name: "PAM8403 5V 2x3W Stereo Amplifier Module", part: "PAM8403", brand: "generic", price: 80, short: "Tiny class-D amplifier for USB speakers", specs: [["Operating Voltage", "5V"], ["Output", "2 x 3W"]] },
      { name: "TPA3116D2 2x50W Stereo Amplifier Board", part: "TPA3116D2", brand: "generic", price: 850, short: "Class-D amplifier for bookshelf speakers", specs: [["Operating Voltage", "12-24V"], ["Output", "2 x 50W"]] },
      { name: "3W 8 Ohm Speaker 40mm (Pack of 2)", part: "SPK-3W-8R", brand: "generic", price: 120, short: "Small speakers for MP3 and alarm projects", specs: [["Power", "3W"], ["Impedance", "8 Ohm"], ["Diameter", "40 mm"]] },
      { name: "5V Active Buzzer (Pack of 5)", part: "BUZZER-5V", brand: "generic", price: 50, short: "Beeps when powered, no code needed", specs: [["Operating Voltage", "5V"], ["Type", "Active"], ["Quantity", "5 pcs"]] },
      { name: "Xiaomi Mi Portable Bluetooth Speaker 16W", part: "MDZ-36-DB", brand: "xiaomi", price: 3900, short: "Waterproof speaker with 13-hour battery", specs: [["Power", "16W"], ["Battery Life", "13 hours"], ["Water Resistance", "IPX7"]] },
    ],
  },
];
