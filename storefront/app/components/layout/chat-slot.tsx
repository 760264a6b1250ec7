/**
 * The floating chat button (spec 2.13), bottom right. In the first view it is only a link to the /chat page, which
 * works without JavaScript. With JavaScript, its first press loads the assistant (components/chat/chat-widget.tsx,
 * its own button and panel, with their stylesheet) and shows it in the link's place, so no page's first view
 * carries the assistant (ADR 0009). If that code cannot be loaded, the press goes to /chat.
 */
import { useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useMessages } from '~/messages';

type Widget = typeof import('~/components/chat/chat-widget').ChatWidget;

export function ChatSlot() {
  const [Widget, setWidget] = useState<Widget>();
  const label = useMessages().chat;
  return (
    <div id="chat" className="fixed right-4 bottom-4 z-40">
      {Widget ? (
        <Widget />
      ) : (
        <a
          href="/chat"
          aria-label={label}
          className="block rounded-full bg-teal-700 p-4 text-white shadow-lg"
          onClick={(event) => {
            event.preventDefault();
            import('~/components/chat/chat-widget').then(
              (module) => setWidget(() => module.ChatWidget),
              () => location.assign('/chat'),
            );
          }}
        >
          <Icon name="message" className="h-6 w-6" />
        </a>
      )}
    </div>
  );
}
