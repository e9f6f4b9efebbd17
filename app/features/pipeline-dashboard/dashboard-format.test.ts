import { describe, expect, it } from "vitest";
import { share, shortWeek, workingHoursText } from "./dashboard-format";

describe("the dashboard's words", () => {
  it("names a week by its Monday", () => {
    expect(shortWeek("2026-11-23")).toBe("23 Nov");
    expect(shortWeek("2027-01-04")).toBe("4 Jan");
  });

  it("says working time in minutes, hours or working days", () => {
    expect(workingHoursText(null)).toBe("No replies yet");
    expect(workingHoursText(0.25)).toBe("15 min");
    expect(workingHoursText(2)).toBe("2 working hours");
    expect(workingHoursText(2.46)).toBe("2.5 working hours");
    expect(workingHoursText(17)).toBe("2 working days");
  });

  it("gives a share of a whole", () => {
    expect(share(1, 4)).toBe("25%");
    expect(share(0, 0)).toBe("–");
  });
});
