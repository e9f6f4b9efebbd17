import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { contactLink } from "~/lib/contact-link";
import { OPEN_SUPPORT_CHAT_EVENT } from "./open-support-chat";
import { type SupportChatPanelProps, supportChatPanelFrame, supportChatPanelSize } from "./support-chat-panel-frame";
import { whenIdle } from "./when-idle";

// The panel is its own chunk: fetched when the browser is idle or when the
// visitor opens the chat, whichever comes first, never with the page.
const loadPanel = () => import("./support-chat-panel");
const SupportChatPanel = lazy(() => loadPanel().catch(() => ({ default: PanelUnavailable })));

/**
 * The support chat's floating button, bottom right on any page that mounts
 * it. It opens on click or on openSupportChat(); Escape inside the widget
 * closes it and returns focus here. SupportChat (support-chat.tsx) loads it
 * once the page is interactive, so it is never a dead button; being fixed and
 * fixed-size, it shifts nothing.
 */
export function SupportChatLauncher({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [panelMounted, setPanelMounted] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const show = useCallback(() => {
    setOpen(true);
    setPanelMounted(true);
  }, []);

  useEffect(() => whenIdle(preloadPanel), []);

  useEffect(() => {
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
  }, [show]);

  // Escape closes the chat when focus is inside it (button or panel), and focus returns to the button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !widgetRef.current?.contains(event.target)) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div ref={widgetRef} data-testid="support-chat">
      {panelMounted && (
        <Suspense fallback={<PanelLoading open={open} />}>
          <SupportChatPanel id={panelId} open={open} frameClassName={supportChatPanelFrame} frameStyle={supportChatPanelSize} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label="Support chat"
        aria-expanded={open}
        aria-controls={panelMounted ? panelId : undefined}
        title={open ? "Close the support chat" : "Chat with the Ankur team"}
        onClick={() => (open ? setOpen(false) : show())}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/60 transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6"
      >
        <Icon name={open ? "x" : "message-circle"} className="size-6" />
      </button>
    </div>
  );
}

function preloadPanel(): void {
  // A failed preload is retried by the lazy component when the visitor opens the chat.
  loadPanel().catch(() => {});
}

function PanelLoading({ open }: { open: boolean }) {
  return (
    <output hidden={!open} className={`${supportChatPanelFrame} items-center justify-center p-6 text-sm text-slate-600`} style={supportChatPanelSize}>
      Loading the chat…
    </output>
  );
}

/** Shown in place of the panel when its code could not be loaded (offline, or a new deployment). */
function PanelUnavailable({ id, open, frameClassName }: SupportChatPanelProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (open) linkRef.current?.focus();
  }, [open]);
  return (
    <div id={id} hidden={!open} className={`${frameClassName} gap-3 p-6 text-sm text-slate-700`}>
      <p>The chat could not load right now. Please reload the page, or write to us and we will get back to you shortly.</p>
      <Link ref={linkRef} to={contactLink("Question from the support chat")} className="btn btn-primary self-start">
        Write to us
      </Link>
    </div>
  );
}
