// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contactSchema } from "../../../contract/leads/contact-schema.ts";
import { corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import { eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import { investorAccessSubmissionSchema } from "../../../contract/leads/investor-access.ts";
import { partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { eventsAsOf } from "~/features/event-tabs/events.test-support";
import { LeadFormFor } from "./lead-form-for";
import { registrationEventById } from "./requested-items";

// Every event of app/content/events/, as upcoming as it was in 1970.
const { upcoming: upcomingEvents } = eventsAsOf(new Date(0));

afterEach(cleanup);

describe("LeadFormFor (a refused plain post shown again)", () => {
  it("posts the contact form to its endpoint with the contract's field names", () => {
    render(<LeadFormFor kind="contact" />);
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contact/submit.php");
    const names = [...form.querySelectorAll("input, textarea, select")].map((control) => control.getAttribute("name"));
    expect(names).toEqual(["name", "email", "organization", "role", "message", "website"]);
  });

  it("keeps every typed value, shows each message beside its field and the form's message", () => {
    render(
      <LeadFormFor
        kind="contact"
        initial={{
          values: { name: "Asha", email: "asha@", organization: "Kisan Labs", role: "", message: "Hello" },
          fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
          formError: "Please correct the highlighted fields and try again.",
        }}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveProperty("value", "Asha");
    expect(screen.getByLabelText(/^Organization/)).toHaveProperty("value", "Kisan Labs");
    expect(screen.getByLabelText(/^Message/)).toHaveProperty("value", "Hello");
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveProperty("value", "asha@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("contact-email-error");
    expect(document.getElementById("contact-email-error")?.textContent).toBe("Please enter a valid e-mail address, such as name@company.in.");
    expect(screen.getByRole("alert").textContent).toContain("Please correct the highlighted fields and try again.");
  });
});

describe("a message beside a field", () => {
  it("goes once the visitor changes that field, and only that field's", () => {
    render(
      <LeadFormFor
        kind="contact"
        initial={{
          values: { name: "", email: "asha@", organization: "", role: "", message: "" },
          fieldErrors: { name: "Please enter your name.", email: "Please enter a valid e-mail address, such as name@company.in." },
        }}
      />,
    );
    const name = screen.getByLabelText(/^Name/);
    fireEvent.input(name, { target: { value: "Asha" } });
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById("contact-name-error")).toBeNull();
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("contact-email-error")?.textContent).toBe("Please enter a valid e-mail address, such as name@company.in.");
  });
});

describe("every lead form posts the contract's fields to its endpoint", () => {
  const cases = [
    { kind: "contact", schema: contactSchema, endpoint: "/api/contact/submit.php" },
    { kind: "incubation", schema: incubationSchema, endpoint: "/api/incubation/submit.php", multipart: true, notAField: ["pitchDeckName"] },
    { kind: "partnership", schema: partnershipSchema, endpoint: "/api/partnership/submit.php" },
    { kind: "corporate-inquiry", schema: corporateInquirySchema, endpoint: "/api/corporate-inquiry/submit.php" },
    { kind: "investor-access", schema: investorAccessSubmissionSchema, endpoint: "/api/investor-access/submit.php" },
    { kind: "event-registration", schema: eventRegistrationSchema, endpoint: "/api/event-registration/submit.php", event: upcomingEvents[0]! },
    { kind: "download-request", schema: downloadRequestSchema, endpoint: "/api/download-request/submit.php", file: { id: "seed-stage-business-plan", title: "Seed-Stage Business Plan" } },
  ] as const;

  for (const { kind, schema, endpoint, ...rest } of cases) {
    it(`${kind}`, () => {
      const { container } = render(<LeadFormFor kind={kind} event={"event" in rest ? rest.event : undefined} file={"file" in rest ? rest.file : undefined} />);
      const form = container.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe(endpoint);
      expect(form.getAttribute("enctype")).toBe("multipart" in rest ? "multipart/form-data" : null);
      const names = new Set([...form.querySelectorAll("input, textarea, select")].map((control) => control.getAttribute("name")));
      const notAField: readonly string[] = "notAField" in rest ? rest.notAField : [];
      expect([...names].sort()).toEqual(Object.keys(schema.shape).filter((name) => !notAField.includes(name)).sort());
    });
  }

  it("ticks a refused post's choices again", () => {
    const { container } = render(<LeadFormFor kind="corporate-inquiry" initial={{ values: { interests: ["Process Automation", "Innovation Consulting"] }, fieldErrors: {} }} />);
    const ticked = [...container.querySelectorAll<HTMLInputElement>("input[name=interests]:checked")].map((box) => box.value);
    expect(ticked.sort()).toEqual(["Innovation Consulting", "Process Automation"]);
  });

  it("finds the event a refused registration named, and says so when there is none", () => {
    const event = registrationEventById(upcomingEvents[0]!.id, upcomingEvents)!;
    expect(event).toEqual({ id: upcomingEvents[0]!.id, title: upcomingEvents[0]!.title, date: upcomingEvents[0]!.date, location: upcomingEvents[0]!.location });
    expect(registrationEventById("no-such-event", upcomingEvents)).toBeUndefined();
    const { container, unmount } = render(<LeadFormFor kind="event-registration" event={event} initial={{ values: { eventId: event.id, fullName: "" }, fieldErrors: { fullName: "Please enter your full name." } }} />);
    expect(container.querySelector<HTMLInputElement>("input[name=eventId]")?.value).toBe(event.id);
    expect(screen.getByText("Please enter your full name.", { selector: "p[id$=-error]" })).toBeTruthy();
    unmount();
    render(<LeadFormFor kind="event-registration" initial={{ values: { eventId: "no-such-event" }, fieldErrors: {} }} />);
    expect(screen.getByRole("alert").textContent).toContain("This event is not open for registration.");
  });

  it("shows the file the page found for a refused download request, and says so when there is none", () => {
    const file = { id: "seed-pitch-deck", title: "Seed Pitch Deck (12 slides)" };
    const { container, unmount } = render(<LeadFormFor kind="download-request" file={file} initial={{ values: { resourceId: file.id }, fieldErrors: {} }} />);
    expect(container.querySelector<HTMLInputElement>("input[name=resourceId]")?.value).toBe(file.id);
    unmount();
    render(<LeadFormFor kind="download-request" initial={{ values: { resourceId: "no-such-file" }, fieldErrors: {} }} />);
    expect(screen.getByRole("alert").textContent).toContain("This file is not in our library.");
  });
});
