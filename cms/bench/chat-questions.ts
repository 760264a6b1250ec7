/**
 * The assistant benchmark's tuning set (issue 20, ADR 0034): questions as learners in Papua New Guinea type them on
 * a phone (short, informal, misspelt, SMS style, some Tok Pisin), with follow-ups, new questions after unrelated
 * ones, off-topic questions and greetings, and signed-in learners asking for courses. Each says what its answer
 * must be (bench/chat-case.ts). With them: the first held-out set, written by the same engineer (so no longer held
 * out), and 40 questions written with the held-out set by someone who had read neither the assistant's code nor
 * these questions. The held-out set is bench/chat-held-out.ts, which tuning never reads.
 */
import { durationOf, priceOf, type ChatCase } from './chat-case';
import { FIRST_SET } from './chat-questions-first-set';
import { INDEPENDENT_TUNING } from './chat-questions-independent';

const SPOT_SCAM = 'faq:how-do-i-spot-a-scam-message';
const PIN = 'faq:should-i-share-my-pin-or-code';
const HACKED = 'faq:my-facebook-or-whatsapp-was-hacked';
const MONEY_TAKEN = 'faq:money-was-taken-from-my-bank-or-mobile-money';
const REPORT = 'faq:where-do-i-report-a-scam-or-cybercrime';
const PAY = 'faq:how-do-i-pay-for-a-course-or-use-an-access-code';
const PASSWORD = 'faq:how-do-i-make-a-strong-password';
const RESET = 'faq:i-forgot-my-password';
const SCAM_COURSE = 'course:spot-and-stop-sms-and-whatsapp-scams';
const MONEY_COURSE = 'course:protect-your-money-from-mobile-money-and-bank-fraud';
const PASSWORD_COURSE = 'course:strong-passwords-and-two-step-verification';
const FACEBOOK_COURSE = 'course:staying-safe-on-facebook-and-social-media';
const LAW_COURSE = 'course:know-the-cybercrime-code-act-2016';

const ROLE_COURSES = {
  law_enforcement: [
    'course:digital-evidence-for-frontline-police',
    LAW_COURSE,
    'course:open-source-intelligence-for-analysts',
    'course:recognise-and-report-a-cyber-incident',
    SCAM_COURSE,
    PASSWORD_COURSE,
    'course:understanding-cyber-threats-to-png',
  ],
  intelligence_community: [
    'course:open-source-intelligence-for-analysts',
    'course:ransomware-readiness-for-government-agencies',
    'course:understanding-cyber-threats-to-png',
  ],
  general_workforce: [
    'course:auditing-user-access-and-accounts',
    'course:backups-that-save-your-work',
    'course:cyber-risk-management-for-leaders',
    'course:cyber-safety-basics-for-everyone',
    'course:incident-response-for-small-teams',
    'course:keep-your-android-phone-safe',
    LAW_COURSE,
    MONEY_COURSE,
    'course:recognise-and-report-a-cyber-incident',
    'course:securing-a-small-office-network',
    'course:security-self-assessment-for-small-organisations',
    SCAM_COURSE,
    FACEBOOK_COURSE,
    PASSWORD_COURSE,
    'course:understanding-cyber-threats-to-png',
  ],
  student_educational: [
    'course:backups-that-save-your-work',
    'course:cyber-safety-basics-for-everyone',
    'course:keep-your-android-phone-safe',
    LAW_COURSE,
    MONEY_COURSE,
    SCAM_COURSE,
    FACEBOOK_COURSE,
    PASSWORD_COURSE,
  ],
} as const;

const OWN: ChatCase[] = [
  // Scams
  {
    question: 'someone sent me SMS saying I won K5000 from Digicel',
    top: [SPOT_SCAM, SCAM_COURSE, 'course:cyber-safety-basics-for-everyone'],
    says: ['prize'],
  },
  {
    question: 'got text from my bank saying account blocked and to send them the code',
    top: ['alert:fake-bank-mobile-money-messages', PIN, SCAM_COURSE],
  },
  {
    question: 'wat is phishing',
    top: ['faq:what-is-phishing'],
    says: ['phishing'],
  },
  {
    question: 'my friend on whatsapp ask me to send the 6 digit code he sent by mistake',
    top: ['alert:whatsapp-code-takeover', PIN],
  },
  {
    question: 'someone say they sent me K200 by mistake and want me to send it back',
    top: [SCAM_COURSE, SPOT_SCAM],
  },
  {
    question: 'job offer overseas but they want a processing fee first, is it real?',
    top: ['alert:fake-job-scholarship-offers'],
  },
  {
    question: 'scholarship to study in australia asking me to send passport copy and pay visa fee',
    top: ['alert:fake-job-scholarship-offers'],
  },
  {
    question: 'my cousin put money in a crypto group that doubles your money in 2 weeks',
    top: ['alert:fake-investment-crypto-schemes'],
  },
  {
    question: 'man i met on facebook wants money for plane ticket to come see me',
    top: ['alert:romance-scams'],
  },
  {
    question: 'someone called saying they from microsoft and my computer has virus',
    top: ['alert:fake-tech-support-calls'],
  },
  {
    question: 'is it safe to install apk from whatsapp group for free data',
    top: ['alert:fake-apk-apps', 'course:keep-your-android-phone-safe'],
  },
  {
    question: 'poster says scan the qr code to claim prize, is it ok',
    top: ['alert:qr-code-phishing'],
  },
  {
    question: 'email from airline about refund for my cancelled flight, they know my booking',
    top: ['alert:airline-data-breaches'],
  },
  {
    question: 'boss sent voice message to pay an invoice urgently but the voice sounds strange',
    top: ['alert:ai-generated-email-attacks'],
  },
  {
    question: 'fake facebook profile of our pastor asking people for donations',
    top: ['alert:facebook-takeover-impersonation', FACEBOOK_COURSE],
  },
  {
    question: 'Someone on Facebook wants my BSP account PIN',
    top: [PIN, 'alert:fake-bank-mobile-money-messages'],
    says: ['never', 'PIN'],
  },
  {
    question: 'a guy on messenger say he is from kina bank n need my pin to verify',
    top: [PIN, 'alert:fake-bank-mobile-money-messages'],
    says: ['never'],
  },
  {
    question: 'digicel customer care sms ask me reply with my cellmoni pin',
    top: [PIN, 'alert:fake-bank-mobile-money-messages'],
    says: ['never', 'PIN'],
  },
  {
    question: 'is it ok to give my OTP to the bank officer on the phone',
    top: [PIN, 'alert:fake-bank-mobile-money-messages'],
    says: ['never'],
  },
  {
    question: 'wantok sent link to win free 10GB data from bmobile, pasin giaman?',
    top: [SPOT_SCAM, SCAM_COURSE],
  },
  {
    question: 'how do i know if a message is a scam',
    top: [SPOT_SCAM, SCAM_COURSE],
    says: ['PIN'],
  },
  {
    question: 'someone i dont know added me to a whatsapp group selling cheap phones, pay first',
    top: [SPOT_SCAM, SCAM_COURSE, 'alert:whatsapp-code-takeover'],
  },
  {
    question: 'girl on facebook video call then recorded me and now wants K1000',
    top: ['faq:someone-threatens-to-share-my-private-photos', 'alert:sextortion-young-people'],
    says: ['do not pay'],
  },
  {
    question: 'they say they will send my nude pics to my family if i dont pay',
    top: ['faq:someone-threatens-to-share-my-private-photos', 'alert:sextortion-young-people'],
    says: ['police'],
  },

  // What things are
  {
    question: 'What is ransomware?',
    top: ['faq:what-is-ransomware'],
    says: ['ransomware', ['lock', 'encrypt']],
  },
  {
    question: 'wat is malwear',
    top: ['faq:what-is-malware'],
    says: ['malware'],
  },
  {
    question: 'what is a virus on computer',
    top: ['faq:what-is-malware'],
    says: ['virus'],
  },
  {
    question: 'what is sim swap fraud',
    top: ['faq:what-is-a-sim-swap', MONEY_TAKEN],
    says: ['SIM'],
  },
  {
    question: 'what is cybersecurity',
    top: ['faq:what-is-cybersecurity', 'domain:cyber-security'],
  },
  {
    question: 'wat is 2FA',
    top: ['faq:what-is-two-step-verification', PASSWORD_COURSE, PASSWORD],
    says: ['code'],
  },
  {
    question: 'what does phishing mean in tok pisin',
    top: ['faq:what-is-phishing'],
    says: ['phishing'],
  },
  {
    question: 'ransomware em wanem samting',
    top: ['faq:what-is-ransomware'],
    says: ['ransomware'],
  },
  {
    question: 'meaning of two step verification',
    top: ['faq:what-is-two-step-verification', PASSWORD_COURSE],
    says: ['code'],
  },
  {
    question: 'what is the NCSC',
    top: [
      REPORT,
      'course:the-digital-government-act-2022-for-public-servants',
      'course:understanding-cyber-threats-to-png',
    ],
    says: ['NCSC'],
  },
  {
    question: 'what is the Cybercrime Code Act',
    top: [LAW_COURSE],
  },

  // Mobile money and banking
  {
    question: 'my cellmoni was stolen what do i do',
    top: [MONEY_TAKEN, MONEY_COURSE],
  },
  {
    question: 'bank officer call me and ask for my PIN shud i give',
    top: [PIN, 'alert:fake-bank-mobile-money-messages', MONEY_COURSE],
    says: ['never'],
  },
  {
    question: 'phone suddenly says no service and then money gone from my account',
    top: ['alert:fake-bank-mobile-money-messages', MONEY_TAKEN, 'faq:what-is-a-sim-swap'],
  },
  {
    question: 'how to keep my mobile money safe',
    top: [MONEY_COURSE, PIN],
  },
  {
    question: 'ol i stilim mani long bank account bilong mi',
    top: [MONEY_TAKEN, MONEY_COURSE],
  },
  {
    question: 'K500 went missing from my bsp account, i did not send it',
    top: [MONEY_TAKEN],
    says: ['bank'],
  },
  {
    question: 'sent money to wrong person on micash can i get it back',
    top: [MONEY_TAKEN, MONEY_COURSE],
  },

  // Passwords and accounts
  {
    question: 'strong password tips',
    top: [PASSWORD, PASSWORD_COURSE],
  },
  {
    question: 'how to turn on two step verification on whatsapp',
    top: [PASSWORD, 'alert:whatsapp-code-takeover', PASSWORD_COURSE, 'faq:what-is-two-step-verification'],
    says: ['Two-step verification'],
  },
  {
    question: 'is it ok to use same password for facebook and email',
    top: [PASSWORD, PASSWORD_COURSE],
  },
  {
    question: 'my phone got stolen, what about my whatsapp and bank',
    top: ['course:keep-your-android-phone-safe', MONEY_COURSE, MONEY_TAKEN],
  },
  {
    question: 'my facebook got hacked',
    top: [HACKED, 'alert:facebook-takeover-impersonation'],
  },
  {
    question: 'ol i hakim whatsapp bilong mi',
    top: [HACKED, 'alert:whatsapp-code-takeover'],
  },
  {
    question: 'My WhatsApp account was hacked, how do I get it back?',
    top: [HACKED, 'alert:whatsapp-code-takeover'],
    says: ['code'],
  },
  {
    question: 'someone is using my fb name to ask my friends for money',
    top: [HACKED, 'alert:facebook-takeover-impersonation'],
  },
  {
    question: 'is 123456 a good password',
    top: [PASSWORD, PASSWORD_COURSE],
    says: ['123456'],
  },

  // Registration and enrolment
  {
    question: 'how do i sign up',
    top: ['faq:how-do-i-create-an-account'],
    says: ['/auth?tab=register'],
  },
  {
    question: 'how to enroll in a course',
    top: ['faq:how-do-i-enrol-in-a-course'],
  },
  {
    question: 'it keeps saying complete your profile before i can enrol',
    top: ['faq:how-do-i-enrol-in-a-course'],
  },
  {
    question: 'is the course free',
    top: ['faq:are-the-courses-free'],
  },
  {
    question: 'my work gave me an access code, how do i use it',
    top: [PAY],
    says: ['Enroll Now'],
  },
  {
    question: 'can i pay for the course with mobile money',
    top: [PAY],
    says: ['access code'],
  },
  {
    question: 'which category shud i pick, i am a teacher',
    top: ['faq:which-learner-category-should-i-choose'],
  },
  {
    question: 'how much does the Incident Response course cost and how do I pay?',
    top: ['course:incident-response-for-small-teams', PAY],
    says: [priceOf('incident-response-for-small-teams'), 'access code'],
  },
  {
    question: 'price for ransomware readiness course? how to pay',
    top: ['course:ransomware-readiness-for-government-agencies', PAY],
    says: [priceOf('ransomware-readiness-for-government-agencies'), 'access code'],
  },
  {
    question: 'how much for the OSINT course',
    top: ['course:open-source-intelligence-for-analysts'],
    says: [priceOf('open-source-intelligence-for-analysts')],
  },
  {
    question: 'our department wants to buy seats for 30 staff',
    top: [PAY],
    says: ['sponsored seats'],
  },
  {
    question: 'access code not working it say used up',
    top: [PAY],
  },
  {
    question: 'mi laik putim nem long kos',
    top: ['faq:how-do-i-enrol-in-a-course', 'faq:how-do-i-create-an-account'],
  },
  {
    question: 'do i need email to register or can i use my phone number',
    top: ['faq:how-do-i-create-an-account'],
  },

  // Studying
  {
    question: 'how much data does a course use, my data is low',
    top: ['faq:how-much-data-do-courses-use'],
  },
  {
    question: 'i failed the quiz can i try again',
    top: ['faq:is-my-progress-saved'],
  },
  {
    question: 'will i lose my progress if the network drops',
    top: ['faq:is-my-progress-saved', 'faq:how-much-data-do-courses-use'],
  },
  {
    question: 'can i continue my course on my sisters phone',
    top: ['faq:is-my-progress-saved'],
  },
  {
    question: 'whats the pass mark for the quiz',
    top: ['faq:is-my-progress-saved'],
    says: ['70%'],
  },

  // Certificates
  {
    question: 'how to get my certificate',
    top: ['faq:how-do-i-get-my-certificate'],
  },
  {
    question: 'my employer wants to check my certificate is real',
    top: ['faq:how-can-someone-check-my-certificate'],
  },
  {
    question: 'name spelling is wrong on my certificate',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
  },
  {
    question: 'do free courses give certificate too',
    top: ['faq:how-do-i-get-my-certificate', 'faq:are-the-courses-free'],
  },
  {
    question: 'how to share my cert on linkedin',
    top: ['faq:how-can-someone-check-my-certificate'],
  },

  // Technical support
  {
    question: 'forgot my password',
    top: [RESET],
  },
  {
    question: 'i forgot wat email i used to register',
    top: ['faq:i-forgot-which-email-i-used'],
  },
  {
    question: 'the reset password link says expired',
    top: [RESET],
  },
  {
    question: 'account locked after too many tries',
    top: [RESET],
  },
  {
    question: 'how do i contact support',
    top: ['faq:how-do-i-contact-support'],
  },
  {
    question: 'site keeps showing error when i submit the quiz, who can help',
    top: ['faq:how-do-i-contact-support', 'faq:is-my-progress-saved', 'faq:how-much-data-do-courses-use'],
  },
  {
    question: 'reset link never came to my whatsapp',
    top: [RESET],
  },

  // Reporting
  {
    question: 'who do I report scam to',
    top: [REPORT],
    says: ['NCSC'],
  },
  {
    question: 'how to report to the police cybercrime unit',
    top: [REPORT, LAW_COURSE],
  },
  {
    question: 'what proof should i keep after i got scammed',
    top: ['faq:what-evidence-should-i-keep'],
  },
  {
    question: 'mi laik ripotim wanpela giaman man',
    top: [REPORT],
  },
  {
    question: 'our office computers locked with a ransom message what to do',
    top: [
      'course:recognise-and-report-a-cyber-incident',
      'course:ransomware-readiness-for-government-agencies',
      'alert:government-ransomware',
      'faq:what-is-ransomware',
    ],
  },

  // Courses
  {
    question: 'best course for police officers',
    top: ['course:digital-evidence-for-frontline-police', LAW_COURSE, 'course:recognise-and-report-a-cyber-incident'],
  },
  {
    question: 'cyber training for government staff',
    top: [
      'course:the-digital-government-act-2022-for-public-servants',
      'course:ransomware-readiness-for-government-agencies',
      'faq:which-course-should-i-start-with',
    ],
  },
  {
    question: 'our church keeps member records, which course is for us',
    top: ['course:data-protection-for-churches-and-ngos', 'faq:which-course-should-i-start-with'],
  },
  {
    question: 'course for students about facebook safety',
    top: [FACEBOOK_COURSE],
  },
  {
    question: 'where to start, im new to all this cyber stuff',
    top: ['course:cyber-safety-basics-for-everyone', 'faq:which-course-should-i-start-with'],
  },
  {
    question: 'i want a career in cyber security what do i study',
    top: ['domain:cyber-security'],
  },
  {
    question: 'our NGO has no IT person, how do we check our security',
    top: ['course:security-self-assessment-for-small-organisations'],
  },
  {
    question: 'how to back up our church files',
    top: ['course:backups-that-save-your-work'],
  },
  {
    question: 'training in threat intelligence for analysts',
    top: ['domain:cyber-intelligence', 'course:open-source-intelligence-for-analysts'],
  },
  {
    question: 'kids at school bully my daughter on facebook',
    top: [FACEBOOK_COURSE],
  },
  {
    question: 'is it a crime to post lies about someone on facebook in png',
    top: [LAW_COURSE],
  },
  {
    question: 'is hacking into someones account illegal in png',
    top: [LAW_COURSE],
  },
  {
    question: 'digital government act what must public servants do',
    top: ['course:the-digital-government-act-2022-for-public-servants'],
  },
  {
    question: 'Can you recommend some cybersecurity courses for me?',
    top: ['course:cyber-safety-basics-for-everyone', SCAM_COURSE, MONEY_COURSE, PASSWORD_COURSE],
  },
  {
    question: 'securing wifi router in our small office',
    top: ['course:securing-a-small-office-network'],
  },

  // Off-topic and greetings
  { question: 'Who won the State of Origin?', top: 'scope', says: ['/courses'] },
  { question: 'helo kumul', top: 'scope' },
  { question: 'gude', top: 'scope' },
  { question: 'good morning kumul', top: 'scope' },
  { question: 'hi, how are you?', top: 'scope' },
  { question: 'tell me a joke about pizza', top: 'scope' },
  { question: 'what time does the PMV leave for Goroka', top: 'scope' },
  { question: 'how much is buai at the market', top: 'scope' },
  { question: 'can you do my maths homework', top: 'scope' },
  { question: 'who is the best rugby player in png', top: 'scope' },
  { question: 'what can you help me with?', top: 'scope' },

  // Conversations
  {
    before: ['How do I reset my password?'],
    question: 'what is phishing',
    top: ['faq:what-is-phishing'],
    says: ['phishing'],
  },
  {
    before: ['money was taken from my mobile money account'],
    question: 'My WhatsApp account was hacked, how do I get it back?',
    top: [HACKED, 'alert:whatsapp-code-takeover'],
    says: ['WhatsApp'],
  },
  {
    before: ['how do i spot a scam sms'],
    question: 'and on WhatsApp?',
    top: [SPOT_SCAM, SCAM_COURSE, 'alert:whatsapp-code-takeover'],
    says: ['WhatsApp'],
  },
  {
    before: ['Tell me about the Cybercrime Code Act'],
    question: 'is it free?',
    top: [LAW_COURSE],
    says: ['free'],
  },
  {
    before: ['How do I get ready for ransomware at my agency?'],
    question: 'is it free?',
    top: ['course:ransomware-readiness-for-government-agencies'],
    says: [priceOf('ransomware-readiness-for-government-agencies')],
  },
  {
    before: ['tell me about the course on digital evidence for police'],
    question: 'how long does it take?',
    top: ['course:digital-evidence-for-frontline-police'],
    says: [durationOf('digital-evidence-for-frontline-police')],
  },
  {
    before: ['how to back up our church files'],
    question: 'how long does it take',
    top: ['course:backups-that-save-your-work'],
    says: [durationOf('backups-that-save-your-work')],
  },
  {
    before: ['tell me about the open source intelligence course'],
    question: 'how much is it and how do i pay?',
    top: ['course:open-source-intelligence-for-analysts', PAY],
    says: [priceOf('open-source-intelligence-for-analysts'), 'access code'],
  },
  {
    before: ['how do i enrol in a course'],
    question: 'what is ransomware',
    top: ['faq:what-is-ransomware'],
    says: ['ransomware'],
  },
  {
    before: ['my cellmoni was stolen'],
    question: 'who won the state of origin',
    top: 'scope',
  },
  {
    before: ['how to get my certificate'],
    question: 'someone on facebook wants my bank pin',
    top: [PIN],
    says: ['never'],
  },
  {
    before: ['I forgot my password'],
    question: 'how do i report a scam',
    top: [REPORT],
    says: ['NCSC'],
  },
  {
    before: ['what is phishing'],
    question: 'how do i make a strong password',
    top: [PASSWORD, PASSWORD_COURSE],
  },
  {
    before: ['my facebook was hacked'],
    question: 'and whatsapp?',
    top: [HACKED, 'alert:whatsapp-code-takeover'],
    says: ['WhatsApp'],
  },
  {
    before: ['recommend a course for churches'],
    question: 'which ones are free?',
    top: [
      'course:data-protection-for-churches-and-ngos',
      'course:backups-that-save-your-work',
      'course:security-self-assessment-for-small-organisations',
      'course:cyber-safety-basics-for-everyone',
    ],
    says: ['free'],
  },
  {
    before: ['someone took money from my bsp account'],
    question: 'where do i report it',
    top: [REPORT, MONEY_TAKEN],
    says: ['police'],
  },
  {
    before: ['how do i get my certificate'],
    question: 'can my employer check it?',
    top: ['faq:how-can-someone-check-my-certificate'],
  },
  {
    before: ['what is sim swap'],
    question: 'how do i stop it',
    top: ['faq:what-is-a-sim-swap', MONEY_TAKEN, MONEY_COURSE],
  },
  {
    before: ['my whatsapp was hacked'],
    question: 'what is the cybercrime code act',
    top: [LAW_COURSE],
  },
  {
    before: ['is the strong passwords course free'],
    question: 'thanks, what about the facebook safety one?',
    top: [FACEBOOK_COURSE],
  },

  // Signed-in learners asking for courses
  {
    learner: 'law_enforcement',
    question: 'Can you recommend some cybersecurity courses for me?',
    top: [...ROLE_COURSES.law_enforcement],
  },
  {
    learner: 'intelligence_community',
    question: 'what course should i do',
    top: [...ROLE_COURSES.intelligence_community],
  },
  {
    learner: 'student_educational',
    question: 'recommend a course for me pls',
    top: [...ROLE_COURSES.student_educational],
  },
  { learner: 'general_workforce', question: 'which courses are good for me', top: [...ROLE_COURSES.general_workforce] },
  { learner: 'law_enforcement', question: 'wanem kos i gutpela long mi', top: [...ROLE_COURSES.law_enforcement] },
];

export const CHAT_QUESTIONS: ChatCase[] = [...OWN, ...FIRST_SET, ...INDEPENDENT_TUNING];
