/**
 * A j or k pressed while the page is still moving to the next lead (the old
 * lead's page still shown, or the new one's neighbours not yet known): the
 * lead page that comes next takes it, so j j goes two leads on as it would in
 * a list. A step not taken within STEP_TTL_MS is dropped, so it never moves a
 * page opened later by other means.
 */
export type Step = "previous" | "next";

const STEP_TTL_MS = 3000;
let pending: { step: Step; at: number } | null = null;

export function queueStep(step: Step, now = Date.now()): void {
  pending = { step, at: now };
}

export function takeStep(now = Date.now()): Step | null {
  const taken = pending && now - pending.at <= STEP_TTL_MS ? pending.step : null;
  pending = null;
  return taken;
}
