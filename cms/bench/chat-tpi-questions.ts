/**
 * Kumul's Tok Pisin tuning questions (issue 22): 20 questions as PNG learners type them, each answered by an FAQ in
 * Tok Pisin. The assistant's Tok Pisin words and rules are judged on these; the held-out set
 * (bench/chat-tpi-held-out.ts) only measures them. A right answer comes from the right FAQ and holds a phrase of
 * that FAQ's Tok Pisin version (seed/data/tpi/faqs.yaml). `chosen` is the language the learner chose on the site,
 * for questions too short or too mixed to say their own.
 */
import type { ChatCase } from './chat-case';

export const TPI_QUESTIONS: ChatCase[] = [
  {
    question: 'olsem wanem bai mi opim nupela account?',
    top: ['faq:how-do-i-create-an-account'],
    says: ['Mekim account i fri'],
  },
  {
    question: 'mi no save wanem grup bai mi makim taim mi rejista, mi tisa',
    top: ['faq:which-learner-category-should-i-choose'],
    says: ['Makim grup i fitim yu'],
  },
  {
    question: 'mi pinis rejista, nau olsem wanem bai mi joinim kos?',
    top: ['faq:how-do-i-enrol-in-a-course'],
    says: ['Joinim Nau'],
  },
  {
    question: 'code bilong kos em i no wok, mi mas mekim wanem?',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['access code'],
  },
  {
    question: 'ol kos i nogat pe?',
    top: ['faq:are-the-courses-free'],
    says: ['planti kos i fri'],
  },
  {
    // A recommendation for the audience named, as in English ("I'm a student, which course ...").
    question: 'mi sumatin, wanem kos mi mas stat long en?',
    top: [
      'faq:which-course-should-i-start-with',
      'course:online-safety-for-teens',
      'course:staying-safe-on-facebook-and-social-media',
      'course:keep-your-android-phone-safe',
      'course:keeping-children-safe-online-for-parents-and-teachers',
    ],
    says: [['Staying Safe on Facebook', 'Lukautim Android Fon bilong Yu', 'Online Safety for Teens']],
  },
  {
    question: 'sapos fon i lus o bagarap, wok bilong mi long kos i lus tu?',
    top: ['faq:is-my-progress-saved'],
    says: ['Wok bilong yu i stap long account bilong yu'],
  },
  {
    question: 'olsem wanem bai mi daunim setifiket long PDF?',
    top: ['faq:how-do-i-get-my-certificate'],
    says: ['Daunim Setifiket'],
  },
  {
    question: 'spelling bilong nem bilong mi i rong long sertifiket',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
    says: ['Givim Gen wantaim Dispela Nem'],
  },
  {
    question: 'mi lus tingting long paswot, olsem wanem bai mi kisim nupela?',
    top: ['faq:i-forgot-my-password'],
    says: ['Salim Link'],
  },
  {
    question: 'mi gat hevi long sait, husat bai mi toktok wantaim?',
    top: ['faq:how-do-i-contact-support'],
    says: ['Raitim email long'],
  },
  {
    question: 'we bai mi ripotim wanpela giaman mesej long png?',
    top: ['faq:where-do-i-report-a-scam-or-cybercrime', 'faq:how-do-i-spot-a-scam-message'],
    says: [['Tokim planti ples', 'ripotim namba long mobail network']],
  },
  {
    question: 'ol i stilim mani long benk akaun bilong mi, helpim mi',
    top: ['faq:money-was-taken-from-my-bank-or-mobile-money'],
    says: ['Mekim samting nau'],
  },
  {
    question: 'wanem samting mi mas holim olsem pruf bihain long scam?',
    top: ['faq:what-evidence-should-i-keep'],
    says: ['skrinsot'],
  },
  {
    question: 'ol i hakim whatsapp bilong mi, mi mas mekim wanem?',
    top: ['faq:my-facebook-or-whatsapp-was-hacked'],
    says: ['rejistaim namba bilong yu gen'],
  },
  {
    question: 'olsem wanem bai mi save sapos wanpela mesej em i scam?',
    top: ['faq:how-do-i-spot-a-scam-message'],
    says: ['Lukaut taim wanpela mesej'],
  },
  {
    question: 'ransomware em wanem samting?',
    top: ['faq:what-is-ransomware'],
    says: ['lokim ol fail'],
  },
  {
    question: 'virus long fon i save kamap olsem wanem?',
    top: ['faq:what-is-malware'],
    says: ['software nogut'],
  },
  {
    question: 'two-step verification em i wanem samting na bilong wanem mi nidim?',
    top: ['faq:what-is-two-step-verification'],
    says: ['tupela samting'],
  },
  {
    question: 'setifiket?',
    chosen: 'tpi',
    top: ['faq:how-do-i-get-my-certificate'],
    says: ['Pinisim olgeta hap skul'],
  },
];
