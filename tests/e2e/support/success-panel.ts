import type { Locator, Page } from "@playwright/test";
import type { LeadKind } from "../../../contract/leads/lead-paths";
import { successPanelOf } from "../../../app/features/lead-forms/success-panels";

/** The heading of a form's success panel (app/features/lead-forms/success-panels.ts). */
export const panelHeading = (kind: LeadKind) => successPanelOf(kind, undefined).heading;

/**
 * The success panel that replaces a lead form once it is sent: a region named
 * by its heading, inside the live region that stays in the page where the
 * form was (app/features/lead-forms/lead-form-frame.tsx).
 */
export function successPanel(scope: Page | Locator, kind: LeadKind): Locator {
  return scope.getByRole("status").getByRole("region", { name: panelHeading(kind) });
}
