/**
 * Independently written questions for Kumul, the Kundu Cyber Academy assistant (40 cases), for tuning.
 * Written from the seed content (faqs, courses, awareness alerts, domains) without reading the assistant's code
 * or its other questions; written the same way as the held-out set (chat-held-out.ts).
 *
 * Sections: plain questions, learner-category questions, follow-ups (the question depends on `before`),
 * unrelated-earlier questions (`before` is on another topic), and off-topic or greetings (`scope`).
 */
import { priceOf, type ChatCase } from './chat-case';

const PLAIN: ChatCase[] = [
  {
    question: '2FA means what',
    top: ['faq:what-is-two-step-verification', 'course:strong-passwords-and-two-step-verification'],
    says: [['second step', 'second proof', 'second factor']],
  },
  {
    question: 'how i get the cert after i finish all the modules',
    top: ['faq:how-do-i-get-my-certificate'],
    says: [['Download Certificate', 'PDF']],
  },
  {
    question: 'how to sign up',
    top: ['faq:how-do-i-create-an-account'],
    says: [['register', 'free']],
  },
  {
    question: 'wat is data espionage',
    top: ['course:know-the-cybercrime-code-act-2016'],
    says: [['section 10', 's.10']],
  },
  {
    question: 'what does the digital government act 2022 actually do',
    top: ['course:the-digital-government-act-2022-for-public-servants'],
    says: [['Digital Transformation Officer', 'NCSC']],
  },
  {
    question: 'who is pngcert',
    top: [
      'course:understanding-cyber-threats-to-png',
      'faq:where-do-i-report-a-scam-or-cybercrime',
      'course:recognise-and-report-a-cyber-incident',
      'course:know-the-cybercrime-code-act-2016',
      'course:the-digital-government-act-2022-for-public-servants',
    ],
    says: ['NICTA'],
  },
  {
    question: 'hamas long cyber risk management kos',
    top: ['course:cyber-risk-management-for-leaders'],
    says: [priceOf('cyber-risk-management-for-leaders').slice(1)],
  },
  {
    question: 'what is chain of custody',
    top: [
      'course:digital-evidence-for-frontline-police',
      'course:know-the-cybercrime-code-act-2016',
      'course:incident-response-for-small-teams',
    ],
    says: ['record'],
  },
  {
    question:
      'our finance officer got email from the boss asking to change a supplier bank account urgent. english is perfect, looks legit. wat shud we do',
    top: ['alert:ai-generated-email-attacks'],
    says: [['number you already know', 'call']],
  },
  {
    question: 'theres a qr code sticker on the shop counter for paying, is it safe to scan',
    top: ['alert:qr-code-phishing', 'faq:what-is-phishing'],
    says: [['official app', 'web address', 'do not click']],
  },
  {
    question: 'i work at a clinic in goroka, how worried shud we be about ransomware',
    top: ['alert:healthcare-ransomware', 'faq:what-is-ransomware'],
    says: [['backup', 'attachment']],
  },
  {
    question: 'got a scholarship offer to study overseas, they want my passport copy and K500 processing fee',
    top: ['alert:fake-job-scholarship-offers'],
    says: [['never send', 'do not', "don't"]],
  },
  {
    question: 'wanem kos bilong protectim mobail mani bilong mi',
    top: ['course:protect-your-money-from-mobile-money-and-bank-fraud', 'faq:which-course-should-i-start-with'],
    // Asked in Tok Pisin, answered with the course's Tok Pisin title (issue 22).
    says: [['Protect Your Money', 'Lukautim Mani bilong Yu']],
  },
  {
    question: 'how to turn on 2 step for gmail',
    top: [
      'course:strong-passwords-and-two-step-verification',
      'faq:how-do-i-make-a-strong-password',
      'course:cyber-safety-basics-for-everyone',
    ],
    says: ['security'],
  },
  {
    question: 'password manager em wanem samting',
    top: ['course:strong-passwords-and-two-step-verification', 'course:cyber-safety-basics-for-everyone'],
    says: ['remember'],
  },
  {
    question: 'do i really need to change my passwords every month? IT at work makes us',
    top: ['course:strong-passwords-and-two-step-verification'],
    says: [['not need', "don't need", 'no need']],
  },
  {
    question: 'is GB whatsapp safe to use',
    top: ['course:keep-your-android-phone-safe'],
    says: [['Play Store', 'fake', 'modified']],
  },
  {
    question: 'our office pcs still on windows 10, is that ok',
    top: ['course:securing-a-small-office-network'],
    says: [['end of support', '14 October 2025']],
  },
  {
    question: 'i started a course on my phone, can i carry on at the office computer',
    top: ['faq:is-my-progress-saved'],
    says: [['any phone', 'any device', 'sign in']],
  },
];

const LEARNER: ChatCase[] = [
  {
    learner: 'churches_ngos',
    question: 'is there course for church leaders about managing cyber risk? hamas',
    top: ['course:cyber-risk-management-for-leaders'],
    says: [priceOf('cyber-risk-management-for-leaders').slice(1)],
  },
  {
    learner: 'law_enforcement',
    question: 'mi polis. OSINT kos i fri o nogat?',
    top: ['course:open-source-intelligence-for-analysts'],
    says: [priceOf('open-source-intelligence-for-analysts').slice(1)],
  },
  {
    learner: 'general_workforce',
    question: 'i look after the computers and wifi at our small office, which course suits me',
    top: ['course:securing-a-small-office-network', 'course:security-self-assessment-for-small-organisations'],
    says: [['Securing a Small Office Network', 'Self-Assessment']],
  },
  {
    learner: 'government',
    question: 'do i have to pay for the digital government act course',
    top: ['course:the-digital-government-act-2022-for-public-servants', 'faq:are-the-courses-free'],
    says: ['free'],
  },
  {
    learner: 'general_workforce',
    question: 'im internal auditor, how do i check who has access to what in our systems',
    top: ['course:auditing-user-access-and-accounts'],
    says: [['access review', 'least privilege']],
  },
];

const FOLLOW_UP: ChatCase[] = [
  {
    before: ['wat is the backups course about'],
    question: 'who shud take it',
    top: ['course:backups-that-save-your-work'],
    says: [['church', 'school', 'office']],
  },
  {
    before: ['my fb got hacked', 'ok i got it back now'],
    question: 'how do i stop it happening again',
    top: [
      'faq:my-facebook-or-whatsapp-was-hacked',
      'course:staying-safe-on-facebook-and-social-media',
      'faq:how-do-i-make-a-strong-password',
      'alert:facebook-takeover-impersonation',
    ],
    says: [['two-factor', '2FA']],
  },
  {
    before: ['how much is the securing a small office network course'],
    question: 'wat does it teach',
    top: ['course:securing-a-small-office-network'],
    says: [['router', 'Wi-Fi']],
  },
  {
    before: ['i just passed the last module quiz!!'],
    question: 'so where is my cert',
    top: ['faq:how-do-i-get-my-certificate'],
    says: [['View Certificates', 'View Your Certificate']],
  },
  {
    before: ['which course for churches?'],
    question: 'is it free or we need a code',
    top: [
      'faq:which-course-should-i-start-with',
      'course:data-protection-for-churches-and-ngos',
      'course:backups-that-save-your-work',
      'faq:are-the-courses-free',
    ],
    says: ['free'],
  },
  {
    before: ['what is the know the cybercrime code act course about'],
    question: 'do i get a certificate at the end',
    top: ['faq:how-do-i-get-my-certificate', 'course:know-the-cybercrime-code-act-2016'],
    says: ['certificate'],
  },
];

const UNRELATED_EARLIER: ChatCase[] = [
  {
    before: ['wanem samting ransomware'],
    question:
      'someone called saying hes from digicel technical team, my internet will be cut unless i let him fix my phone with an app',
    top: ['alert:fake-tech-support-calls'],
    says: ['hang up'],
  },
  {
    before: ['how to enrol'],
    question: 'can i change my learner category later',
    top: ['faq:which-learner-category-should-i-choose'],
    says: ['profile'],
  },
  {
    before: ['what is the digital government act'],
    question: 'my friend on whatsapp asking me to forward a 6 digit code he sent me by mistake',
    top: ['alert:whatsapp-code-takeover', 'faq:should-i-share-my-pin-or-code', 'faq:how-do-i-spot-a-scam-message'],
    says: [['never', 'do not', "don't"]],
  },
  {
    before: ['is the phishing course free'],
    question: 'hamas K for the auditing user access course',
    top: ['course:auditing-user-access-and-accounts'],
    says: [priceOf('auditing-user-access-and-accounts').slice(1)],
  },
  {
    before: ['how do i contact support'],
    question: 'investment group on telegram promises 30% profit every week, shud i join',
    top: ['alert:fake-investment-crypto-schemes'],
    says: [['Bank of Papua New Guinea', 'Securities Commission', 'licensed']],
  },
  {
    before: ['what is OSINT'],
    question: 'can i study on my phone? network here in kerema is very slow',
    top: ['faq:how-much-data-do-courses-use'],
    says: [['JavaScript', 'small', 'KB']],
  },
];

const SCOPE: ChatCase[] = [
  { question: 'ok thanks tenkyu tru', top: 'scope' },
  { question: 'can you recommend a good movie to watch tonight', top: 'scope' },
  { question: 'help me with my grade 10 maths homework', top: 'scope' },
  { question: 'wat time the pmv from boroko to gordons', top: 'scope' },
];

export const INDEPENDENT_TUNING: ChatCase[] = [...PLAIN, ...LEARNER, ...FOLLOW_UP, ...UNRELATED_EARLIER, ...SCOPE];
