import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { ChatSources, ChatText } from '~/components/chat/chat-text';
import { Mascot } from '~/components/chat/mascot';
import { buttonClasses } from '~/components/ui/button';
import { ApiError } from '~/lib/api.server';
import { ask, chatMessageSchema, chatVisitor, conversationOf, remember } from '~/lib/chat.server';
import { MAX_CHAT_MESSAGE } from '~/lib/chat-text';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { readFormData } from '~/lib/http.server';
import { NO_STORE } from '~/lib/page-cache.server';
import { sharedMessages } from '~/messages';
import { chatMessages, useChatMessages } from '~/messages/chat';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(chatMessages().title) }];

// A visitor's own conversation: never kept by a browser cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': NO_STORE });

/** Kumul without JavaScript (ADR 0011): the floating button's link. The conversation is kept on the server. */
export function loader({ request }: LoaderFunctionArgs) {
  const visitor = chatVisitor(request);
  return data(
    { conversation: conversationOf(visitor.id) },
    { headers: visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {} },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const raw = form.get('message');
  const visitor = chatVisitor(request);
  const cookie: Record<string, string> = visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
  const parsed = chatMessageSchema.safeParse({ message: raw });
  const typed = typeof raw === 'string' ? raw.slice(0, MAX_CHAT_MESSAGE) : '';
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, typed }, { status: 400, headers: cookie });
  try {
    const answer = await ask(parsed.data, visitor.id, context);
    remember(
      visitor.id,
      { from: 'visitor', text: parsed.data },
      { from: 'assistant', text: answer.response, sources: answer.sources },
    );
  } catch (error) {
    if (error instanceof ApiError)
      return data({ error: error.message, typed }, { status: error.status, headers: cookie });
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    // Spec 8: the message stays, followed by the apology.
    remember(visitor.id, { from: 'visitor', text: parsed.data }, { from: 'assistant', text: chatMessages().apology });
  }
  return redirect('/chat#latest', { status: 303, headers: cookie });
}

export default function ChatPage() {
  const t = useChatMessages();
  const { conversation } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const entries = [{ from: 'assistant' as const, text: t.greeting, sources: undefined }, ...conversation];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <div className="flex items-center gap-3">
        <Mascot className="size-14 shrink-0" />
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="text-sm text-slate-700">{t.pageIntro}</p>
        </div>
      </div>
      <ol aria-label={t.conversation} className="mt-6 space-y-3 text-sm">
        {entries.map((entry, index) => (
          <li
            key={index}
            id={index === entries.length - 1 ? 'latest' : undefined}
            data-testid={entry.from === 'visitor' ? 'chat-visitor' : 'chat-assistant'}
            className={entry.from === 'visitor' ? 'flex justify-end' : 'flex'}
          >
            <p
              className={
                entry.from === 'visitor'
                  ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 whitespace-pre-wrap text-white'
                  : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 whitespace-pre-wrap text-slate-900'
              }
            >
              <span className="sr-only">{entry.from === 'visitor' ? t.you : t.assistantName}: </span>
              {entry.from === 'visitor' ? entry.text : <ChatText text={entry.text} />}
              {entry.from === 'visitor' ? null : <ChatSources label={t.sources} sources={entry.sources} />}
            </p>
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-6 space-y-3">
        <label htmlFor="chat-message" className="block text-sm font-medium">
          {t.inputLabel}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={3}
          maxLength={MAX_CHAT_MESSAGE}
          required
          defaultValue={failed?.typed ?? ''}
          placeholder={t.placeholder}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? 'chat-error' : undefined}
          className="block w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
        />
        {failed ? (
          <p id="chat-error" role="alert" className="text-sm font-medium text-red-700">
            {failed.error}
          </p>
        ) : null}
        <button type="submit" className={buttonClasses('primary')}>
          {t.send}
        </button>
      </Form>
      <Form method="post" className="mt-6" aria-label={t.quickLabel}>
        <p className="text-sm font-medium">{t.quickLabel}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {t.quick.map((quick) => (
            <button key={quick.label} name="message" value={quick.message} className={buttonClasses('secondary')}>
              {quick.label}
            </button>
          ))}
        </div>
      </Form>
    </div>
  );
}
