import fc from "fast-check";
import {
  COMMS_FLAGS,
  type CommsFlags,
  DEFAULT_COMMS,
  isOptedOut,
  NOTIFICATION_TOGGLES,
  normaliseComms,
  setNotificationToggle,
  setOptOut,
} from "solekit/rules";

const allOff = setOptOut(DEFAULT_COMMS, true);

describe("opt-out and the six notification toggles (account-area §4)", () => {
  it("has ten flags, six of them toggles; service flags are not toggles", () => {
    expect(COMMS_FLAGS).toHaveLength(10);
    expect(NOTIFICATION_TOGGLES).toHaveLength(6);
    expect(NOTIFICATION_TOGGLES).not.toContain("email_service");
    expect(NOTIFICATION_TOGGLES).not.toContain("sms_service");
  });

  it("turning opt-out on turns all six off", () => {
    for (const toggle of NOTIFICATION_TOGGLES) expect(allOff[toggle]).toBe(false);
    expect(allOff.email_optout).toBe(true);
    expect(allOff.sms_optout).toBe(true);
  });

  it("leaves service messages alone when opting out", () => {
    expect(allOff.email_service).toBe(true);
    expect(allOff.sms_service).toBe(true);
  });

  it("turning the last toggle off turns opt-out on", () => {
    let flags: CommsFlags = DEFAULT_COMMS;
    for (const toggle of NOTIFICATION_TOGGLES) {
      expect(flags.email_optout).toBe(false);
      flags = setNotificationToggle(flags, toggle, false);
    }
    expect(flags.email_optout).toBe(true);
    expect(flags.sms_optout).toBe(true);
  });

  it.each(NOTIFICATION_TOGGLES)("turning %s on turns opt-out off", (toggle) => {
    const flags = setNotificationToggle(allOff, toggle, true);
    expect(flags[toggle]).toBe(true);
    expect(flags.email_optout).toBe(false);
    expect(flags.sms_optout).toBe(false);
  });

  it("turning opt-out off brings the six toggles back on", () => {
    const flags = setOptOut(allOff, false);
    for (const toggle of NOTIFICATION_TOGGLES) expect(flags[toggle]).toBe(true);
    expect(isOptedOut(flags)).toBe(false);
  });

  it("repairs loaded flags whose opt-out disagrees with the toggles", () => {
    expect(normaliseComms({ ...DEFAULT_COMMS, email_optout: true, sms_optout: true }).email_optout).toBe(
      false,
    );
    expect(normaliseComms({ ...allOff, email_optout: false }).email_optout).toBe(true);
  });

  it("keeps opt-out equal to 'all six off' after any sequence of changes", () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant("toggle" as const),
        toggle: fc.constantFrom(...NOTIFICATION_TOGGLES),
        on: fc.boolean(),
      }),
      fc.record({ kind: fc.constant("optOut" as const), on: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let flags: CommsFlags = DEFAULT_COMMS;
        for (const step of actions) {
          flags =
            step.kind === "toggle"
              ? setNotificationToggle(flags, step.toggle, step.on)
              : setOptOut(flags, step.on);
        }
        const allSixOff = NOTIFICATION_TOGGLES.every((toggle) => !flags[toggle]);
        expect(flags.email_optout).toBe(allSixOff);
        expect(flags.sms_optout).toBe(allSixOff);
      }),
    );
  });
});
