/**
 * The floating chat button (spec 2.13), bottom right. Without JavaScript it is a link to the /chat page; with it,
 * the first press loads the assistant's panel (components/chat/chat-widget.tsx), so its code is not part of any
 * page's first view (ADR 0009). If that code cannot be loaded, the press goes to /chat.
 */
import { useRef, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useMessages } from '~/messages';

type Widget = typeof import('~/components/chat/chat-widget').ChatWidget;

export function ChatSlot() {
  const [Widget, setWidget] = useState<Widget>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <div id="chat" className="fixed right-4 bottom-4 z-40">
      <a
        ref={button}
        href="/chat"
        aria-label={useMessages().chat}
        className="flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
          import('~/components/chat/chat-widget').then(
            (module) => setWidget(() => module.ChatWidget),
            () => location.assign('/chat'),
          );
        }}
      >
        <Icon name="message" className="size-7" />
      </a>
      {Widget ? (
        <Widget
          open={open}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
