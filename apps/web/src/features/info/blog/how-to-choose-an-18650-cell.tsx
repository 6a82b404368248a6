import type { BlogPost } from "./types";

export const howToChooseAn18650Cell: BlogPost = {
  slug: "how-to-choose-an-18650-cell",
  date: "2026-09-27",
  minutes: 5,
  shopHref: "/category/li-ion-18650",
  body: () => (
    <>
      <p>
        An 18650 is a cylindrical lithium-ion cell 18 mm wide and 65 mm long. Every 18650 has a nominal voltage of 3.6–3.7 V and is full at 4.2 V, so what
        separates a good cell from a bad one is two numbers on the datasheet: capacity and maximum continuous discharge current.
      </p>
      <h2>Capacity or current: pick what your project needs</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Cell</th>
            <th scope="col">Capacity</th>
            <th scope="col">Max continuous current</th>
            <th scope="col">Good for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Samsung 25R</td>
            <td>2500 mAh</td>
            <td>20 A</td>
            <td>Robots, drills, high-current motors</td>
          </tr>
          <tr>
            <td>LG HG2</td>
            <td>3000 mAh</td>
            <td>20 A</td>
            <td>Robots and packs that need both</td>
          </tr>
          <tr>
            <td>Samsung 30Q</td>
            <td>3000 mAh</td>
            <td>15 A</td>
            <td>All-round packs, e-bikes</td>
          </tr>
          <tr>
            <td>Samsung 35E</td>
            <td>3500 mAh</td>
            <td>8 A</td>
            <td>Power banks, IoT nodes, torches</td>
          </tr>
        </tbody>
      </table>
      <p>
        A line-follower with two N20 motors draws well under 2 A, so a high-capacity cell gives the longest run time. A sumo robot with 12 V gear motors can
        pull 10 A or more at stall; a 3500 mAh low-current cell will sag, heat up and reset your microcontroller. Add up the stall currents of your motors and
        choose a cell rated above that.
      </p>
      <h2>How to spot a fake</h2>
      <ul>
        <li>
          <strong>Impossible capacity.</strong> The best 18650 cells made today hold about 3500–3600 mAh. A label saying 6800 or 9900 mAh is always fake; such
          cells usually test at 800–1500 mAh.
        </li>
        <li>
          <strong>Weight.</strong> A genuine 18650 weighs about 44–48 g. Fakes are often around 30 g, sometimes a smaller cell inside a larger tube.
        </li>
        <li>
          <strong>Price.</strong> Genuine Samsung, LG and Murata cells cost several times more than unbranded ones. A “Samsung” cell at an unbranded price is a
          rewrap.
        </li>
      </ul>
      <h2>Protected or unprotected, flat or button top</h2>
      <p>
        Protected cells have a small circuit under the wrapper that cuts off over-discharge and short circuits. They are a little longer (about 67–69 mm) and
        may not fit tight holders. Cells for packs are usually unprotected because the pack&apos;s BMS board does the protecting. Most holders need a{" "}
        <em>button top</em>; flat tops are for spot-welded packs.
      </p>
      <h2>Charging and storage</h2>
      <ul>
        <li>
          Charge single cells with a TP4056 module (the version with protection has separate B+/B− and OUT+/OUT− pads) or a smart charger; never from a bench
          supply without current limit.
        </li>
        <li>For packs in series (for example 3S for 11.1 V), use cells of the same model and charge level and a matching 3S BMS.</li>
        <li>Do not discharge below about 3.0 V. A cell left at 0 V for months should be recycled, not revived.</li>
        <li>Store spare cells at about 3.7 V in a cool, dry place, in a plastic case, never loose in a pocket or bag with coins and keys.</li>
      </ul>
    </>
  ),
};
