/** The assistant's strings (spec 2.13 and 8; Kumul, design.md). Loaded with the widget or the /chat page only. */
import type { chat as english } from '../en/chat';
import type { Translation } from '../types';

export const chat: Translation<typeof english> = {
  title: 'AI Cybersecurity Assistant',
  assistantName: 'Kumul',
  mascot: 'Kumul, the bird of paradise',
  greeting: "Hello! I'm Kumul, your AI assistant. How can I help you with cybersecurity training today?",
  placeholder: 'Ask me anything about cybersecurity...',
  inputLabel: 'Your message to Kumul',
  send: 'Send',
  typing: 'Typing...',
  close: 'Close the assistant',
  conversation: 'Conversation with Kumul',
  quickLabel: 'Quick questions',
  quick: [
    { label: 'Course Recommendations', message: 'Can you recommend some cybersecurity courses for me?' },
    { label: 'Registration Help', message: 'I need help with registration and enrollment.' },
    { label: 'Technical Support', message: 'I need technical support with the platform.' },
  ],
  you: 'You',
  sources: 'From:',
  /** The text of a link to a course page inside an answer. */
  openCourse: 'Open the course',
  hint: 'Enter sends; Shift+Enter starts a new line.',
  errorTitle: 'Chat Error',
  errorText: 'Failed to send message. Please try again.',
  apology:
    "I'm sorry, I'm experiencing technical difficulties right now. Please try again later or contact support if the issue persists.",
  pageIntro: 'Ask Kumul about courses, registration, technical support or reporting a scam.',
  blank: 'Please type a message.',
  tooLong: (max: number) => `Please keep your message under ${max} characters.`,
  unavailable: "Kumul can't answer right now. Please try again in a few minutes.",
};
