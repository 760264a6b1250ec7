/** An answer as text, its site paths and https addresses as links (never HTML: see lib/chat-text.ts). */
import { Link } from '@remix-run/react';
import { isSitePath, linkParts } from '~/lib/chat-text';

/** A course's address (`/courses/{id}`): its id means nothing to a reader, so the link says what it opens. */
const COURSE_PAGE = /^\/courses\/[a-z0-9]+$/;

export function ChatText({ text, courseLink }: { text: string; courseLink: string }) {
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
            {COURSE_PAGE.test(part.href) ? courseLink : part.text}
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
