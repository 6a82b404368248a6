import type { BlogPost } from "./types";
import { Code } from "./code";

export const hcSr04UltrasonicSensorArduino: BlogPost = {
  slug: "hc-sr04-ultrasonic-sensor-arduino",
  date: "2026-07-12",
  minutes: 4,
  shopHref: "/category/ultrasonic-sensors",
  body: () => (
    <>
      <p>
        The HC-SR04 sends a 40 kHz sound pulse and times how long the echo takes to come back. It measures from about 2 cm to 4 m, costs very little and is the
        sensor in nearly every obstacle-avoiding robot and water-tank level project.
      </p>
      <h2>Wiring</h2>
      <ul>
        <li>
          <strong>VCC</strong> to 5 V, <strong>GND</strong> to GND
        </li>
        <li>
          <strong>Trig</strong> to pin 9, <strong>Echo</strong> to pin 10
        </li>
      </ul>
      <p>On an ESP32 or other 3.3 V board, the Echo pin outputs 5 V: put a voltage divider (1 kΩ from Echo, 2 kΩ to GND) in front of the input pin.</p>
      <h2>Code</h2>
      <Code>{`const int TRIG = 9;
const int ECHO = 10;

void setup() {
Serial.begin(9600);
pinMode(TRIG, OUTPUT);
pinMode(ECHO, INPUT);
}

void loop() {
digitalWrite(TRIG, LOW);
delayMicroseconds(2);
digitalWrite(TRIG, HIGH);       // a 10 µs pulse starts a measurement
delayMicroseconds(10);
digitalWrite(TRIG, LOW);

long us = pulseIn(ECHO, HIGH, 30000);  // give up after 30 ms (about 5 m)
if (us == 0) {
  Serial.println("Out of range");
} else {
  float cm = us / 58.0;         // sound travels ~0.0343 cm/µs, there and back
  Serial.print(cm);
  Serial.println(" cm");
}
delay(60);                      // let old echoes die out
}`}</Code>
      <h2>Getting steady readings</h2>
      <ul>
        <li>Wait at least 60 ms between measurements, and between two sensors, so one does not hear the other&apos;s echo.</li>
        <li>Soft things (cloth, foam, people&apos;s clothes) absorb sound, and walls hit at a steep angle reflect it away: expect misses.</li>
        <li>Take three readings and use the middle one (a median filter) to throw away the odd spike.</li>
        <li>For outdoor tanks and wet places use a waterproof sensor such as the JSN-SR04T instead.</li>
      </ul>
      <p>
        Want to go further? Pair the sensor with a servo to sweep it left and right, and you have the “eyes” of a robot that picks the clearest path. Our guide
        to <a href="/blogs/motor-drivers-explained">motor drivers</a> covers the other half of that robot.
      </p>
    </>
  ),
};
