/**
 * What Kumul, the assistant, says in its own words (ADR 0028): the frame around the passages it found, and its
 * refusals. Everything else in an answer comes from the platform's content, which editors write.
 */
import { inCurrentLanguage, type Translation } from '../../../contract/language';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contract/limits';
import { chatMessages as tokPisin } from '../tpi/chat-messages';

/** In the request's language (lib/language.ts, ADR 0046): the Tok Pisin words are in ../tpi/chat-messages.ts. */
export function chatMessages(support: string): ChatMessages {
  // Each entry is read in the language of the request reading it: a service may keep this catalogue from its start.
  return inCurrentLanguage(english(support), tokPisin(support));
}

export function english(support: string) {
  const scope =
    'I can help with: spotting scams, mobile money and bank fraud, passwords and hacked accounts, what words like phishing or ransomware mean, where to report cybercrime in Papua New Guinea, and our courses (recommendations, prices and paying, registering, enrolling, certificates). Browse all courses at /courses.';
  return {
    blank: 'Please type a message.',
    tooLong: `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
    notText: 'Please type your message as text.',
    tooManyFromVisitor:
      'You have sent Kumul many messages in the last few minutes. Please wait a few minutes and ask again.',
    tooManyFromNetwork: `Kumul is answering many people on your network right now. Please wait a few minutes and ask again, or contact ${support}.`,

    /** What Kumul can help with: every greeting, off-topic and not-found answer says it. */
    scope,
    greeting: `Hello! I'm Kumul, Kundu Cyber Academy's assistant. ${scope}`,
    thanks: 'You are welcome. Stay safe online! Ask me anything else about cybersecurity or our courses.',
    offTopic: `I can only help with staying safe online and with Kundu Cyber Academy. ${scope}`,
    notFound: `I could not find that in Kundu's courses and guides. ${scope} For help with the platform, email ${support}.`,
    /** The answers that say what Kumul can help with hold this (for the benchmark's `scope` cases). */
    scopeAnswers: [scope],

    coursesIntro: 'These courses cover it:',
    recommendIntro: 'Here are good courses to start with:',
    recommendFor: (audience: string) => `For ${audience}, these courses are a good fit:`,
    recommendTopic: 'For that topic, these courses are a good fit:',
    recommendFree: 'These free courses are a good fit:',
    recommendForLearner: (audience: string) => `For you (${audience}), these courses are a good fit:`,
    freeCourse: 'It is free: sign in, open its page and press Enroll Now.',
    recommendMore: 'Every free course is at /free-courses, and the full catalogue at /courses.',
    moduleIn: (module: string) => `Its module "${module}"`,
    courseModules: (modules: string[]) => `Its modules: ${modules.join('; ')}.`,
    courseFor: (audiences: string[]) => `It is written for ${audiences.join(', ')}.`,
    free: 'free',
    price: (kina: string) => `K${kina}`,
    paidCourse: 'How to pay:',
    alertIntro: (title: string) => `Current alert: ${title}.`,
    alertMore: 'More alerts and tips are at /cyber-awareness.',
    domainLine: (name: string, tagline: string, path: string) => `${name}: ${tagline} ${path}`,
    learnMore: 'To learn more:',
    faqLink: (title: string, link: string) => `${title}: ${link}`,

    audiences: {
      general_workforce: 'everyone at work',
      student_educational: 'students and teachers',
      law_enforcement: 'police and investigators',
      government: 'public servants',
      intelligence_community: 'intelligence analysts',
      churches_ngos: 'churches and NGOs',
    } as Record<string, string>,
  };
}

export type ChatMessages = Translation<ReturnType<typeof english>>;
