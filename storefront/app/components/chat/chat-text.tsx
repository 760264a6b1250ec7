/** An answer as text, its site paths and https addresses as links (never HTML: see lib/chat-text.ts). */
import { Link } from '@remix-run/react';
import { isSitePath, linkParts } from '~/lib/chat-text';

export function ChatText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        !part.href ? (
          part.text
        ) : part.external ? (
          <a key={index} href={part.href} className="chat-link" target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Link key={index} to={part.href} className="chat-link">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

export function ChatSources({ label, sources }: { label: string; sources?: Array<{ title: string; path: string }> }) {
  const own = sources?.filter((source) => isSitePath(source.path)) ?? [];
  if (own.length === 0) return null;
  return (
    <span className="chat-sources">
      {label}{' '}
      {own.map((source, index) => (
        <span key={source.path}>
          {index > 0 ? ', ' : null}
          <Link to={source.path} className="chat-link">
            {source.title}
          </Link>
        </span>
      ))}
    </span>
  );
}
