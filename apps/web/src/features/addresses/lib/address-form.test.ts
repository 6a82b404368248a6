import { ADDRESS_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS, validateAddress } from "./address-form";

const good = { ...EMPTY_ADDRESS, name: "Rahim Uddin", phone: "01712345678", district: "1", area: "Mirpur", address: "House 3, Road 7" };

describe("address form (spec §5 address rules)", () => {
  it("accepts a complete address and sends the district as a number", () => {
    const result = validateAddress(good);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body).toMatchObject({ district: 1, notes: null, label: "home" });
  });

  it("names the street address limits word for word", () => {
    const short = validateAddress({ ...good, address: "abc" });
    expect(short.ok ? null : short.errors.address).toBe("Street Address must be at least 5 characters");
    const long = validateAddress({ ...good, address: "x".repeat(251) });
    expect(long.ok ? null : long.errors.address).toBe("Street Address must be at most 250 characters");
  });

  it("reports every missing required field, one message each", () => {
    const result = validateAddress(EMPTY_ADDRESS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe(ADDRESS_MESSAGES.nameRequired);
    expect(result.errors.district).toBe(ADDRESS_MESSAGES.districtRequired);
    expect(result.errors.area).toBe(ADDRESS_MESSAGES.areaRequired);
    expect(result.errors.address).toBe(ADDRESS_MESSAGES.addressRequired);
    expect(result.errors.phone).toBeTruthy();
    expect(result.errors.notes).toBeUndefined();
  });

  it("keeps notes at most 250 characters", () => {
    const result = validateAddress({ ...good, notes: "n".repeat(251) });
    expect(result.ok ? null : result.errors.notes).toBe(ADDRESS_MESSAGES.notesMax);
  });
});
