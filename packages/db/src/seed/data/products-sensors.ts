import { variants, type ProductGroup } from "./types";

export const SENSOR_PRODUCTS: ProductGroup[] = [
  {
    category: "ultrasonic-sensors",
    items: [
      { name: "HC-SR04 Ultrasonic Distance Sensor", part: "HC-SR04", brand: "generic", price: 120, short: "Measures 2cm to 400cm with about 3mm resolution", specs: [["Operating Voltage", "5V"], ["Range", "2-400 cm"], ["Resolution", "3 mm"], ["Measuring Angle", "15 degrees"], ["Interface", "Trigger / Echo"], ["Dimensions", "45 x 20 x 15 mm"]], about: "Send a 10 microsecond pulse on TRIG and time the ECHO pulse; divide by 58 for centimetres." },
      { name: "HC-SR04P Ultrasonic Sensor (3.3V-5V)", part: "HC-SR04P", brand: "generic", price: 150, short: "HC-SR04 version that runs directly from ESP32 and Raspberry Pi 3.3V logic", specs: [["Operating Voltage", "3-5.5V"], ["Range", "2-400 cm"], ["Interface", "Trigger / Echo"]] },
      { name: "JSN-SR04T Waterproof Ultrasonic Sensor", part: "JSN-SR04T", brand: "generic", price: 650, short: "Sealed probe on a 2.5m cable for water tanks and car parking sensors", specs: [["Operating Voltage", "5V"], ["Range", "25-450 cm"], ["Protection", "Waterproof probe"], ["Cable Length", "2.5 m"]] },
      { name: "US-100 Ultrasonic Sensor with Temperature Compensation", part: "US-100", brand: "generic", price: 350, short: "Ultrasonic ranger with UART output and built-in temperature compensation", specs: [["Operating Voltage", "2.4-5.5V"], ["Range", "2-450 cm"], ["Interface", "UART or Trigger / Echo"]] },
      { name: "SRF05 Ultrasonic Ranger", part: "SRF05", brand: "generic", price: 250, short: "Single-pin mode ultrasonic ranger compatible with HC-SR04 code", specs: [["Operating Voltage", "5V"], ["Range", "3-400 cm"], ["Interface", "Trigger / Echo or single pin"]] },
      { name: "DFRobot A02YYUW Waterproof Ultrasonic Sensor", part: "SEN0311", brand: "dfrobot", price: 2800, short: "IP67 UART distance sensor for liquid level and outdoor use", specs: [["Operating Voltage", "3.3-5V"], ["Range", "3-450 cm"], ["Protection", "IP67"], ["Interface", "UART"]] },
      { name: "HC-SR04 Ultrasonic Sensor Mounting Bracket", part: "HC-SR04-BRACKET", brand: "generic", price: 40, short: "Plastic holder that fixes an HC-SR04 to a robot chassis or servo", specs: [["Material", "ABS"], ["Compatible With", "HC-SR04"]] },
    ],
  },
  {
    category: "temperature-humidity-sensors",
    items: [
      { name: "DHT11 Temperature & Humidity Sensor Module", part: "DHT11", brand: "generic", price: 120, short: "Basic digital temperature and humidity sensor on a 3-pin module", specs: [["Operating Voltage", "3.3-5V"], ["Temperature Range", "0-50 C (+/-2 C)"], ["Humidity Range", "20-90% RH (+/-5%)"], ["Interface", "Single-wire digital"]] },
      { name: "DHT22 (AM2302) Temperature & Humidity Sensor", part: "AM2302", brand: "generic", price: 380, short: "Accurate digital sensor for -40 to 80 C and 0-100% RH", specs: [["Operating Voltage", "3.3-6V"], ["Temperature Range", "-40 to 80 C (+/-0.5 C)"], ["Humidity Range", "0-100% RH (+/-2%)"], ["Sampling Rate", "0.5 Hz"], ["Interface", "Single-wire digital"]] },
      { name: "DS18B20 Waterproof Temperature Probe (1m)", part: "DS18B20", brand: "generic", price: 180, short: "Stainless steel probe for liquids and soil, 1-Wire bus", specs: [["Operating Voltage", "3-5.5V"], ["Temperature Range", "-55 to 125 C"], ["Accuracy", "+/-0.5 C"], ["Interface", "1-Wire"], ["Cable Length", "1 m"]] },
      { name: "DS18B20 Digital Temperature Sensor (TO-92)", part: "DS18B20-TO92", brand: "generic", price: 90, short: "1-Wire digital thermometer chip in a transistor package", specs: [["Operating Voltage", "3-5.5V"], ["Resolution", "9-12 bit"], ["Interface", "1-Wire"]], shape: "chip" },
      { name: "LM35 Analog Temperature Sensor", part: "LM35DZ", brand: "texas-instruments", price: 90, short: "Linear 10mV per degree Celsius output", specs: [["Operating Voltage", "4-30V"], ["Temperature Range", "0-100 C"], ["Output", "10 mV/C analog"]], shape: "chip" },
      { name: "BME280 Temperature, Humidity & Pressure Sensor (I2C/SPI)", part: "BME280", brand: "generic", price: 650, short: "Three environmental readings from one Bosch sensor", specs: [["Operating Voltage", "3.3V"], ["Interface", "I2C / SPI"], ["Pressure Range", "300-1100 hPa"], ["Humidity Accuracy", "+/-3% RH"]] },
      { name: "BMP280 Barometric Pressure & Temperature Sensor", part: "BMP280", brand: "generic", price: 220, short: "Barometer and thermometer for weather stations and altimeters", specs: [["Operating Voltage", "3.3V"], ["Interface", "I2C / SPI"], ["Pressure Range", "300-1100 hPa"]] },
      { name: "SHT31-D Temperature & Humidity Sensor", part: "SHT31", brand: "adafruit", price: 1250, short: "High-accuracy Sensirion sensor with heater, I2C", specs: [["Operating Voltage", "2.4-5.5V"], ["Temperature Accuracy", "+/-0.3 C"], ["Humidity Accuracy", "+/-2% RH"], ["Interface", "I2C"]] },
      { name: "AHT20 + BMP280 Temperature, Humidity & Pressure Module", part: "AHT20-BMP280", brand: "generic", price: 320, short: "Two sensors on one I2C board for compact weather stations", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["Humidity Accuracy", "+/-2% RH"]] },
      { name: "MAX6675 Thermocouple Module with K-Type Probe", part: "MAX6675", brand: "generic", price: 450, short: "Measures up to 1024 C with a K-type thermocouple over SPI", specs: [["Operating Voltage", "3-5.5V"], ["Temperature Range", "0-1024 C"], ["Resolution", "0.25 C"], ["Interface", "SPI"]] },
    ],
  },
  {
    category: "gas-sensors",
    items: [
      ...variants({ name: "{v} Gas Sensor Module", part: "{v}", brand: "generic", short: "{v} gas sensor with analog and comparator digital output", specs: [["Operating Voltage", "5V"], ["Output", "Analog + digital (LM393)"], ["Preheat Time", "24-48 hours for best accuracy"], ["Dimensions", "32 x 22 mm"]], about: "Let a new {v} burn in for a day before calibrating its threshold with the on-board potentiometer." }, [
        { v: "MQ-2", price: 180, specs: [["Detects", "LPG, smoke, propane, hydrogen"]] },
        { v: "MQ-3", price: 190, specs: [["Detects", "Alcohol vapour"]] },
        { v: "MQ-4", price: 200, specs: [["Detects", "Methane, natural gas"]] },
        { v: "MQ-5", price: 200, specs: [["Detects", "LPG, natural gas"]] },
        { v: "MQ-7", price: 220, specs: [["Detects", "Carbon monoxide"]] },
        { v: "MQ-135", price: 220, specs: [["Detects", "Air quality: NH3, NOx, benzene, CO2"]] },
      ]),
      { name: "MH-Z19B NDIR CO2 Sensor (0-5000ppm)", part: "MH-Z19B", brand: "generic", price: 2900, short: "True infrared CO2 sensor for classrooms and greenhouses", specs: [["Operating Voltage", "4.5-5.5V"], ["Range", "0-5000 ppm"], ["Interface", "UART, PWM"], ["Accuracy", "+/-50 ppm + 5%"]] },
      { name: "SGP30 Air Quality Sensor (TVOC & eCO2)", part: "SGP30", brand: "generic", price: 1250, short: "Sensirion metal-oxide sensor for indoor air quality", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["TVOC Range", "0-60000 ppb"]] },
      { name: "PMS5003 PM2.5 Laser Dust Sensor", part: "PMS5003", brand: "generic", price: 2300, short: "Laser particle counter for PM1.0, PM2.5 and PM10", specs: [["Operating Voltage", "5V"], ["Interface", "UART 3.3V"], ["Range", "0-500 ug/m3"]] },
    ],
  },
  {
    category: "motion-pir-sensors",
    items: [
      { name: "HC-SR501 PIR Motion Sensor Module", part: "HC-SR501", brand: "generic", price: 120, short: "Adjustable PIR sensor that detects people up to 7 metres", specs: [["Operating Voltage", "4.5-20V"], ["Range", "3-7 m (adjustable)"], ["Delay", "5-300 s (adjustable)"], ["Output", "3.3V digital"]] },
      { name: "HC-SR505 Mini PIR Motion Sensor", part: "HC-SR505", brand: "generic", price: 140, short: "Small PIR sensor for tight enclosures", specs: [["Operating Voltage", "4.5-20V"], ["Range", "3 m"], ["Delay", "8 s"]] },
      { name: "AM312 Mini PIR Sensor (3.3V)", part: "AM312", brand: "generic", price: 150, short: "Low-power mini PIR that runs from 2.7V", specs: [["Operating Voltage", "2.7-12V"], ["Range", "3-5 m"], ["Quiescent Current", "0.1 mA"]] },
      { name: "RCWL-0516 Microwave Radar Motion Sensor", part: "RCWL-0516", brand: "generic", price: 110, short: "Doppler radar that senses motion through plastic and thin walls", specs: [["Operating Voltage", "4-28V"], ["Range", "5-7 m"], ["Frequency", "3.2 GHz"]] },
      { name: "HLK-LD2410 24GHz Human Presence Radar", part: "LD2410", brand: "generic", price: 650, short: "mmWave radar that detects a person sitting still", specs: [["Operating Voltage", "5V"], ["Range", "Up to 6 m"], ["Interface", "UART + digital output"], ["Frequency", "24 GHz"]] },
    ],
  },
  {
    category: "ir-line-tracking-sensors",
    items: [
      { name: "TCRT5000 IR Reflective Sensor Module", part: "TCRT5000", brand: "generic", price: 70, short: "Line and object detector for line-follower robots", specs: [["Operating Voltage", "3.3-5V"], ["Range", "1-25 mm"], ["Output", "Digital + analog"]] },
      { name: "FC-51 IR Obstacle Avoidance Sensor", part: "FC-51", brand: "generic", price: 70, short: "Adjustable IR proximity module for robots", specs: [["Operating Voltage", "3.3-5V"], ["Range", "2-30 cm"], ["Output", "Digital"]] },
      { name: "5-Channel TCRT5000 Line Tracking Sensor Array", part: "TCRT5000-5CH", brand: "generic", price: 350, short: "Five IR sensors on one board for fast line followers", specs: [["Operating Voltage", "5V"], ["Channels", "5"], ["Output", "Digital"]] },
      { name: "8-Channel IR Line Sensor Array (QTR-8A Compatible)", part: "QTR-8A", brand: "generic", price: 650, short: "Analog 8-sensor bar for PID line-follower robots", specs: [["Operating Voltage", "3.3-5V"], ["Channels", "8"], ["Output", "Analog"], ["Sensor Pitch", "9.5 mm"]] },
      { name: "VS1838B IR Receiver (38kHz)", part: "VS1838B", brand: "generic", price: 25, short: "Infrared receiver for TV remotes", specs: [["Operating Voltage", "2.7-5.5V"], ["Carrier Frequency", "38 kHz"], ["Range", "Up to 15 m"]], shape: "led" },
      { name: "IR Remote Control Kit with Receiver Module", part: "IR-KIT-38K", brand: "generic", price: 150, short: "21-key remote, receiver module and cable", specs: [["Carrier Frequency", "38 kHz"], ["Keys", "21"], ["Battery", "CR2025 included"], ["Operating Voltage", "2.7-5.5V"]] },
      { name: "Sharp GP2Y0A21YK0F IR Distance Sensor (10-80cm)", part: "GP2Y0A21YK0F", brand: "generic", price: 750, short: "Analog infrared distance sensor with a cable", specs: [["Operating Voltage", "4.5-5.5V"], ["Range", "10-80 cm"], ["Output", "Analog voltage"]] },
    ],
  },
  {
    category: "sound-sensors",
    items: [
      { name: "KY-038 Microphone Sound Sensor Module", part: "KY-038", brand: "generic", price: 90, short: "Clap and noise detector with sensitivity trimmer", specs: [["Operating Voltage", "3.3-5V"], ["Output", "Analog + digital"], ["Comparator", "LM393"]] },
      { name: "MAX4466 Electret Microphone Amplifier (Adjustable Gain)", part: "MAX4466", brand: "generic", price: 280, short: "Clean microphone preamp for audio sampling", specs: [["Operating Voltage", "2.4-5V"], ["Gain", "25x-125x adjustable"], ["Output", "Analog audio"]] },
      { name: "MAX9814 Microphone Amplifier with AGC", part: "MAX9814", brand: "generic", price: 380, short: "Automatic gain control keeps loud and quiet sounds in range", specs: [["Operating Voltage", "2.7-5.5V"], ["Gain", "40/50/60 dB"], ["Output", "Analog audio"]] },
      { name: "INMP441 I2S Digital Microphone Module", part: "INMP441", brand: "generic", price: 350, short: "Omnidirectional MEMS microphone with I2S output for ESP32", specs: [["Operating Voltage", "1.8-3.3V"], ["Interface", "I2S"], ["SNR", "61 dB"]] },
      { name: "LM393 Sound Detection Sensor Module", part: "LM393-SOUND", brand: "generic", price: 80, short: "Simple digital sound trigger", specs: [["Operating Voltage", "3.3-5V"], ["Output", "Digital"]] },
    ],
  },
  {
    category: "light-sensors",
    items: [
      { name: "LDR 5mm Light Dependent Resistor (Pack of 10)", part: "GL5528", brand: "generic", price: 50, short: "Photoresistors for light-activated switches", specs: [["Type", "GL5528"], ["Light Resistance", "10-20 kOhm"], ["Dark Resistance", "1 MOhm"], ["Quantity", "10 pcs"]], shape: "led" },
      { name: "LDR Light Sensor Module", part: "LDR-MODULE", brand: "generic", price: 60, short: "Photoresistor with comparator and adjustable threshold", specs: [["Operating Voltage", "3.3-5V"], ["Output", "Analog + digital"]] },
      { name: "BH1750 Digital Light Intensity Sensor (GY-302)", part: "BH1750", brand: "generic", price: 220, short: "Lux meter on I2C for automatic lighting", specs: [["Operating Voltage", "3-5V"], ["Range", "1-65535 lux"], ["Interface", "I2C"]] },
      { name: "TSL2561 Luminosity Sensor", part: "TSL2561", brand: "generic", price: 450, short: "Wide-range light sensor with infrared compensation", specs: [["Operating Voltage", "3.3V"], ["Range", "0.1-40000 lux"], ["Interface", "I2C"]] },
      { name: "TCS34725 RGB Colour Sensor with IR Filter", part: "TCS34725", brand: "generic", price: 550, short: "Accurate colour sensing with white LED", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["Output", "RGB + clear"]] },
      { name: "TCS3200 Colour Recognition Sensor Module", part: "TCS3200", brand: "generic", price: 350, short: "Colour-to-frequency sensor for sorting machines", specs: [["Operating Voltage", "2.7-5.5V"], ["Output", "Square wave frequency"]] },
      { name: "GUVA-S12SD UV Light Sensor Module", part: "GUVA-S12SD", brand: "generic", price: 350, short: "Measures UV index from sunlight", specs: [["Operating Voltage", "3.3-5V"], ["Spectral Range", "240-370 nm"], ["Output", "Analog"]] },
    ],
  },
  {
    category: "pressure-load-cell",
    items: [
      { name: "HX711 24-bit Load Cell Amplifier Module", part: "HX711", brand: "generic", price: 120, short: "ADC for reading load cells in weighing scales", specs: [["Operating Voltage", "2.6-5.5V"], ["Resolution", "24-bit"], ["Sample Rate", "10 / 80 SPS"]] },
      ...variants({ name: "Load Cell {v} with HX711 Amplifier", part: "LOADCELL-{v}", brand: "generic", short: "Aluminium bar load cell rated {v} with HX711 board", specs: [["Capacity", "{v}"], ["Material", "Aluminium alloy"], ["Output", "1.0 mV/V"], ["Amplifier", "HX711 included"]] }, [
        { v: "1kg", price: 280 },
        { v: "5kg", price: 300 },
        { v: "10kg", price: 320 },
        { v: "20kg", price: 350 },
      ]),
      { name: "50kg Half-Bridge Load Cell (Pack of 4)", part: "LOADCELL-50KG-4", brand: "generic", price: 450, short: "Body-scale load cells for a 200kg platform", specs: [["Capacity", "50 kg each"], ["Quantity", "4 pcs"], ["Type", "Half bridge strain gauge"]] },
      { name: "FSR402 Force Sensitive Resistor", part: "FSR402", brand: "generic", price: 450, short: "Thin round pressure pad for touch and grip sensing", specs: [["Sensing Area", "14.7 mm diameter"], ["Force Range", "0.2-20 N"]] },
      { name: "BMP180 Barometric Pressure Sensor (GY-68)", part: "BMP180", brand: "generic", price: 180, short: "Pressure and altitude sensor on I2C", specs: [["Operating Voltage", "3.3-5V"], ["Pressure Range", "300-1100 hPa"], ["Interface", "I2C"]] },
    ],
  },
  {
    category: "accelerometer-gyro",
    items: [
      { name: "MPU6050 6-Axis Accelerometer & Gyroscope (GY-521)", part: "MPU6050", brand: "generic", price: 220, short: "3-axis gyro and 3-axis accelerometer with DMP", specs: [["Operating Voltage", "3-5V"], ["Interface", "I2C"], ["Gyro Range", "+/-250 to 2000 deg/s"], ["Accel Range", "+/-2 to 16 g"]] },
      { name: "MPU9250 9-Axis IMU Module", part: "MPU9250", brand: "generic", price: 850, short: "Gyro, accelerometer and magnetometer for orientation", specs: [["Operating Voltage", "3-5V"], ["Interface", "I2C / SPI"], ["Axes", "9"]] },
      { name: "ADXL345 3-Axis Digital Accelerometer", part: "ADXL345", brand: "generic", price: 280, short: "Low-power accelerometer with tap and free-fall detection", specs: [["Operating Voltage", "3.3-5V"], ["Range", "+/-2 to 16 g"], ["Interface", "I2C / SPI"]] },
      { name: "Adafruit BNO055 9-DOF Absolute Orientation Sensor", part: "2472", brand: "adafruit", price: 3500, short: "Sensor fusion on chip: outputs ready-made Euler angles and quaternions", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["Output", "Quaternion, Euler, linear acceleration"]] },
      { name: "QMC5883L 3-Axis Compass Module (GY-271)", part: "QMC5883L", brand: "generic", price: 250, short: "Digital magnetometer for heading", specs: [["Operating Voltage", "3-5V"], ["Interface", "I2C"], ["Range", "+/-8 gauss"]] },
      { name: "SparkFun 9DoF IMU Breakout ICM-20948 (Qwiic)", part: "SEN-15335", brand: "sparkfun", price: 2800, short: "Low-power 9-axis IMU with Qwiic connectors", specs: [["Operating Voltage", "1.8-3.6V"], ["Interface", "I2C / SPI"], ["Connector", "Qwiic"]] },
    ],
  },
  {
    category: "current-voltage-sensors",
    items: [
      ...variants({ name: "ACS712 {v} Current Sensor Module", part: "ACS712-{v}", brand: "generic", short: "Hall-effect AC/DC current sensor rated {v}", specs: [["Operating Voltage", "5V"], ["Range", "+/-{v}"], ["Output", "Analog, 2.5V at 0A"], ["Isolation", "2.1 kV"]] }, [
        { v: "5A", price: 180, specs: [["Sensitivity", "185 mV/A"]] },
        { v: "20A", price: 200, specs: [["Sensitivity", "100 mV/A"]] },
        { v: "30A", price: 220, specs: [["Sensitivity", "66 mV/A"]] },
      ]),
      { name: "INA219 High-Side DC Current Sensor (I2C)", part: "INA219", brand: "generic", price: 250, short: "Measures bus voltage, current and power up to 26V", specs: [["Operating Voltage", "3-5.5V"], ["Bus Voltage", "0-26V"], ["Current Range", "+/-3.2A"], ["Interface", "I2C"]] },
      { name: "DC Voltage Sensor Module (0-25V)", part: "VSENSE-25V", brand: "generic", price: 50, short: "Resistor divider that scales 25V into Arduino range", specs: [["Input Range", "0-25V"], ["Ratio", "5:1"]] },
      { name: "ZMPT101B AC Voltage Sensor Module", part: "ZMPT101B", brand: "generic", price: 250, short: "Isolated single-phase AC voltage measurement up to 250V", specs: [["Operating Voltage", "5V"], ["Input Range", "0-250V AC"], ["Output", "Analog"]] },
      { name: "PZEM-004T V3.0 AC Energy Meter Module with CT", part: "PZEM-004T", brand: "generic", price: 1250, short: "Reads voltage, current, power and energy over UART", specs: [["Voltage Range", "80-260V AC"], ["Current Range", "0-100A (with CT)"], ["Interface", "UART / Modbus"]] },
    ],
  },
  {
    category: "rfid-nfc",
    items: [
      { name: "RC522 RFID Reader Kit (13.56MHz) with Card & Key Tag", part: "RC522", brand: "generic", price: 220, short: "MFRC522 reader with a white card and blue key tag", specs: [["Operating Voltage", "3.3V"], ["Frequency", "13.56 MHz"], ["Interface", "SPI"], ["Range", "Up to 5 cm"]] },
      { name: "PN532 NFC/RFID Module V3", part: "PN532", brand: "generic", price: 650, short: "Reads and writes NFC tags, talks to phones; I2C, SPI or UART", specs: [["Operating Voltage", "3.3-5V"], ["Frequency", "13.56 MHz"], ["Interface", "I2C / SPI / UART"]] },
      { name: "RDM6300 125kHz RFID Reader Module", part: "RDM6300", brand: "generic", price: 250, short: "UART reader for EM4100 cards", specs: [["Operating Voltage", "5V"], ["Frequency", "125 kHz"], ["Interface", "UART 9600"]] },
      { name: "13.56MHz RFID Key Fob Tags (Pack of 10)", part: "S50-FOB-10", brand: "generic", price: 180, short: "MIFARE Classic 1K compatible key tags", specs: [["Frequency", "13.56 MHz"], ["Memory", "1 KB"], ["Quantity", "10 pcs"]], shape: "button" },
      { name: "NTAG215 NFC Stickers (Pack of 10)", part: "NTAG215-10", brand: "generic", price: 250, short: "Round NFC stickers that phones can read and write", specs: [["Chip", "NTAG215"], ["Memory", "504 bytes"], ["Quantity", "10 pcs"]], shape: "button" },
    ],
  },
  {
    category: "biometric-sensors",
    items: [
      { name: "R307 Optical Fingerprint Sensor Module", part: "R307", brand: "generic", price: 2200, short: "Stores up to 1000 fingerprints; UART", specs: [["Operating Voltage", "4.2-6V"], ["Capacity", "1000 fingerprints"], ["Interface", "UART"], ["Matching Time", "< 1 s"]] },
      { name: "AS608 Optical Fingerprint Sensor", part: "AS608", brand: "generic", price: 1850, short: "Compact fingerprint scanner for door locks and attendance", specs: [["Operating Voltage", "3.3V"], ["Capacity", "300 fingerprints"], ["Interface", "UART"]] },
      { name: "R503 Capacitive Fingerprint Sensor with LED Ring", part: "R503", brand: "generic", price: 2400, short: "Round capacitive reader with RGB ring light", specs: [["Operating Voltage", "3.3V"], ["Capacity", "200 fingerprints"], ["Interface", "UART"], ["Protection", "IP65"]] },
      { name: "MAX30102 Heart Rate & SpO2 Sensor", part: "MAX30102", brand: "generic", price: 280, short: "Pulse oximeter sensor for health projects", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["LEDs", "Red + IR"]] },
      { name: "Pulse Sensor Heart Rate Module", part: "PULSE-SENSOR", brand: "generic", price: 250, short: "Clip-on optical heart-beat sensor with analog output", specs: [["Operating Voltage", "3-5V"], ["Output", "Analog"]] },
      { name: "AD8232 ECG Heart Monitor Kit with Electrodes", part: "AD8232", brand: "generic", price: 650, short: "Single-lead ECG front end with leads and pads", specs: [["Operating Voltage", "3.3V"], ["Output", "Analog"], ["Includes", "3-lead cable, 10 pads"]] },
    ],
  },
  {
    category: "water-soil-sensors",
    items: [
      { name: "Capacitive Soil Moisture Sensor V1.2", part: "SOIL-CAP-V1.2", brand: "generic", price: 120, short: "Corrosion-resistant soil sensor for plant watering", specs: [["Operating Voltage", "3.3-5.5V"], ["Output", "Analog 0-3V"]] },
      { name: "YL-69 Resistive Soil Moisture Sensor", part: "YL-69", brand: "generic", price: 80, short: "Budget two-prong soil sensor with comparator board", specs: [["Operating Voltage", "3.3-5V"], ["Output", "Analog + digital"]] },
      { name: "Rain Drop Sensor Module", part: "FC-37", brand: "generic", price: 90, short: "Detects rain for automatic roofs and wipers", specs: [["Operating Voltage", "3.3-5V"], ["Output", "Analog + digital"]] },
      { name: "Water Level Sensor Module", part: "WATER-LEVEL", brand: "generic", price: 60, short: "Exposed trace sensor for water level and leak detection", specs: [["Operating Voltage", "3-5V"], ["Output", "Analog"], ["Detection Area", "40 x 16 mm"]] },
      { name: "YF-S201 Water Flow Sensor (1/2 inch)", part: "YF-S201", brand: "generic", price: 550, short: "Hall-effect flow meter for 1-30 L/min", specs: [["Operating Voltage", "5-18V"], ["Flow Range", "1-30 L/min"], ["Connection", "1/2 inch BSP"]] },
      { name: "Analog Turbidity Sensor Module", part: "TURBIDITY", brand: "generic", price: 950, short: "Measures cloudiness of water", specs: [["Operating Voltage", "5V"], ["Output", "Analog + digital"]] },
      { name: "PH-4502C pH Sensor Kit with Electrode", part: "PH-4502C", brand: "generic", price: 1650, short: "pH meter board with BNC probe for aquariums and labs", specs: [["Operating Voltage", "5V"], ["Range", "0-14 pH"], ["Output", "Analog"]] },
      { name: "Gravity Analog TDS Sensor for Arduino", part: "SEN0244", brand: "dfrobot", price: 1250, short: "Total dissolved solids meter for drinking water", specs: [["Operating Voltage", "3.3-5.5V"], ["Range", "0-1000 ppm"], ["Output", "Analog"]] },
      { name: "Float Switch Water Level Sensor (Vertical)", part: "FLOAT-SW", brand: "generic", price: 150, short: "Magnetic reed float switch for tanks", specs: [["Max Load", "10W"], ["Material", "PP plastic"]], shape: "button" },
    ],
  },
  {
    category: "relay-rtc-modules",
    items: [
      ...variants({ name: "{v} 5V Relay Module", part: "RELAY-5V-{v}", brand: "generic", short: "{v} opto-isolated relay board switching up to 10A 250V AC", specs: [["Coil Voltage", "5V"], ["Contact Rating", "10A 250V AC / 30V DC"], ["Trigger", "Low level"], ["Channels", "{v}"]] }, [
        { v: "1 Channel", price: 80 },
        { v: "2 Channel", price: 150 },
        { v: "4 Channel", price: 280 },
        { v: "8 Channel", price: 520 },
      ]),
      { name: "SSR-40DA Solid State Relay (40A)", part: "SSR-40DA", brand: "generic", price: 550, short: "Silent DC-controlled AC switch for heaters", specs: [["Control Voltage", "3-32V DC"], ["Load", "24-380V AC 40A"]] },
      { name: "DS3231 Precision RTC Module with Battery Holder", part: "DS3231", brand: "generic", price: 220, short: "Temperature-compensated clock accurate to about a minute a year", specs: [["Operating Voltage", "3.3-5V"], ["Interface", "I2C"], ["Accuracy", "+/-2 ppm"], ["EEPROM", "AT24C32"]] },
      { name: "DS1307 RTC Module (Tiny RTC)", part: "DS1307", brand: "generic", price: 120, short: "Basic real-time clock with EEPROM", specs: [["Operating Voltage", "5V"], ["Interface", "I2C"]] },
      { name: "MicroSD Card Reader Module (SPI)", part: "MICROSD-SPI", brand: "generic", price: 80, short: "Log data to a microSD card", specs: [["Operating Voltage", "5V"], ["Interface", "SPI"]] },
      { name: "4x4 Matrix Membrane Keypad", part: "KEYPAD-4X4", brand: "generic", price: 90, short: "16-key keypad for password locks and menus", specs: [["Keys", "16"], ["Connector", "8-pin"], ["Rating", "24V DC 30mA"]], shape: "button" },
      { name: "Dual Axis XY Joystick Module", part: "KY-023", brand: "generic", price: 90, short: "Thumb joystick with push button", specs: [["Operating Voltage", "5V"], ["Output", "2 analog + 1 digital"]] },
      { name: "TXS0108E 8-Channel Logic Level Converter", part: "TXS0108E", brand: "generic", price: 150, short: "Bidirectional 3.3V to 5V level shifter", specs: [["Channels", "8"], ["Low Side", "1.2-3.6V"], ["High Side", "1.65-5.5V"]] },
    ],
  },
];
