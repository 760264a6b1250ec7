/**
 * One message of a conversation with Kumul, in the widget and on the /chat page. Its module brings the assistant's
 * stylesheet, so whatever shows a conversation loads it (and nothing else does).
 */
import './chat.css';
import { useChatMessages } from '~/messages/chat';
import { ChatSources, ChatText } from './chat-text';

export type ChatSource = { title: string; path: string };

type Props = { isUser: boolean; text: string; sources?: ChatSource[]; id?: string };

export function ChatBubble({ isUser, text, sources, id }: Props) {
  const t = useChatMessages();
  return (
    <li
      id={id}
      data-testid={isUser ? 'chat-visitor' : 'chat-assistant'}
      className={isUser ? 'chat-bubble chat-visitor' : 'chat-bubble'}
    >
      <span className="chat-hidden">{isUser ? t.you : t.assistantName}: </span>
      {isUser ? text : <ChatText text={text} courseLink={t.openCourse} />}
      {isUser ? null : <ChatSources label={t.sources} sources={sources} />}
    </li>
  );
}
