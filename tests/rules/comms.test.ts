import fc from "fast-check";
import {
  COMMS_FLAGS,
  type CommsFlags,
  DEFAULT_COMMS,
  isOptedOut,
  NOTIFICATION_TOGGLES,
  normaliseComms,
  setCommsFlag,
  setNotificationToggle,
  setOptOut,
} from "solekit/rules";

const allOn: CommsFlags = setOptOut(DEFAULT_COMMS, false);
const allOff = setOptOut(allOn, true);

describe("comms of a member who has not chosen (a parent opts in)", () => {
  it("has no notification toggle on, so is opted out; service messages stay on", () => {
    for (const toggle of NOTIFICATION_TOGGLES) expect(DEFAULT_COMMS[toggle]).toBe(false);
    expect(DEFAULT_COMMS).toMatchObject({
      email_optout: true,
      sms_optout: true,
      email_service: true,
      sms_service: true,
    });
    expect(isOptedOut(DEFAULT_COMMS)).toBe(true);
    expect(normaliseComms(DEFAULT_COMMS)).toEqual(DEFAULT_COMMS);
  });
});

describe("setCommsFlag: one checkbox of a comms form", () => {
  it("a toggle follows setNotificationToggle, an opt-out flag moves both, a service flag stays on", () => {
    for (const toggle of NOTIFICATION_TOGGLES) {
      expect(setCommsFlag(DEFAULT_COMMS, toggle, true)).toEqual(
        setNotificationToggle(DEFAULT_COMMS, toggle, true),
      );
    }
    expect(setCommsFlag(DEFAULT_COMMS, "sms_optout", false)).toEqual(allOn);
    expect(setCommsFlag(allOn, "email_optout", true)).toEqual(allOff);
    expect(setCommsFlag(DEFAULT_COMMS, "email_service", false)).toBe(DEFAULT_COMMS);
    expect(setCommsFlag(DEFAULT_COMMS, "sms_service", false).sms_service).toBe(true);
  });
});

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
    let flags: CommsFlags = allOn;
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
    expect(normaliseComms({ ...allOn, email_optout: true, sms_optout: true }).email_optout).toBe(false);
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
      fc.property(fc.array(action, { maxLength: 20 }), fc.boolean(), (actions, startOn) => {
        let flags: CommsFlags = startOn ? allOn : DEFAULT_COMMS;
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
