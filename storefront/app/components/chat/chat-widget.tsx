/**
 * The assistant (spec 2.13, 4, 8, 9): the floating button and its panel. The page's first view has only a link to
 * /chat (layout/chat-slot.tsx); its first press loads this module and its stylesheet and renders this in the link's
 * place, open. It stays mounted from then on, so the conversation survives closing and reopening.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '~/components/ui/icon';
import { useToast } from '~/components/ui/toast';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kundu/cms-contract/limits';
import { useChatMessages } from '~/messages/chat';
import { ChatBubble, type ChatSource } from './chat-bubble';
import { Mascot, useMascot } from './mascot';
import { isRefusal, isText, listOf, objectOf, optional, readJson, type Shape } from '~/lib/json-shape';

/** Spec 3: a chat message (client only). */
type ChatMessage = { id: number; message: string; isUser: boolean; timestamp: number; sources?: ChatSource[] };

const isSource: Shape<ChatSource> = objectOf({ title: isText, path: isText });
/** What /api/chat answers: Kumul's answer with the pages it drew on, or a refusal in words (`message`). */
const isAnswer = objectOf({ response: isText, sources: optional(listOf(isSource)) });

export function ChatWidget() {
  const t = useChatMessages();
  const { toast } = useToast();
  const [open, setOpen] = useState(true);
  // Spec 2.13: the first opening, with an empty history, brings the greeting.
  const [history, setHistory] = useState<ChatMessage[]>(() => [
    { id: 0, message: t.greeting, isUser: false, timestamp: Date.now() },
  ]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const { frame, play } = useMascot();
  const nextId = useRef(1);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const hintId = useId();

  const add = (message: string, isUser: boolean, sources?: ChatSource[]) =>
    setHistory((items) => [...items, { id: nextId.current++, message, isUser, timestamp: Date.now(), sources }]);

  // Focus moves into the panel when it opens.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  // The latest message in view.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [history, pending, open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    add(message, true);
    setInput('');
    setPending(true);
    play('typing');
    // A refusal in words (too many messages, too long) says why; anything else gets the spec's text.
    let refusal: string | undefined;
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      const answer = await readJson(response.clone(), isAnswer);
      if (response.ok && answer) {
        add(answer.response, false, answer.sources);
        return;
      }
      if (response.status < 500) refusal = (await readJson(response, isRefusal))?.message;
    } catch {
      // The network failed: the spec's text below.
    } finally {
      setPending(false);
    }
    // Spec 8: the learner's message stays, followed by the apology.
    toast({ title: t.errorTitle, description: refusal ?? t.errorText, variant: 'destructive' });
    add(t.apology, false);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label={t.title}
        aria-expanded={open}
        aria-controls={panelId}
        className="chat-toggle"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="message" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog closes on Escape */}
      <div
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!open}
        className="chat-panel"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        <div className="chat-header">
          <button
            type="button"
            onMouseEnter={() => play('hover')}
            onClick={() => play('click')}
            className="chat-mascot-button"
            aria-label={t.mascot}
          >
            <Mascot frame={frame} />
          </button>
          <h2 id={titleId}>{t.title}</h2>
          <button type="button" onClick={close} aria-label={t.close} className="chat-close">
            <Icon name="x" />
          </button>
        </div>
        <div ref={log} role="log" aria-label={t.conversation} className="chat-log">
          <ol className="chat-list">
            {history.map((item) => (
              <ChatBubble key={item.id} isUser={item.isUser} text={item.message} sources={item.sources} />
            ))}
          </ol>
          {pending ? (
            <p role="status" className="chat-typing">
              {t.typing}
            </p>
          ) : null}
        </div>
        <div className="chat-quick" role="group" aria-label={t.quickLabel}>
          {t.quick.map((quick) => (
            <button key={quick.label} type="button" disabled={pending} onClick={() => void send(quick.message)}>
              {quick.label}
            </button>
          ))}
        </div>
        <form onSubmit={onSubmit} className="chat-form">
          <textarea
            ref={field}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onFieldKeyDown}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder={t.placeholder}
            aria-label={t.inputLabel}
            aria-describedby={hintId}
          />
          <span id={hintId} className="chat-hidden">
            {t.hint}
          </span>
          <button type="submit" disabled={pending || !input.trim()} className="chat-send">
            {t.send}
          </button>
        </form>
      </div>
    </>
  );
}
