import { variants, type ProductGroup } from "./types";

export const DISPLAY_WIRELESS_PRODUCTS: ProductGroup[] = [
  {
    category: "lcd-displays",
    items: [
      { name: "16x2 LCD Display (Blue Backlight, 1602A)", part: "LCD1602", brand: "generic", price: 220, short: "HD44780-compatible character LCD, 16 characters by 2 lines", specs: [["Operating Voltage", "5V"], ["Characters", "16 x 2"], ["Backlight", "Blue, white text"], ["Controller", "HD44780"], ["Dimensions", "80 x 36 mm"]] },
      { name: "16x2 LCD Display with I2C Adapter (Soldered)", part: "LCD1602-I2C", brand: "generic", price: 320, short: "1602 LCD with PCF8574 backpack: only 4 wires needed", specs: [["Operating Voltage", "5V"], ["Interface", "I2C (0x27 / 0x3F)"], ["Characters", "16 x 2"], ["Backlight", "Blue"]] },
      { name: "20x4 LCD Display with I2C Adapter", part: "LCD2004-I2C", brand: "generic", price: 650, short: "Four-line character LCD for menus and dashboards", specs: [["Operating Voltage", "5V"], ["Interface", "I2C"], ["Characters", "20 x 4"]] },
      { name: "PCF8574 I2C Adapter for 1602/2004 LCD", part: "PCF8574-LCD", brand: "generic", price: 100, short: "Backpack that converts a parallel LCD to I2C", specs: [["Operating Voltage", "5V"], ["Interface", "I2C"], ["Contrast", "Trimmer on board"]], shape: "module" },
      { name: "Nokia 5110 LCD Display 84x48 (PCD8544)", part: "PCD8544", brand: "generic", price: 280, short: "Retro monochrome graphic LCD with backlight", specs: [["Operating Voltage", "3.3V"], ["Resolution", "84 x 48"], ["Interface", "SPI"]] },
      { name: "12864 Graphic LCD Display (ST7920, Blue)", part: "LCD12864", brand: "generic", price: 750, short: "128x64 graphic LCD with Chinese font ROM", specs: [["Operating Voltage", "5V"], ["Resolution", "128 x 64"], ["Interface", "Parallel / SPI"]] },
      { name: "1602 LCD Keypad Shield for Arduino", part: "LCD-KEYPAD-SHIELD", brand: "generic", price: 350, short: "LCD with five buttons that plugs on top of an Uno", specs: [["Characters", "16 x 2"], ["Buttons", "5 + reset"], ["Compatible With", "Arduino Uno, Mega"]] },
    ],
  },
  {
    category: "oled-displays",
    items: [
      ...variants({ name: "0.96 inch I2C OLED Display 128x64 (SSD1306, {v})", part: "SSD1306", brand: "generic", short: "Crisp self-lit 0.96 inch OLED, {v} pixels", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 64"], ["Driver", "SSD1306"], ["Interface", "I2C"], ["Colour", "{v}"]] }, [
        { v: "White", price: 280 },
        { v: "Blue", price: 280 },
        { v: "Yellow-Blue", price: 290 },
      ]),
      { name: "1.3 inch I2C OLED Display 128x64 (SH1106)", part: "SH1106", brand: "generic", price: 450, short: "Larger OLED that is easier to read across a room", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 64"], ["Driver", "SH1106"], ["Interface", "I2C"]] },
      { name: "0.91 inch I2C OLED Display 128x32", part: "SSD1306-128X32", brand: "generic", price: 220, short: "Slim OLED strip for wearables and status lines", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 32"], ["Interface", "I2C"]] },
      { name: "Waveshare 1.5 inch RGB OLED Module (SSD1351)", part: "SSD1351", brand: "waveshare", price: 1450, short: "65K colour 128x128 OLED on SPI", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 128"], ["Colours", "65K"], ["Interface", "SPI"]] },
      { name: "2.42 inch OLED Display Module 128x64 (SSD1309)", part: "SSD1309", brand: "generic", price: 1650, short: "Big, bright OLED for instrument panels", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 64"], ["Interface", "SPI / I2C"]] },
    ],
  },
  {
    category: "tft-e-paper-displays",
    items: [
      { name: "1.8 inch SPI TFT Display 128x160 (ST7735)", part: "ST7735", brand: "generic", price: 380, short: "Small colour TFT with SD card slot", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "128 x 160"], ["Driver", "ST7735S"], ["Interface", "SPI"]] },
      { name: "2.4 inch TFT Touch Shield for Arduino Uno (ILI9341)", part: "TFT24-SHIELD", brand: "generic", price: 750, short: "Plug-in colour touch screen with SD slot", specs: [["Resolution", "240 x 320"], ["Touch", "Resistive"], ["Interface", "8-bit parallel"]] },
      { name: "2.8 inch SPI TFT Touch Display (ILI9341)", part: "ILI9341-2.8", brand: "generic", price: 950, short: "SPI colour display with touch for ESP32 projects", specs: [["Operating Voltage", "3.3-5V"], ["Resolution", "240 x 320"], ["Touch", "Resistive (XPT2046)"], ["Interface", "SPI"]] },
      { name: "1.28 inch Round TFT Display (GC9A01)", part: "GC9A01", brand: "generic", price: 550, short: "Round IPS screen for gauges and watch faces", specs: [["Resolution", "240 x 240"], ["Interface", "SPI"], ["Panel", "IPS"]] },
      { name: "Waveshare 3.5 inch Raspberry Pi LCD (A) Touch Screen", part: "WS-3.5-LCD-A", brand: "waveshare", price: 2200, short: "GPIO-mounted touch screen for the Raspberry Pi", specs: [["Resolution", "480 x 320"], ["Touch", "Resistive"], ["Interface", "SPI (GPIO)"]] },
      { name: "Waveshare 7 inch HDMI LCD (C) Capacitive Touch", part: "WS-7-HDMI-C", brand: "waveshare", price: 6500, short: "1024x600 IPS monitor with USB touch", specs: [["Resolution", "1024 x 600"], ["Touch", "Capacitive, 5-point"], ["Interface", "HDMI + USB"]] },
      { name: "Waveshare 1.54 inch E-Paper Display Module", part: "WS-1.54-EPD", brand: "waveshare", price: 1650, short: "Black and white e-ink that holds its image without power", specs: [["Resolution", "200 x 200"], ["Interface", "SPI"], ["Refresh", "2 s full"]] },
      { name: "Waveshare 2.13 inch E-Paper HAT", part: "WS-2.13-EPD", brand: "waveshare", price: 2100, short: "E-ink HAT for Raspberry Pi price tags and badges", specs: [["Resolution", "250 x 122"], ["Interface", "SPI"]] },
    ],
  },
  {
    category: "seven-segment-led-matrix",
    items: [
      { name: "TM1637 4-Digit 7-Segment Display Module", part: "TM1637", brand: "generic", price: 120, short: "Clock display with colon, two-wire interface", specs: [["Operating Voltage", "3.3-5V"], ["Digits", "4"], ["Interface", "2-wire (CLK, DIO)"]] },
      { name: "MAX7219 8x8 Dot Matrix Module", part: "MAX7219-8X8", brand: "generic", price: 220, short: "Red LED matrix that daisy-chains for scrolling text", specs: [["Operating Voltage", "5V"], ["LEDs", "64 red"], ["Interface", "SPI"]] },
      { name: "MAX7219 4-in-1 Dot Matrix Display", part: "MAX7219-4IN1", brand: "generic", price: 550, short: "32x8 scrolling message display", specs: [["Operating Voltage", "5V"], ["LEDs", "256 red"], ["Interface", "SPI"]] },
      { name: "MAX7219 8-Digit 7-Segment Display Module", part: "MAX7219-8DIG", brand: "generic", price: 280, short: "Eight digits for counters and timers", specs: [["Operating Voltage", "5V"], ["Digits", "8"], ["Interface", "SPI"]] },
      { name: "0.56 inch Single Digit 7-Segment Display (Common Cathode, Pack of 5)", part: "5161AS", brand: "generic", price: 100, short: "Red digits for counters", specs: [["Digit Height", "0.56 inch"], ["Type", "Common cathode"], ["Quantity", "5 pcs"]] },
      { name: "WS2812B 8-LED RGB Stick", part: "WS2812B-8", brand: "generic", price: 150, short: "Addressable RGB bar, chainable", specs: [["Operating Voltage", "5V"], ["LEDs", "8 x WS2812B"]], shape: "led" },
      { name: "WS2812B 16-LED RGB Ring", part: "WS2812B-RING16", brand: "generic", price: 280, short: "Addressable ring for lamps and clocks", specs: [["Operating Voltage", "5V"], ["LEDs", "16 x WS2812B"], ["Outer Diameter", "68 mm"]], shape: "led" },
    ],
  },
  {
    category: "bluetooth-modules",
    items: [
      { name: "HC-05 Bluetooth Module (Master/Slave)", part: "HC-05", brand: "generic", price: 380, short: "Classic Bluetooth serial module for Android-controlled projects", specs: [["Operating Voltage", "3.6-6V"], ["Bluetooth", "2.0 + EDR"], ["Interface", "UART"], ["Range", "About 10 m"], ["Mode", "Master / slave"]], about: "Pair with PIN 1234 and use any Bluetooth terminal app on your phone to send commands to your robot." },
      { name: "HC-06 Bluetooth Module (Slave)", part: "HC-06", brand: "generic", price: 350, short: "Simple slave-only serial Bluetooth module", specs: [["Operating Voltage", "3.6-6V"], ["Bluetooth", "2.0"], ["Interface", "UART"]] },
      { name: "HM-10 BLE 4.0 Module (CC2541)", part: "HM-10", brand: "generic", price: 420, short: "Bluetooth Low Energy serial module that works with iPhone", specs: [["Operating Voltage", "3.3-6V"], ["Bluetooth", "4.0 BLE"], ["Interface", "UART"]] },
      { name: "JDY-31 Bluetooth SPP Module", part: "JDY-31", brand: "generic", price: 220, short: "Budget HC-06 compatible module", specs: [["Operating Voltage", "3.6-6V"], ["Interface", "UART"]] },
      { name: "ESP32 Bluetooth Audio Receiver Module", part: "ESP32-A2DP", brand: "generic", price: 650, short: "Stereo A2DP receiver for DIY speakers", specs: [["Operating Voltage", "5V"], ["Output", "I2S / analog"]] },
    ],
  },
  {
    category: "wifi-ethernet-modules",
    items: [
      { name: "ESP-01S ESP8266 WiFi Module", part: "ESP-01S", brand: "ai-thinker", price: 180, short: "Serial Wi-Fi module with AT firmware", specs: [["Operating Voltage", "3.3V"], ["Flash Memory", "1 MB"], ["Interface", "UART"]] },
      { name: "ESP-01 USB Programmer Adapter (CH340)", part: "ESP-01-USB", brand: "generic", price: 220, short: "USB stick for flashing and testing ESP-01 modules", specs: [["USB Chip", "CH340G"], ["Output", "3.3V"]], shape: "module" },
      { name: "ESP-12F ESP8266 WiFi Module", part: "ESP-12F", brand: "ai-thinker", price: 220, short: "Surface-mount ESP8266 with 4MB flash", specs: [["Operating Voltage", "3.3V"], ["Flash Memory", "4 MB"], ["GPIO", "11"]] },
      { name: "W5500 Ethernet Network Module (SPI)", part: "W5500", brand: "generic", price: 550, short: "Hardware TCP/IP wired Ethernet for Arduino and ESP32", specs: [["Operating Voltage", "3.3V (5V tolerant)"], ["Interface", "SPI"], ["Speed", "10/100 Mbps"]] },
      { name: "ENC28J60 Ethernet LAN Module", part: "ENC28J60", brand: "generic", price: 450, short: "Low-cost SPI Ethernet module", specs: [["Operating Voltage", "3.3V"], ["Interface", "SPI"], ["Speed", "10 Mbps"]] },
      { name: "RTL8188 USB WiFi Adapter with Antenna", part: "RTL8188", brand: "generic", price: 350, short: "150Mbps USB Wi-Fi for Raspberry Pi and PCs", specs: [["Speed", "150 Mbps"], ["Antenna", "2 dBi external"], ["Interface", "USB 2.0"], ["Input", "5V USB"]] },
    ],
  },
  {
    category: "lora-modules",
    items: [
      { name: "Ra-02 SX1278 LoRa Module 433MHz", part: "RA-02", brand: "ai-thinker", price: 550, short: "Long-range SPI LoRa radio for sensors kilometres away", specs: [["Operating Voltage", "3.3V"], ["Frequency", "410-525 MHz"], ["Interface", "SPI"], ["Range", "Up to 10 km line of sight"]] },
      { name: "Ra-01 SX1278 LoRa Module with Spring Antenna", part: "RA-01", brand: "ai-thinker", price: 450, short: "Compact LoRa module with on-board antenna", specs: [["Operating Voltage", "3.3V"], ["Frequency", "433 MHz"], ["Interface", "SPI"]] },
      { name: "E32-433T20D UART LoRa Module", part: "E32-433T20D", brand: "generic", price: 950, short: "Transparent serial LoRa link, no library needed", specs: [["Operating Voltage", "3.3-5.2V"], ["Power", "20 dBm"], ["Interface", "UART"], ["Range", "About 3 km"]] },
      { name: "REYAX RYLR998 UART LoRa Module", part: "RYLR998", brand: "generic", price: 1650, short: "AT-command LoRa transceiver with antenna", specs: [["Operating Voltage", "3.3V"], ["Frequency", "868/915 MHz"], ["Interface", "UART"]] },
      { name: "433MHz 5dBi Antenna with SMA Connector", part: "ANT-433-SMA", brand: "generic", price: 150, short: "Rubber duck antenna for LoRa and RF modules", specs: [["Frequency", "433 MHz"], ["Gain", "5 dBi"], ["Connector", "SMA male"], ["Compatible With", "E32-433T, HC-12 with SMA lead"]], shape: "tool" },
      { name: "Seeed Studio Wio-E5 Mini LoRaWAN Board", part: "113990939", brand: "seeed-studio", price: 3200, short: "STM32WLE5 LoRaWAN board with AT firmware", specs: [["Chip", "STM32WLE5JC"], ["Frequency", "EU868 / US915 / AS923"], ["Interface", "UART"]] },
    ],
  },
  {
    category: "gsm-gps-modules",
    items: [
      { name: "SIM800L GSM/GPRS Module", part: "SIM800L", brand: "simcom", price: 450, short: "Send SMS, make calls and use GPRS from Arduino", specs: [["Operating Voltage", "3.7-4.2V"], ["Bands", "Quad-band 850/900/1800/1900"], ["Interface", "UART"], ["SIM", "Micro SIM"]], about: "Needs a supply that can deliver 2A bursts: a 3.7V Li-ion cell or a buck converter works, an Arduino 5V pin does not." },
      { name: "SIM800L EVB GSM Module (5V Compatible)", part: "SIM800L-EVB", brand: "simcom", price: 650, short: "SIM800L breakout with regulator and level shifting", specs: [["Operating Voltage", "5V"], ["Interface", "UART"], ["SIM", "Micro SIM"]] },
      { name: "SIM900A GSM/GPRS Module", part: "SIM900A", brand: "simcom", price: 1650, short: "Robust dual-band GSM board for SMS alarms", specs: [["Operating Voltage", "5V"], ["Bands", "900/1800 MHz"], ["Interface", "UART"]] },
      { name: "A7670C 4G LTE Cat-1 Module with GPS", part: "A7670C", brand: "simcom", price: 1950, short: "4G module for trackers now that 2G is being phased out", specs: [["Operating Voltage", "5V"], ["Network", "LTE Cat-1, GSM"], ["Interface", "UART"], ["GNSS", "Yes"]] },
      { name: "NEO-6M GPS Module with Antenna", part: "NEO-6M", brand: "generic", price: 450, short: "u-blox GPS receiver for trackers and drones", specs: [["Operating Voltage", "3-5V"], ["Interface", "UART 9600"], ["Update Rate", "5 Hz"], ["Antenna", "Ceramic patch"]] },
      { name: "NEO-M8N GPS Module with Compass", part: "NEO-M8N", brand: "generic", price: 1250, short: "Multi-GNSS receiver for flight controllers", specs: [["Operating Voltage", "5V"], ["GNSS", "GPS, GLONASS, BeiDou"], ["Update Rate", "10 Hz"]] },
    ],
  },
  {
    category: "rf-modules",
    items: [
      { name: "NRF24L01+ 2.4GHz Transceiver", part: "NRF24L01+", brand: "generic", price: 120, short: "Low-cost 2.4GHz radio for remote controls and sensor networks", specs: [["Operating Voltage", "1.9-3.6V"], ["Frequency", "2.4 GHz"], ["Data Rate", "250k/1M/2M bps"], ["Interface", "SPI"], ["Range", "About 100 m"]] },
      { name: "NRF24L01+PA+LNA Long Range Module with Antenna", part: "NRF24L01-PA-LNA", brand: "generic", price: 280, short: "Amplified nRF24 with external antenna for 1km links", specs: [["Operating Voltage", "3.3V"], ["Range", "Up to 1000 m"], ["Antenna", "SMA 2 dBi"]] },
      { name: "NRF24L01 Socket Adapter with 3.3V Regulator", part: "NRF24-ADAPTER", brand: "generic", price: 60, short: "Powers nRF24 modules from 5V cleanly", specs: [["Input Voltage", "4.8-12V"], ["Output", "3.3V"]], shape: "module" },
      { name: "433MHz RF Transmitter and Receiver Pair", part: "RF433-PAIR", brand: "generic", price: 90, short: "ASK radio link for simple remotes", specs: [["Frequency", "433 MHz"], ["Range", "Up to 100 m with antenna"]] },
      { name: "HC-12 433MHz Wireless Serial Module", part: "HC-12", brand: "generic", price: 450, short: "1km serial radio with SI4463", specs: [["Operating Voltage", "3.2-5.5V"], ["Frequency", "433.4-473 MHz"], ["Interface", "UART"]] },
      { name: "4-Channel 315MHz RF Remote with Receiver", part: "RF-4CH-315", brand: "generic", price: 350, short: "Key-fob remote and decoder receiver board", specs: [["Frequency", "315 MHz"], ["Channels", "4"], ["Output", "Momentary / latch"]] },
    ],
  },
];
