import fc from "fast-check";
import {
  daysBetween,
  formatDate,
  formatMonthYear,
  isCalendarDate,
  parseDayMonthYear,
  toEpochMs,
  yearOf,
} from "solekit/rules";

describe("dates in Australian English (account-area §9)", () => {
  it.each([
    ["2024-03-01", {}, "01/03/2024"],
    ["2024-03-01", { style: "long" }, "1 March 2024"],
    ["2024-03-01", { style: "monthYear" }, "March 2024"],
    ["2024-03-01T14:00:00Z", {}, "02/03/2024"],
    ["2024-03-01T14:00:00Z", { timeZone: "UTC" }, "01/03/2024"],
    ["2024-12-31T12:59:00Z", { timeZone: "Australia/Perth" }, "31/12/2024"],
    ["not a date", {}, ""],
  ] as const)("formats %s with %j as %s", (input, options, text) => {
    expect(formatDate(input, options)).toBe(text);
  });

  it("shows a date-only string as written in every zone", () => {
    for (const timeZone of ["Pacific/Honolulu", "Australia/Sydney", "Pacific/Kiritimati"]) {
      expect(formatDate("2024-07-15", { timeZone })).toBe("15/07/2024");
    }
  });

  it("formats month and year for child cards", () => {
    expect(formatMonthYear(3, 2019)).toBe("March 2019");
    expect(formatMonthYear(12, 2020)).toBe("December 2020");
  });

  it("reads Date, epoch ms and ISO strings alike", () => {
    const epoch = Date.UTC(2024, 2, 1);
    expect(toEpochMs(new Date(epoch))).toBe(epoch);
    expect(toEpochMs(epoch)).toBe(epoch);
    expect(toEpochMs("2024-03-01T00:00:00Z")).toBe(epoch);
  });

  it("counts whole days", () => {
    expect(daysBetween("2024-03-01T00:00:00Z", "2024-03-22T12:00:00Z")).toBe(21);
    expect(daysBetween("2024-03-22T00:00:00Z", "2024-03-01T00:00:00Z")).toBe(-21);
  });

  it("reads the member-since year in the shop's zone", () => {
    expect(yearOf("2021-06-15T03:00:00Z")).toBe(2021);
    expect(yearOf("2021-12-31T14:00:00Z")).toBe(2022);
  });
});

describe("dd/mm/yyyy birthdays (account-area §5)", () => {
  it.each([
    ["07/03/2019", { day: 7, month: 3, year: 2019 }],
    ["7/3/2019", { day: 7, month: 3, year: 2019 }],
    ["29-02-2024", { day: 29, month: 2, year: 2024 }],
    ["29/02/2023", null],
    ["31/04/2020", null],
    ["00/01/2020", null],
    ["01/13/2020", null],
    ["2019-03-07", null],
    ["", null],
  ])("reads %j as %j", (text, expected) => {
    expect(parseDayMonthYear(text)).toEqual(expected);
  });

  it("accepts exactly the days a real calendar has", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1870-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }),
        (date) => {
          const parts = {
            day: date.getUTCDate(),
            month: date.getUTCMonth() + 1,
            year: date.getUTCFullYear(),
          };
          expect(isCalendarDate(parts)).toBe(true);
          const text = `${String(parts.day).padStart(2, "0")}/${String(parts.month).padStart(2, "0")}/${parts.year}`;
          expect(parseDayMonthYear(text)).toEqual(parts);
        },
      ),
    );
  });
});
