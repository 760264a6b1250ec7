import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLowData } from '~/components/layout/low-data-switch';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ChatBubble } from '~/components/chat/chat-bubble';
import { Mascot } from '~/components/chat/mascot';
import { buttonClasses } from '~/components/ui/button';
import { ApiError } from '~/lib/api.server';
import { ask, chatMessageSchema, chatVisitor, conversationOf, type ChatEntry } from '~/lib/chat.server';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kundu/cms-contract/limits';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { peekFlash, setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { NO_STORE } from '~/lib/page-cache.server';
import { sharedMessages } from '~/messages';
import { chatMessages, useChatMessages } from '~/messages/chat';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(chatMessages().title) }];

// A visitor's own conversation: never kept by a browser cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': NO_STORE });

/**
 * Kumul without JavaScript (ADR 0011): the floating button's link. The conversation is the one the CMS keeps for the
 * browser (ADR 0054), and a message it could not answer comes back once with the apology (spec 8).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = chatVisitor(request);
  const [kept, flash] = await Promise.all([
    conversationOf(visitor.setCookie ? undefined : visitor.id, context),
    peekFlash(request),
  ]);
  const unanswered: ChatEntry[] = flash?.unanswered
    ? [
        { from: 'visitor', text: flash.unanswered },
        { from: 'assistant', text: chatMessages().apology },
      ]
    : [];
  return data(
    { conversation: [...kept, ...unanswered] },
    { headers: visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {} },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const raw = form.get('message');
  const visitor = chatVisitor(request);
  const cookie: Record<string, string> = visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
  const parsed = chatMessageSchema.safeParse({ message: raw });
  const typed = typeof raw === 'string' ? raw.slice(0, CHAT_MESSAGE_MAX_LENGTH) : '';
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, typed }, { status: 400, headers: cookie });
  try {
    await ask(parsed.data, visitor.id, context, request);
  } catch (error) {
    if (error instanceof ApiError)
      return data({ error: error.message, typed }, { status: error.status, headers: cookie });
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    // Spec 8: the Chat Error notice; the message stays, followed by the apology.
    const t = chatMessages();
    const headers = new Headers(cookie);
    headers.append(
      'Set-Cookie',
      await setFlash({
        title: t.errorTitle,
        description: t.errorText,
        variant: 'destructive',
        unanswered: parsed.data,
      }),
    );
    return redirect('/chat#latest', { status: 303, headers });
  }
  return redirect('/chat#latest', { status: 303, headers: cookie });
}

export default function ChatPage() {
  const t = useChatMessages();
  const { conversation } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  // With JavaScript the forms submit in the background: the same pending state as the widget.
  const isPending = useNavigation().state === 'submitting';
  // Low-data mode (ADR 0048): no mascot.
  const lowData = useLowData();
  const entries = [{ from: 'assistant' as const, text: t.greeting, sources: undefined }, ...conversation];
  return (
    <div className="chat-page">
      <div className="chat-page-head">
        {lowData ? null : <Mascot />}
        <div>
          <h1>{t.title}</h1>
          <p>{t.pageIntro}</p>
        </div>
      </div>
      <ol aria-label={t.conversation} className="chat-list">
        {entries.map((entry, index) => (
          <ChatBubble
            key={index}
            id={index === entries.length - 1 ? 'latest' : undefined}
            isUser={entry.from === 'visitor'}
            text={entry.text}
            sources={entry.sources}
          />
        ))}
      </ol>
      <Form method="post" className="chat-page-form">
        <label htmlFor="chat-message">{t.inputLabel}</label>
        <textarea
          id="chat-message"
          name="message"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          required
          defaultValue={failed?.typed ?? ''}
          placeholder={t.placeholder}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? 'chat-error' : undefined}
        />
        {failed ? (
          <p id="chat-error" role="alert">
            {failed.error}
          </p>
        ) : null}
        {isPending ? <p role="status">{t.typing}</p> : null}
        <button type="submit" disabled={isPending} className={buttonClasses('primary')}>
          {t.send}
        </button>
      </Form>
      <Form method="post" className="chat-page-quick" aria-label={t.quickLabel}>
        <p>{t.quickLabel}</p>
        <div>
          {t.quick.map((quick) => (
            <button
              key={quick.label}
              type="submit"
              name="message"
              value={quick.message}
              disabled={isPending}
              className={buttonClasses('secondary')}
            >
              {quick.label}
            </button>
          ))}
        </div>
      </Form>
    </div>
  );
}
