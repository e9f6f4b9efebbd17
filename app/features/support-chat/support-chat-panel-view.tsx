import { type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { type ChatMessage, formatMessageTime } from "./chat-message";
import { chatConversationReducer, replyArrived, startConversation, visitorSent } from "./chat-conversation";
import { offersHandOff } from "./chat-hand-off";
import { ChatHandOffForm } from "./chat-hand-off-form";
import { unansweredQuestions } from "./chat-session-store";
import { QUICK_QUESTIONS, RESPONSE_TIME_TEXT, SUPPORT_NAME } from "./chat-replies";
import { messageSegments } from "./message-segments";
import { CHAT_TYPING_DELAY_MS, replyForMessage } from "./reply-for-message";
import type { SupportChatPanelProps } from "./support-chat-panel-frame";

/** Longest message the visitor can type. */
const MESSAGE_MAX_LENGTH = 500;

/** The chat panel (./support-chat-island.tsx mounts it). It stays mounted once opened, so closing keeps the conversation. */
export function SupportChatPanelView({
  id,
  open,
  frameClassName,
  frameStyle,
  initialConversation,
  onConversationChange,
}: SupportChatPanelProps) {
  const [conversation, dispatch] = useReducer(chatConversationReducer, initialConversation, (kept) => kept ?? startConversation(Date.now()));
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const messagesRef = useRef<HTMLOListElement>(null);
  const replyTimers = useRef(new Set<number>());
  const titleId = useId();
  const typing = conversation.pendingReplies > 0;

  useEffect(() => {
    const timers = replyTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const scheduleReply = useCallback((reply: string | null) => {
    if (reply === null) return;
    const timer = window.setTimeout(() => {
      replyTimers.current.delete(timer);
      dispatch(replyArrived(reply));
    }, CHAT_TYPING_DELAY_MS);
    replyTimers.current.add(timer);
  }, []);

  // A conversation carried over from another page gets the replies it was still waiting for.
  const carriedOver = useRef(initialConversation);
  useEffect(() => {
    if (carriedOver.current) for (const question of unansweredQuestions(carriedOver.current)) scheduleReply(replyForMessage(question));
    carriedOver.current = undefined;
  }, [scheduleReply]);

  useEffect(() => onConversationChange?.(conversation), [conversation, onConversationChange]);

  // Opening shows the newest message (a hidden list cannot scroll) and moves focus to the input.
  useEffect(() => {
    if (!open) return;
    const list = messagesRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    inputRef.current?.focus();
  }, [open]);

  function send(text: string): boolean {
    const reply = replyForMessage(text);
    if (reply === null) return false;
    dispatch(visitorSent(text.trim()));
    scheduleReply(reply);
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(draft);
    setDraft("");
  }

  return (
    <section
      id={id}
      // A non-modal dialog: the page stays usable while the chat is open.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className={`${frameClassName} motion-safe:animate-fade-in`}
      style={frameStyle}
      data-testid="support-chat-panel"
    >
      <header className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Icon name="message-circle" className="size-5" />
        </span>
        <span>
          <h2 id={titleId} className="font-semibold">
            {SUPPORT_NAME}
          </h2>
          {/* No "online" dot: the answers here are scripted, and the team replies by e-mail. */}
          <p className="text-sm text-white/90">{RESPONSE_TIME_TEXT}</p>
        </span>
      </header>

      <ol
        ref={messagesRef}
        aria-label="Messages"
        // Scrollable, so it must be reachable by keyboard.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4"
      >
        {conversation.messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
        {typing && (
          <li ref={scrollIntoList} className="flex items-center gap-1.5 self-start rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid="chat-typing-indicator" aria-hidden="true">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </li>
        )}
      </ol>

      {/* New replies and the typing indicator (once) are read out here. */}
      <div aria-live="polite" className="sr-only" data-testid="chat-announcement">
        {conversation.announcement && <p key={conversation.announcement.id}>{conversation.announcement.text}</p>}
      </div>

      {offersHandOff(conversation) && <ChatHandOffForm idPrefix={`${id}-hand-off`} conversation={conversation} />}

      <fieldset className="min-w-0 border-t border-slate-200 px-4 pt-2">
        <legend className="sr-only">Quick questions</legend>
        <div className="flex flex-wrap gap-2 pt-1">
          {QUICK_QUESTIONS.map(({ label, question }) => (
            <button
              key={label}
              type="button"
              onClick={() => send(question)}
              title={question}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100"
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>

      <form onSubmit={onSubmit} className="flex items-center gap-2 px-4 py-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Your message
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          placeholder="Type your question…"
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm placeholder:text-slate-500 focus:border-brand-600"
        />
        <button type="submit" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800">
          <Icon name="send" className="size-5" label="Send message" />
        </button>
      </form>
    </section>
  );
}

/** Keeps a newly added message (or the typing indicator) in view at the bottom of the list. */
function scrollIntoList(item: HTMLLIElement | null): void {
  const list = item?.parentElement;
  if (list) list.scrollTop = list.scrollHeight;
}

function ChatBubble({ message }: { message: ChatMessage }) {
  const fromVisitor = message.type === "user";
  return (
    <li ref={scrollIntoList} className={`flex max-w-[85%] flex-col gap-1 ${fromVisitor ? "items-end self-end" : "items-start self-start"}`} data-message-type={message.type}>
      <p
        className={`rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${
          fromVisitor ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-white text-slate-800 shadow-sm ring-1 ring-slate-200"
        }`}
      >
        {fromVisitor ? message.content : <MessageText content={message.content} />}
      </p>
      <p className="text-xs text-slate-600">
        {fromVisitor ? "You" : SUPPORT_NAME} ·{" "}
        <time dateTime={new Date(message.timestamp).toISOString()}>{formatMessageTime(message.timestamp)}</time>
      </p>
    </li>
  );
}

/** System text with its [label](/path) links as in-site links; the visitor's own text is never parsed. */
function MessageText({ content }: { content: string }) {
  return messageSegments(content).map((segment, i) =>
    segment.kind === "link" ? (
      <Link key={i} to={segment.to} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {segment.text}
      </Link>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );
}
