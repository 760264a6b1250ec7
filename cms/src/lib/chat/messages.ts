/**
 * What Kumul, the assistant, says in its own words (ADR 0028): the frame around the passages it found, and its
 * refusals. Everything else in an answer comes from the platform's content, which editors write.
 */
export const MAX_CHAT_MESSAGE = 500;

export function chatMessages(support: string) {
  return {
    blank: 'Please type a message.',
    tooLong: `Please keep your message under ${MAX_CHAT_MESSAGE} characters.`,
    notText: 'Please type your message as text.',
    tooManyFromVisitor:
      'You have sent Kumul many messages in the last few minutes. Please wait a few minutes and ask again.',
    tooManyFromNetwork: `Kumul is answering many people on your network right now. Please wait a few minutes and ask again, or contact ${support}.`,

    greeting:
      'Hello! Ask me about our courses, registering and enrolling, certificates, technical problems, or how to report a scam or cybercrime in Papua New Guinea.',
    thanks: 'You are welcome. Stay safe online! Ask me anything else about cybersecurity or our courses.',
    notFound: `I could not find that in Kundu's courses and guides. Try asking about scams, mobile money, passwords, registering, certificates or reporting cybercrime, or browse all courses at /courses. For help with the platform, email ${support}.`,

    coursesIntro: 'These courses cover it:',
    recommendIntro: 'Here are good courses to start with:',
    recommendFor: (audience: string) => `For ${audience}, these courses are a good fit:`,
    recommendTopic: 'For that topic, these courses are a good fit:',
    recommendMore: 'Every free course is at /free-courses, and the full catalogue at /courses.',
    moduleIn: (module: string) => `Its module "${module}"`,
    free: 'free',
    price: (kina: string) => `K${kina}`,
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

export type ChatMessages = ReturnType<typeof chatMessages>;
