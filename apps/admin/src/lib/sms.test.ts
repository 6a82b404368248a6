import { describe, expect, it } from "vitest";
import { alertText, daysParam, failureReason, providerName, refusalLine } from "./sms";

describe("SMS page words", () => {
  it("names each failure's kind in plain words, with the gateway's words and code beside it", () => {
    expect(failureReason({ status: "failed", kind: "number", code: "4025", words: "Invalid mobile number" })).toEqual({
      label: "Invalid number",
      detail: "“Invalid mobile number”, code 4025",
    });
    expect(failureReason({ status: "failed", kind: "balance", code: "1007", words: null }).label).toBe("Balance used up");
    expect(failureReason({ status: "failed", kind: "credentials", code: null, words: null })).toEqual({ label: "Key refused", detail: null });
    expect(failureReason({ status: "failed", kind: "sender", code: null, words: null }).label).toBe("Sender id refused");
    expect(failureReason({ status: "failed", kind: "content", code: null, words: null }).label).toBe("Content refused");
    expect(failureReason({ status: "failed", kind: "transient", code: "timeout", words: "No answer in 10 s" }).label).toBe("Gateway unreachable");
  });

  it("says an expired code ran out of time, keeping what the gateway said on its last try", () => {
    expect(failureReason({ status: "expired", kind: null, code: null, words: null })).toEqual({ label: "Expired before it could be sent", detail: null });
    expect(failureReason({ status: "expired", kind: "transient", code: "http_502", words: "Bad gateway" })).toEqual({
      label: "Gateway unreachable",
      detail: "Expired before it could be sent. “Bad gateway”, code http_502",
    });
    expect(failureReason({ status: "failed", kind: null, code: null, words: null }).label).toBe("No reason recorded");
    expect(failureReason({ status: "failed", kind: "quota", code: null, words: null }).label).toBe("quota");
  });

  it("words the owner's banner for balance and credentials", () => {
    expect(alertText({ kind: "balance", provider: "sslwireless", code: "4003", words: "Insufficient balance", at: "2026-03-05T10:00:00.000+06:00" })).toEqual({
      sentence: "SMS are not going out: the SMS gateway (SSL Wireless) says the balance is used up. Nobody can get a sign-in code until it is topped up.",
      said: "The gateway said: “Insufficient balance”, code 4003.",
    });
    expect(alertText({ kind: "credentials", provider: "newgateway", code: null, words: null, at: "2026-03-05T10:00:00.000+06:00" })).toEqual({
      sentence:
        "SMS are not going out: the SMS gateway (newgateway) refused the shop's key or sender id. Nobody can get a sign-in code until the SMS settings are fixed.",
      said: null,
    });
  });

  it("says on the SMS page which gateway refuses and why", () => {
    expect(refusalLine({ kind: "credentials", provider: "alpha", code: "405", words: "Authorization required", at: "2026-03-05T10:00:00.000+06:00" })).toBe(
      "Alpha SMS (sms.net.bd) is refusing every SMS: Key refused. The gateway said: “Authorization required”, code 405.",
    );
  });

  it("names gateways and reads ?days", () => {
    expect(providerName("bulksmsbd")).toBe("BulkSMSBD");
    expect(providerName(null)).toBe("Not tried yet");
    expect(daysParam("30")).toBe(30);
    expect(daysParam(null)).toBe(14);
    for (const bad of ["0", "91", "1.5", "x", ""]) expect(daysParam(bad)).toBe(14);
  });
});
