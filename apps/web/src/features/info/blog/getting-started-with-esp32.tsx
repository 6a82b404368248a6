import type { BlogPost } from "./types";
import { Code } from "./code";

export const gettingStartedWithEsp32: BlogPost = {
  slug: "getting-started-with-esp32",
  date: "2026-10-18",
  minutes: 6,
  shopHref: "/category/esp32-esp8266",
  body: () => (
    <>
      <p>
        The ESP32 is a dual-core 240 MHz microcontroller with Wi-Fi and Bluetooth built in, and a DevKit board costs less than an original Arduino Uno. That
        makes it the usual first choice for IoT, home automation and final-year projects. Here is everything you need to get a DevKit V1 (ESP-WROOM-32, 30 pins)
        running.
      </p>
      <h2>1. Install the board package</h2>
      <ol>
        <li>
          Install Arduino IDE 2 from arduino.cc and open <strong>File → Preferences</strong>.
        </li>
        <li>
          In <strong>Additional boards manager URLs</strong> paste <code>https://espressif.github.io/arduino-esp32/package_esp32_index.json</code>.
        </li>
        <li>
          Open <strong>Tools → Board → Boards Manager</strong>, search for <em>esp32</em> and install <em>esp32 by Espressif Systems</em>.
        </li>
        <li>
          Choose <strong>Tools → Board → esp32 → ESP32 Dev Module</strong> and the COM port that appears when you plug the board in.
        </li>
      </ol>
      <p>
        No COM port? Look at the small chip near the USB socket. Boards with a <strong>CP2102</strong> need the Silicon Labs CP210x driver, boards with a{" "}
        <strong>CH340</strong> need the WCH CH340 driver. Also try another cable: many phone cables are charge-only and carry no data.
      </p>
      <h2>2. Blink the on-board LED</h2>
      <p>The blue LED on most DevKit V1 boards is on GPIO 2.</p>
      <Code>{`const int LED = 2;

void setup() {
pinMode(LED, OUTPUT);
}

void loop() {
digitalWrite(LED, HIGH);
delay(500);
digitalWrite(LED, LOW);
delay(500);
}`}</Code>
      <p>
        If the upload stops at <code>Connecting........</code> and ends with <em>Failed to connect to ESP32: Timed out waiting for packet header</em>, press and
        hold the <strong>BOOT</strong> button while the dots appear, then release it once the upload percentage starts.
      </p>
      <h2>3. Connect to Wi-Fi</h2>
      <Code>{`#include <WiFi.h>

void setup() {
Serial.begin(115200);
WiFi.begin("YourWiFiName", "YourPassword");
while (WiFi.status() != WL_CONNECTED) {
  delay(500);
  Serial.print(".");
}
Serial.println();
Serial.print("Connected, IP address: ");
Serial.println(WiFi.localIP());
}

void loop() {}`}</Code>
      <p>Open the Serial Monitor at 115200 baud and press the EN (reset) button to see the address your router gave the board.</p>
      <h2>Three things that catch beginners</h2>
      <ul>
        <li>
          <strong>The ESP32 is a 3.3 V chip.</strong> Never feed 5 V into a GPIO pin. 5 V sensors such as the HC-SR04 need a voltage divider or level shifter on
          their output.
        </li>
        <li>
          <strong>GPIO 34 to 39 are input only</strong> and have no internal pull-up resistors.
        </li>
        <li>
          <strong>ADC2 pins stop working as analog inputs while Wi-Fi is on.</strong> Use ADC1 pins (GPIO 32 to 39) for sensors in Wi-Fi projects.
        </li>
      </ul>
    </>
  ),
};
