import type { BlogPost } from "./types";

export const motorDriversExplained: BlogPost = {
  slug: "motor-drivers-explained",
  date: "2026-08-30",
  minutes: 6,
  shopHref: "/category/motor-drivers",
  body: () => (
    <>
      <p>
        An Arduino pin can supply about 20 mA; even a small BO gear motor needs 150–250 mA running and much more when it starts. A motor driver is a switch that
        lets the microcontroller&apos;s signal control the battery&apos;s current. For DC motors that switch is an <strong>H-bridge</strong>: four switches
        around the motor that let current flow one way (forward), the other way (reverse), or not at all (brake or coast). Speed is controlled by switching fast
        with PWM (<code>analogWrite</code>).
      </p>
      <h2>L298N: the classroom favourite</h2>
      <ul>
        <li>Two motors, motor supply 5–35 V, about 2 A per channel.</li>
        <li>
          Built with old bipolar transistors that waste around 2 V or more as heat. With a 7.4 V battery your motors see only about 5 V, and the large heat sink
          gets hot.
        </li>
        <li>The module&apos;s 5 V regulator jumper should stay on only when the motor supply is 12 V or less.</li>
        <li>
          <strong>Pick it for:</strong> learning, 6–12 V TT or BO motor cars, when you want screw terminals and toughness.
        </li>
      </ul>
      <h2>TB6612FNG: small, efficient, 3.3 V friendly</h2>
      <ul>
        <li>Two motors, motor supply 4.5–13.5 V, 1.2 A continuous per channel (3.2 A peak).</li>
        <li>MOSFET switches drop very little voltage, so the motors get almost all of the battery and the board stays cool.</li>
        <li>Logic works from 2.7 to 5.5 V, so it connects directly to an ESP32, Raspberry Pi Pico or Arduino.</li>
        <li>
          Remember to pull the <code>STBY</code> pin HIGH, or nothing moves.
        </li>
        <li>
          <strong>Pick it for:</strong> line followers, small 2WD and 4WD robots with N20 or BO motors on a 2S LiPo or two 18650 cells.
        </li>
      </ul>
      <h2>BTS7960 (IBT-2): for big motors</h2>
      <ul>
        <li>One motor per board, supply 6–27 V, rated up to 43 A peak with the fitted heat sink.</li>
        <li>
          Control with two PWM inputs (<code>RPWM</code>, <code>LPWM</code>) and two enable pins (<code>R_EN</code>, <code>L_EN</code>) tied HIGH.
        </li>
        <li>
          <strong>Pick it for:</strong> 12–24 V high-torque gear motors, wheelchair motors, sumo and combat robots, linear actuators.
        </li>
      </ul>
      <h2>How to choose</h2>
      <ol>
        <li>
          Find your motor&apos;s <strong>stall current</strong> (datasheet, or measure it by briefly holding the shaft with a multimeter in series).
        </li>
        <li>Choose a driver whose continuous rating is above the running current and whose peak rating covers the stall current.</li>
        <li>Check that the driver&apos;s supply range covers your battery&apos;s full-charge voltage (8.4 V for 2S, 12.6 V for 3S).</li>
        <li>Check the logic voltage matches your board (3.3 V for ESP32 and Pico).</li>
      </ol>
      <p>
        Stepper motors need a stepper driver such as the A4988, DRV8825 or TMC2209, and hobby servos have their driver built in: give them a separate 5–6 V
        supply and connect only the signal wire to your board, with grounds joined.
      </p>
    </>
  ),
};
