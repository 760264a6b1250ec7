/**
 * The assistant benchmark's first held-out set (issue 20, ADR 0034), now part of tuning: its 63 questions were
 * written by the engineer who then tuned the assistant, so its score was not independent. The held-out set is now
 * bench/chat-held-out.ts, written by someone who had read neither the assistant's code nor these questions.
 * Format: bench/chat-case.ts.
 */
import { priceOf, type ChatCase } from './chat-case';

const FOR_POLICE = [
  'course:digital-evidence-for-frontline-police',
  'course:know-the-cybercrime-code-act-2016',
  'course:open-source-intelligence-for-analysts',
  'course:recognise-and-report-a-cyber-incident',
  'course:spot-and-stop-sms-and-whatsapp-scams',
  'course:strong-passwords-and-two-step-verification',
  'course:understanding-cyber-threats-to-png',
];
const FOR_CHURCHES = [
  'course:backups-that-save-your-work',
  'course:cyber-risk-management-for-leaders',
  'course:cyber-safety-basics-for-everyone',
  'course:data-protection-for-churches-and-ngos',
  'course:keep-your-android-phone-safe',
  'course:protect-your-money-from-mobile-money-and-bank-fraud',
  'course:recognise-and-report-a-cyber-incident',
  'course:securing-a-small-office-network',
  'course:security-self-assessment-for-small-organisations',
  'course:spot-and-stop-sms-and-whatsapp-scams',
  'course:staying-safe-on-facebook-and-social-media',
];
const FOR_GOVERNMENT = [
  'course:auditing-user-access-and-accounts',
  'course:backups-that-save-your-work',
  'course:cyber-risk-management-for-leaders',
  'course:cyber-safety-basics-for-everyone',
  'course:incident-response-for-small-teams',
  'course:know-the-cybercrime-code-act-2016',
  'course:ransomware-readiness-for-government-agencies',
  'course:recognise-and-report-a-cyber-incident',
  'course:securing-a-small-office-network',
  'course:strong-passwords-and-two-step-verification',
  'course:the-digital-government-act-2022-for-public-servants',
  'course:understanding-cyber-threats-to-png',
];
const FOR_STUDENTS = [
  'course:backups-that-save-your-work',
  'course:cyber-safety-basics-for-everyone',
  'course:keep-your-android-phone-safe',
  'course:know-the-cybercrime-code-act-2016',
  'course:protect-your-money-from-mobile-money-and-bank-fraud',
  'course:spot-and-stop-sms-and-whatsapp-scams',
  'course:staying-safe-on-facebook-and-social-media',
  'course:strong-passwords-and-two-step-verification',
];
const FREE_FOR_POLICE = [
  'course:know-the-cybercrime-code-act-2016',
  'course:recognise-and-report-a-cyber-incident',
  'course:spot-and-stop-sms-and-whatsapp-scams',
  'course:strong-passwords-and-two-step-verification',
  'course:understanding-cyber-threats-to-png',
];

export const FIRST_SET: ChatCase[] = [
  // Scams and safety
  {
    question: "got a sms from 'Digicel Promo' say i win K10,000 n must send K50 credit to claim, real or not??",
    top: [
      'faq:how-do-i-spot-a-scam-message',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'alert:fake-bank-mobile-money-messages',
    ],
    says: ['prize'],
  },
  {
    question: 'my uncle sent whatsapp asking me to forward the code he sent me by accident',
    top: [
      'alert:whatsapp-code-takeover',
      'faq:should-i-share-my-pin-or-code',
      'faq:my-facebook-or-whatsapp-was-hacked',
    ],
    says: ['code'],
  },
  {
    question: 'someone from BSP called n ask for my pin number to fix my account',
    top: ['faq:should-i-share-my-pin-or-code', 'alert:fake-bank-mobile-money-messages'],
    says: ['never', 'PIN'],
  },
  {
    question: 'bank teller on messenger wants my one time pin to unblock my card, shud i send',
    top: ['faq:should-i-share-my-pin-or-code', 'alert:fake-bank-mobile-money-messages'],
    says: ['never'],
  },
  {
    question: 'ol i tok install apk file from whatsapp group bai yu kisim free data, is it safe',
    top: ['alert:fake-apk-apps', 'course:keep-your-android-phone-safe'],
    says: ['APK'],
  },
  {
    question: 'wanpela meri long facebook i laik marit long mi tasol em i askim mi long salim mani',
    top: ['alert:romance-scams'],
    says: ['money'],
  },
  {
    question: 'crypto group on fb promise 30% every week, my wantok already join',
    top: ['alert:fake-investment-crypto-schemes'],
  },
  {
    question: 'got offer for job in australia, need to pay K800 for visa processing first',
    top: ['alert:fake-job-scholarship-offers'],
    says: ['fee'],
  },
  {
    question: 'someone phoned saying my laptop has virus and they need to remote in',
    top: ['alert:fake-tech-support-calls'],
  },
  {
    question: 'saw a QR sticker at the bus stop to win free data, safe to scan?',
    top: ['alert:qr-code-phishing'],
  },
  {
    question: 'guy i met online has my private video and says he will post it unless i pay K500',
    top: ['faq:someone-threatens-to-share-my-private-photos', 'alert:sextortion-young-people'],
    says: ['do not pay'],
  },

  // What things are
  {
    question: 'wats phishing mean',
    top: ['faq:what-is-phishing'],
    says: ['phishing'],
  },
  {
    question: 'what is ransom ware',
    top: [
      'faq:what-is-ransomware',
      'course:ransomware-readiness-for-government-agencies',
      'alert:government-ransomware',
      'alert:healthcare-ransomware',
    ],
    says: [['lock', 'encrypt', 'scrambl']],
  },
  {
    question: 'explain malware pls',
    top: ['faq:what-is-malware'],
    says: ['malware'],
  },
  {
    question: 'wat is sim swap',
    top: ['faq:what-is-a-sim-swap', 'faq:money-was-taken-from-my-bank-or-mobile-money'],
    says: ['SIM'],
  },
  {
    question: 'what does cyber security actually mean',
    top: ['faq:what-is-cybersecurity', 'domain:cyber-security'],
  },
  {
    question: 'whats two factor authentication',
    top: [
      'faq:what-is-two-step-verification',
      'course:strong-passwords-and-two-step-verification',
      'faq:how-do-i-make-a-strong-password',
    ],
    says: ['code'],
  },
  {
    question: 'smishing em wanem samting?',
    top: ['faq:what-is-phishing', 'faq:how-do-i-spot-a-scam-message'],
    says: ['SMS'],
  },

  // Money
  {
    question: 'someone took K300 from my micash last nite, wat do i do now',
    top: ['faq:money-was-taken-from-my-bank-or-mobile-money'],
    says: ['provider'],
  },
  {
    question: 'phone went no service then my bank account empty',
    top: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'faq:what-is-a-sim-swap',
      'alert:fake-bank-mobile-money-messages',
    ],
    says: ['SIM'],
  },
  {
    question: 'how can i keep my cellmoni safe from scammers',
    top: [
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'faq:should-i-share-my-pin-or-code',
      'alert:fake-bank-mobile-money-messages',
    ],
  },

  // Accounts
  {
    question: 'my whatsapp hacked cant get in, plis help',
    top: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:whatsapp-code-takeover'],
    says: ['code'],
  },
  {
    question: 'sumone hack my fb and sending msgs to my friends asking money',
    top: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:facebook-takeover-impersonation'],
    says: ['friends'],
  },
  {
    question: 'how to make a good password i can remember',
    top: ['faq:how-do-i-make-a-strong-password', 'course:strong-passwords-and-two-step-verification'],
    says: ['passphrase'],
  },

  // The platform
  {
    question: 'how do i open account on this site',
    top: ['faq:how-do-i-create-an-account'],
    says: ['/auth?tab=register'],
  },
  {
    question: 'i cant enrol it say complete profile first',
    top: ['faq:how-do-i-enrol-in-a-course'],
    says: ['/profile'],
  },
  {
    question: 'forgot my paswod how to reset',
    top: ['faq:i-forgot-my-password'],
    says: ['/auth?tab=forgot-password'],
  },
  {
    question: 'i made account long time ago but forget the email',
    top: ['faq:i-forgot-which-email-i-used'],
    says: ['forgot-account'],
  },
  {
    question: 'where i download my certificate after finish',
    top: ['faq:how-do-i-get-my-certificate'],
    says: ['Download Certificate'],
  },
  {
    question: 'my boss wants proof my sertifikit is real how',
    top: ['faq:how-can-someone-check-my-certificate'],
    says: ['/certificate/'],
  },
  {
    question: 'they spelt my surname wrong on the cert',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
    says: ['Re-issue'],
  },
  {
    question: 'the lessons eat too much data, any tips',
    top: ['faq:how-much-data-do-courses-use'],
  },
  {
    question: 'if i fail the quiz do i have to start the course again',
    top: ['faq:is-my-progress-saved'],
  },
  {
    question: 'who do i email if the site not working',
    top: ['faq:how-do-i-contact-support'],
    says: ['@'],
  },
  {
    question: 'hamas long digital evidence kos na olsem wanem bai mi baim?',
    top: ['course:digital-evidence-for-frontline-police', 'faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: [priceOf('digital-evidence-for-frontline-police'), 'access code'],
  },
  {
    question: 'how much is the risk management course for leaders and how do i pay for it',
    top: ['course:cyber-risk-management-for-leaders', 'faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: [priceOf('cyber-risk-management-for-leaders'), 'access code'],
  },
  {
    question: 'can i pay with cellmoni for the paid courses',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['access code'],
  },
  {
    question: 'our church wants to pay for 20 members to do a course, how',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['seats'],
  },
  {
    question: 'are all courses free or do i have to pay',
    top: ['faq:are-the-courses-free', 'faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['/free-courses'],
  },

  // Reporting and the law
  {
    question: 'where to report scammer in png',
    top: ['faq:where-do-i-report-a-scam-or-cybercrime'],
    says: ['NCSC'],
  },
  {
    question: 'what screenshots should i keep before i go to polis',
    top: ['faq:what-evidence-should-i-keep'],
    says: ['screenshot'],
  },
  {
    question: "is it against the law to hack my ex's facebook",
    top: ['course:know-the-cybercrime-code-act-2016'],
  },
  {
    question: 'course for our office about doing backups',
    top: ['course:backups-that-save-your-work'],
  },
  {
    question: 'any course on osint',
    top: ['course:open-source-intelligence-for-analysts', 'domain:cyber-intelligence'],
  },

  // Off-topic and greetings: say what Kumul can help with
  { question: 'who won the state of origin last nite', top: 'scope' },
  { question: 'moning kumul', top: 'scope' },
  { question: 'hi there, what can you do?', top: 'scope' },
  { question: 'whats the weather in lae tomorrow', top: 'scope' },
  { question: 'how do i cook mumu', top: 'scope' },
  { question: 'who is png prime minister now', top: 'scope' },

  // Conversations: follow-ups, and new questions after unrelated ones
  {
    before: ['i forgot which email i used'],
    question: 'how do i spot a fake sms',
    top: ['faq:how-do-i-spot-a-scam-message', 'course:spot-and-stop-sms-and-whatsapp-scams'],
  },
  {
    before: ['someone took money from my cellmoni'],
    question: 'my facebook got hacked what now',
    top: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:facebook-takeover-impersonation'],
  },
  {
    before: ['tell me about the cybercrime code act course'],
    question: 'is it free?',
    top: ['course:know-the-cybercrime-code-act-2016'],
    says: ['free'],
  },
  {
    before: ['how much is the ransomware readiness course'],
    question: 'how do i pay',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code', 'course:ransomware-readiness-for-government-agencies'],
    says: ['access code'],
  },
  {
    before: ['what is phishing'],
    question: 'and on whatsapp?',
    top: [
      'faq:how-do-i-spot-a-scam-message',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'alert:whatsapp-code-takeover',
      'faq:what-is-phishing',
    ],
    says: ['WhatsApp'],
  },
  {
    before: ['best course for police officers'],
    question: 'which one is free',
    top: FREE_FOR_POLICE,
    says: ['free'],
  },
  {
    before: ['my whatsapp was hacked'],
    question: 'who do i report it to',
    top: ['faq:where-do-i-report-a-scam-or-cybercrime', 'faq:my-facebook-or-whatsapp-was-hacked'],
    says: ['police'],
  },
  {
    before: ['what is a strong password'],
    question: 'who won the rugby on saturday',
    top: 'scope',
  },
  {
    before: ['how do i enrol'],
    question: 'wat is malware',
    top: ['faq:what-is-malware'],
    says: ['malware'],
  },

  // Signed-in learners asking for courses
  { learner: 'law_enforcement', question: 'which course should i take next', top: FOR_POLICE },
  { learner: 'churches_ngos', question: 'recommend me a course', top: FOR_CHURCHES },
  { learner: 'government', question: 'wanem kos mi ken kisim?', top: FOR_GOVERNMENT },
  { learner: 'student_educational', question: 'suggest some courses for me', top: FOR_STUDENTS },
];
