/** An answer as text, its site paths and https addresses as links (never HTML: see lib/chat-text.ts). */
import { Link } from '@remix-run/react';
import { linkParts } from '~/lib/chat-text';

const LINK = 'font-medium text-teal-800 underline underline-offset-2 break-all';

export function ChatText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        !part.href ? (
          part.text
        ) : part.external ? (
          <a key={index} href={part.href} className={LINK} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Link key={index} to={part.href} className={LINK}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

export function ChatSources({ label, sources }: { label: string; sources?: Array<{ title: string; path: string }> }) {
  const own = sources?.filter((source) => source.path.startsWith('/') && !source.path.startsWith('//')) ?? [];
  if (own.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-slate-600">
      {label}{' '}
      {own.map((source, index) => (
        <span key={source.path}>
          {index > 0 ? ', ' : null}
          <Link to={source.path} className={LINK}>
            {source.title}
          </Link>
        </span>
      ))}
    </p>
  );
}
