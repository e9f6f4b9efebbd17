// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPEN_SUPPORT_CHAT_EVENT } from "./open-support-chat";
import { SUPPORT_CHAT_LAUNCHER_ATTRIBUTE, openSupportChatIsland } from "./open-support-chat-island";

function pageWithLauncher({ hydrated }: { hydrated: boolean }) {
  document.body.innerHTML = `<astro-island ${hydrated ? "" : "ssr"}><button type="button" ${SUPPORT_CHAT_LAUNCHER_ATTRIBUTE}>Chat</button></astro-island>`;
  const launcher = document.querySelector("button") as HTMLButtonElement;
  const presses = vi.fn<() => void>();
  launcher.addEventListener("click", presses);
  const opened = vi.fn<() => void>();
  window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, opened);
  return { presses, opened, stop: () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, opened) };
}

let stop = () => undefined as void;
afterEach(() => stop());

describe("openSupportChatIsland", () => {
  it("presses the launcher while the chat island still waits for its code (its directive repeats the press)", () => {
    const page = pageWithLauncher({ hydrated: false });
    stop = page.stop;
    openSupportChatIsland();
    expect(page.presses).toHaveBeenCalledOnce();
    expect(page.opened).not.toHaveBeenCalled();
  });

  it("asks the hydrated chat to open, which never closes an open one", () => {
    const page = pageWithLauncher({ hydrated: true });
    stop = page.stop;
    openSupportChatIsland();
    expect(page.opened).toHaveBeenCalledOnce();
    expect(page.presses).not.toHaveBeenCalled();
  });
});
