// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { type FormEvent, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, prerendered } from "~/components/static-content/prerendered-page.test-support";
import { carryEnteredFields, enteredFields } from "./entered-fields";
import { interactiveFormOnFirstUse } from "./form-on-first-use";
import { KIT_LOAD_FAILED } from "./lead-form-kit";

/** What the form sent, and how often its code rendered. */
const sent = vi.fn<(values: Record<string, string | boolean>) => void>();
const rendered = vi.fn<() => void>();

/** A form like the site's: controlled fields, its own submit handler, sending what its state holds. */
function SignUpForm({ plan }: { plan: string }) {
  rendered();
  const [name, setName] = useState("");
  const [level, setLevel] = useState(plan);
  const [agree, setAgree] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent({ name, level, agree });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Sign up">
      <label>
        Name <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <select name="level" value={level} onChange={(event) => setLevel(event.target.value)}>
        <option value="basic">Basic</option>
        <option value="pro">Pro</option>
      </select>
      <label>
        <input type="checkbox" name="agree" checked={agree} onChange={(event) => setAgree(event.target.checked)} /> I agree
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

type FormModule = { SignUpForm: typeof SignUpForm };

/** The form's module: it arrives when the test says so, or fails while `offline`. */
function formModule() {
  const state = { offline: false, arrive: () => undefined as void };
  const load = vi.fn<() => Promise<FormModule>>(() => {
    if (state.offline) return Promise.reject(new Error("offline"));
    return new Promise((resolve) => (state.arrive = () => resolve({ SignUpForm })));
  });
  return { load, state };
}

/** Types into a control of the markup as the browser does: no React handler sees it. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  sent.mockReset();
  rendered.mockReset();
});

async function prerenderedSignUp() {
  const Form = interactiveFormOnFirstUse(async () => ({ SignUpForm }), "SignUpForm");
  return prerendered(page(<Form plan="basic" />));
}

async function hydrate(load: () => Promise<FormModule>) {
  const container = document.createElement("div");
  container.innerHTML = await prerenderedSignUp();
  document.body.append(container);
  const Form = interactiveFormOnFirstUse(load, "SignUpForm");
  await act(async () => {
    hydrateRoot(container, page(<Form plan="basic" />));
  });
  rendered.mockClear();
  return container;
}

describe("interactiveFormOnFirstUse", () => {
  it("keeps what was typed, chosen and ticked before the code arrived, and sends it when the code comes after a submit", async () => {
    const { load, state } = formModule();
    const container = await hydrate(load);
    expect(load).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();

    const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
    await act(async () => name.focus());
    expect(load).toHaveBeenCalledTimes(1);
    type(name, "Asha Rao");
    type(container.querySelector("select")!, "pro");
    container.querySelector<HTMLInputElement>("input[type=checkbox]")!.checked = true;

    // Sent before the code is there: the browser does not submit the markup.
    const submits: Event[] = [];
    document.addEventListener("submit", (event) => submits.push(event));
    await act(async () => {
      container.querySelector("button")!.click();
    });
    expect(submits).toHaveLength(1);
    expect(submits[0]?.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    await act(async () => state.arrive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>("input[name=name]")!.value).toBe("Asha Rao");
    expect(container.querySelector("select")!.value).toBe("pro");
    expect(container.querySelector<HTMLInputElement>("input[type=checkbox]")!.checked).toBe(true);
    expect(document.activeElement).toBe(container.querySelector("input[name=name]"));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ name: "Asha Rao", level: "pro", agree: true });
  });

  it("says so when the code cannot load after a submit, keeps the values, and tries again at the next press", async () => {
    const { load, state } = formModule();
    state.offline = true;
    const container = await hydrate(load);
    const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
    type(name, "Asha Rao");
    await act(async () => {
      container.querySelector("button")!.click();
    });
    expect(container.querySelector("[role=alert]")?.textContent).toBe(KIT_LOAD_FAILED);
    expect(name.value).toBe("Asha Rao");
    expect(rendered).not.toHaveBeenCalled();

    state.offline = false;
    const callsBefore = load.mock.calls.length;
    await act(async () => {
      container.querySelector("button")!.click();
    });
    expect(load.mock.calls.length).toBe(callsBefore + 1);
    await act(async () => state.arrive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector("[role=alert]")).toBeNull();
    expect(sent).toHaveBeenCalledWith({ name: "Asha Rao", level: "basic", agree: false });
  });

  it("sends once, when its code has come, a form a script sent twice before (requestSubmit, no press)", async () => {
    const { load, state } = formModule();
    const container = await hydrate(load);
    const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
    await act(async () => name.focus());
    type(name, "Asha Rao");
    await act(async () => {
      container.querySelector("form")!.requestSubmit();
      container.querySelector("form")!.requestSubmit();
    });
    expect(sent).not.toHaveBeenCalled();
    await act(async () => state.arrive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ name: "Asha Rao", level: "basic", agree: false });
  });

  it("loads its code as soon as the page hydrates when `atOnce` says the visit needs it", async () => {
    const load = vi.fn<() => Promise<FormModule>>(async () => ({ SignUpForm }));
    const container = document.createElement("div");
    container.innerHTML = await prerenderedSignUp();
    document.body.append(container);
    const Form = interactiveFormOnFirstUse(load, "SignUpForm", { atOnce: ({ plan }) => plan === "basic" });
    await act(async () => {
      hydrateRoot(container, page(<Form plan="basic" />));
    });
    expect(load).toHaveBeenCalled();
    expect(container.querySelector("[data-interactive] form")).not.toBeNull();
  });
});

/** Two tabs: the arrow keys move between them. */
function Tabs() {
  const [active, setActive] = useState(0);
  return (
    <div role="tablist">
      {["One", "Two"].map((label, i) => (
        <button
          key={label}
          type="button"
          role="tab"
          aria-selected={i === active}
          onKeyDown={(event) => event.key === "ArrowRight" && setActive((n) => (n + 1) % 2)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

describe("interactiveFormOnFirstUse with keys", () => {
  it("presses again the arrow keys pressed on the markup while its code was on its way", async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn<() => Promise<{ Tabs: typeof Tabs }>>(async () => ({ Tabs }));
    const Piece = interactiveFormOnFirstUse(load, "Tabs");
    const container = document.createElement("div");
    container.innerHTML = await prerendered(page(<Piece />));
    document.body.append(container);
    load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({ Tabs }))));
    await act(async () => {
      hydrateRoot(container, page(<Piece />));
    });
    const first = container.querySelector<HTMLButtonElement>("[role=tab]")!;
    await act(async () => first.focus());
    await act(async () => {
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    });
    expect(first.getAttribute("aria-selected")).toBe("true");
    await act(async () => arrive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    const selected = container.querySelector("[data-interactive] [aria-selected=true]");
    expect(selected?.textContent).toBe("Two");
  });
});

describe("enteredFields", () => {
  it("reads only the controls the visitor changed from what the markup gave them", () => {
    const box = document.createElement("div");
    box.innerHTML = `<form>
      <input name="a" value="kept"><input name="b" value=""><textarea name="c">start</textarea>
      <input type="radio" name="r" value="1" checked><input type="radio" name="r" value="2">
      <input type="checkbox" name="x"><select name="s"><option value="1" selected>1</option><option value="2">2</option></select>
    </form>`;
    box.querySelector<HTMLInputElement>("[name=b]")!.value = "typed";
    box.querySelector<HTMLTextAreaElement>("textarea")!.value = "start, then more";
    box.querySelector<HTMLInputElement>("[name=r][value='2']")!.checked = true;
    expect(enteredFields(box)).toEqual([
      { path: [0, 1], tag: "INPUT", type: "text", value: "typed" },
      { path: [0, 2], tag: "TEXTAREA", type: "textarea", value: "start, then more" },
      { path: [0, 3], tag: "INPUT", type: "radio", checked: false },
      { path: [0, 4], tag: "INPUT", type: "radio", checked: true },
    ]);
  });
});

describe("carryEnteredFields", () => {
  it("keeps what had faded in revealed, so the rendered cards do not fade in again, and presses at once when nothing was entered", () => {
    const cards = (revealed: boolean) =>
      `<ul>${[0, 1, 2].map((i) => `<li data-reveal=""${revealed && i < 2 ? ' data-revealed=""' : ""}>Card ${i}</li>`).join("")}</ul>`;
    const markup = document.createElement("div");
    markup.innerHTML = cards(true);
    const renderedCards = document.createElement("div");
    renderedCards.innerHTML = cards(false);
    const pressLater = carryEnteredFields(markup, [])(renderedCards);
    expect([...renderedCards.querySelectorAll("li")].map((li) => li.hasAttribute("data-revealed"))).toEqual([true, true, false]);
    expect(pressLater).toBe(false);
  });
});
