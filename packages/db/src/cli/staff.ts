// `npm run staff -- add 01XXXXXXXXX --role owner|staff`: make a back-office user
// (created when the phone has no account yet); `npm run staff -- remove 01XXXXXXXXX`
// turns them back into a shopper; `npm run staff -- list`. `--data-dir <path>` targets
// another PGlite directory; DATABASE_URL targets PostgreSQL.
import { connect, defaultDataDir } from "../client";
import { grantStaffRole, listStaff, revokeStaffRole, type StaffRole } from "../staff";
import { connectOptions, describeTarget, fail, readFlag } from "./args";

const USAGE = "usage: npm run staff -- add 01XXXXXXXXX --role owner|staff | remove 01XXXXXXXXX | list";

async function main() {
  const argv = process.argv.slice(2);
  const [command, phone] = argv;
  if (!command || !["add", "remove", "list"].includes(command) || (command !== "list" && !phone)) throw new Error(USAGE);
  const role = (readFlag(argv, "role") ?? "staff") as StaffRole;
  if (role !== "staff" && role !== "owner") throw new Error(`--role must be owner or staff, got "${role}"`);
  const options = connectOptions(argv);
  console.log(`[staff] target: ${describeTarget(options, defaultDataDir)}`);
  const handle = await connect(options);
  try {
    await handle.migrate();
    if (command === "add") {
      const normalized = await grantStaffRole(handle.db, phone, role);
      console.log(`[staff] ${normalized} is now ${role}: they sign in to the back office with the phone code`);
    } else if (command === "remove") {
      const removed = await revokeStaffRole(handle.db, phone);
      console.log(removed ? `[staff] ${phone} is a shopper again` : `[staff] ${phone} was not staff`);
    } else {
      for (const row of await listStaff(handle.db)) console.log(`${row.phone}\t${row.role}\t${row.fullName ?? ""}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => fail("staff", error, "Or, while the shop runs, an owner adds staff on the back office's Staff page."));
