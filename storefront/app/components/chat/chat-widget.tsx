/**
 * The assistant's panel (spec 2.13, 4, 8, 9), loaded only when the floating button is first pressed
 * (layout/chat-slot.tsx), so no page's first view carries it. It stays mounted once loaded, so the conversation
 * survives closing and reopening.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '~/components/ui/icon';
import { useToast } from '~/components/ui/toast';
import { MAX_CHAT_MESSAGE } from '~/lib/chat-text';
import { useChatMessages } from '~/messages/chat';
import { ChatSources, ChatText } from './chat-text';
import { Mascot, useMascot } from './mascot';

/** Spec 3: a chat message (client only). */
type ChatMessage = {
  id: number;
  message: string;
  isUser: boolean;
  timestamp: number;
  sources?: Array<{ title: string; path: string }>;
};

export function ChatWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useChatMessages();
  const { toast } = useToast();
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const { frame, play } = useMascot();
  const nextId = useRef(1);
  const field = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();

  const add = (message: string, isUser: boolean, sources?: ChatMessage['sources']) =>
    setHistory((items) => [...items, { id: nextId.current++, message, isUser, timestamp: Date.now(), sources }]);

  useEffect(() => {
    if (!open) return;
    if (history.length === 0) add(t.greeting, false);
    field.current?.focus();
    // Only on opening: the greeting is added to an empty history once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  useEffect(() => {
    const last = list.current?.lastElementChild;
    if (last && 'scrollIntoView' in last) last.scrollIntoView({ block: 'end' });
  }, [history, pending]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    add(message, true);
    setInput('');
    setPending(true);
    play('typing');
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ message }),
      });
      const body = (await response.json().catch(() => null)) as {
        response?: unknown;
        sources?: ChatMessage['sources'];
        message?: unknown;
      } | null;
      if (!response.ok || typeof body?.response !== 'string') {
        // A refusal in words (too many messages) says why; anything else is the spec's text.
        const words = response.status < 500 && typeof body?.message === 'string' ? body.message : t.errorText;
        throw new Error(words);
      }
      add(body.response, false, Array.isArray(body.sources) ? body.sources : undefined);
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: error instanceof Error && error.message !== 'Failed to fetch' ? error.message : t.errorText,
        variant: 'destructive',
      });
      add(t.apology, false);
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed inset-x-2 bottom-20 flex max-h-[calc(100dvh-6rem)] flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-4 sm:left-auto sm:w-96"
    >
      <div className="flex items-center gap-2 rounded-t-2xl bg-teal-800 px-3 py-2 text-white">
        <button
          type="button"
          onMouseEnter={() => play('hover')}
          onClick={() => play('click')}
          className="rounded-full bg-white p-0.5"
          aria-label={t.mascot}
        >
          <Mascot frame={frame} className="size-10" />
        </button>
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {t.title}
        </h2>
        <button type="button" onClick={onClose} aria-label={t.close} className="-m-1 rounded p-2 hover:bg-teal-700">
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <div
        ref={list}
        role="log"
        aria-label={t.conversation}
        className="min-h-40 flex-1 space-y-3 overflow-y-auto px-3 py-3 text-sm"
      >
        {history.map((item) => (
          <div
            key={item.id}
            data-testid={item.isUser ? 'chat-visitor' : 'chat-assistant'}
            className={item.isUser ? 'flex justify-end' : 'flex'}
          >
            <p
              className={
                item.isUser
                  ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 whitespace-pre-wrap text-white'
                  : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 whitespace-pre-wrap text-slate-900'
              }
            >
              <span className="sr-only">{item.isUser ? t.you : t.assistantName}: </span>
              {item.isUser ? item.message : <ChatText text={item.message} />}
              {item.isUser ? null : <ChatSources label={t.sources} sources={item.sources} />}
            </p>
          </div>
        ))}
        {pending ? (
          <p role="status" className="text-slate-600 italic">
            {t.typing}
          </p>
        ) : null}
      </div>
      <div
        className="flex flex-wrap gap-1.5 border-t border-slate-200 px-3 pt-2"
        role="group"
        aria-label={t.quickLabel}
      >
        {t.quick.map((quick) => (
          <button
            key={quick.label}
            type="button"
            disabled={pending}
            onClick={() => void send(quick.message)}
            className="rounded-full border border-teal-700 px-2.5 py-1 text-xs font-medium text-teal-800 hover:bg-teal-50 disabled:opacity-60"
          >
            {quick.label}
          </button>
        ))}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 p-3">
        <textarea
          ref={field}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE}
          placeholder={t.placeholder}
          aria-label={t.inputLabel}
          aria-describedby={hintId}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2 text-base"
        />
        <span id={hintId} className="sr-only">
          {t.hint}
        </span>
        <button
          type="submit"
          disabled={pending || !input.trim()}
          className="min-h-11 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t.send}
        </button>
      </form>
    </div>
  );
}
