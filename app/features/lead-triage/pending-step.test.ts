import { describe, expect, it } from "vitest";
import { queueStep, takeStep } from "./pending-step";

describe("the step pressed while moving to the next lead", () => {
  it("is taken once, by the page that comes next", () => {
    queueStep("next", 1000);
    expect(takeStep(1500)).toBe("next");
    expect(takeStep(1600)).toBeNull();
  });

  it("keeps only the last press and is dropped after three seconds", () => {
    queueStep("next", 0);
    queueStep("previous", 10);
    expect(takeStep(3010)).toBe("previous");
    queueStep("next", 0);
    expect(takeStep(3001)).toBeNull();
  });
});
