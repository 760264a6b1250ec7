/**
 * Questions for the assistant's retrieval benchmark, written as learners in Papua New Guinea ask them: short,
 * informal, sometimes misspelt, sometimes in Tok Pisin-flavoured English.
 *
 * `expect` lists the sources that truly answer the question; the answer counts as a hit when any of them is among
 * the three sources retrieved first. Each source is written as a key, `<kind>:<slug>`, with the slug from seed/data:
 * - `course:<slug>`: a course (seed/data/courses/<slug>.yaml), its modules included;
 * - `domain:<slug>`: a domain page (seed/data/domains.yaml);
 * - `alert:<slug>`: an awareness alert (seed/data/awareness-alerts.yaml);
 * - `faq:<slug>`: an FAQ (seed/data/faqs.yaml).
 * seed/test/chat-questions.test.ts checks that every key names an item that exists.
 */
export type ChatQuestion = { question: string; expect: string[] };

export const CHAT_QUESTIONS: ChatQuestion[] = [
  // Scams
  {
    question: 'someone sent me SMS saying I won K5000 from Digicel',
    expect: [
      'faq:how-do-i-spot-a-scam-message',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:cyber-safety-basics-for-everyone',
    ],
  },
  {
    question: 'got text from my bank saying account blocked and to send them the code',
    expect: [
      'alert:fake-bank-mobile-money-messages',
      'faq:should-i-share-my-pin-or-code',
      'course:spot-and-stop-sms-and-whatsapp-scams',
    ],
  },
  {
    question: 'wat is phishing',
    expect: [
      'alert:ai-generated-email-attacks',
      'course:strong-passwords-and-two-step-verification',
      'faq:how-do-i-spot-a-scam-message',
      'course:spot-and-stop-sms-and-whatsapp-scams',
    ],
  },
  {
    question: 'my friend on whatsapp ask me to send the 6 digit code he sent by mistake',
    expect: ['alert:whatsapp-code-takeover', 'faq:should-i-share-my-pin-or-code'],
  },
  {
    question: 'someone say they sent me K200 by mistake and want me to send it back',
    expect: ['course:spot-and-stop-sms-and-whatsapp-scams'],
  },
  {
    question: 'job offer overseas but they want a processing fee first, is it real?',
    expect: ['alert:fake-job-scholarship-offers'],
  },
  {
    question: 'scholarship to study in australia asking me to send passport copy and pay visa fee',
    expect: ['alert:fake-job-scholarship-offers'],
  },
  {
    question: 'my cousin put money in a crypto group that doubles your money in 2 weeks',
    expect: ['alert:fake-investment-crypto-schemes'],
  },
  {
    question: 'man i met on facebook wants money for plane ticket to come see me',
    expect: ['alert:romance-scams'],
  },
  {
    question: 'someone called saying they from microsoft and my computer has virus',
    expect: ['alert:fake-tech-support-calls'],
  },
  {
    question: 'is it safe to install apk from whatsapp group for free data',
    expect: ['alert:fake-apk-apps', 'course:keep-your-android-phone-safe'],
  },
  {
    question: 'poster says scan the qr code to claim prize, is it ok',
    expect: ['alert:qr-code-phishing'],
  },
  {
    question: 'email from airline about refund for my cancelled flight, they know my booking',
    expect: ['alert:airline-data-breaches'],
  },
  {
    question: 'boss sent voice message to pay an invoice urgently but the voice sounds strange',
    expect: ['alert:ai-generated-email-attacks'],
  },
  {
    question: 'fake facebook profile of our pastor asking people for donations',
    expect: ['alert:facebook-takeover-impersonation', 'course:staying-safe-on-facebook-and-social-media'],
  },

  // Mobile money and banking
  {
    question: 'my cellmoni was stolen what do i do',
    expect: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
  },
  {
    question: 'bank officer call me and ask for my PIN shud i give',
    expect: [
      'faq:should-i-share-my-pin-or-code',
      'alert:fake-bank-mobile-money-messages',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
  },
  {
    question: 'phone suddenly says no service and then money gone from my account',
    expect: [
      'alert:fake-bank-mobile-money-messages',
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
  },
  {
    question: 'how to keep my mobile money safe',
    expect: ['course:protect-your-money-from-mobile-money-and-bank-fraud'],
  },
  {
    question: 'ol i stilim mani long bank account bilong mi',
    expect: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
  },

  // Passwords and accounts
  {
    question: 'strong password tips',
    expect: ['faq:how-do-i-make-a-strong-password', 'course:strong-passwords-and-two-step-verification'],
  },
  {
    question: 'how to turn on two step verification on whatsapp',
    expect: [
      'alert:whatsapp-code-takeover',
      'faq:how-do-i-make-a-strong-password',
      'course:strong-passwords-and-two-step-verification',
    ],
  },
  {
    question: 'is it ok to use same password for facebook and email',
    expect: ['faq:how-do-i-make-a-strong-password', 'course:strong-passwords-and-two-step-verification'],
  },
  {
    question: 'wat is 2FA',
    expect: [
      'course:strong-passwords-and-two-step-verification',
      'faq:how-do-i-make-a-strong-password',
      'course:cyber-safety-basics-for-everyone',
    ],
  },
  {
    question: 'my phone got stolen, what about my whatsapp and bank',
    expect: ['course:keep-your-android-phone-safe', 'course:protect-your-money-from-mobile-money-and-bank-fraud'],
  },

  // Registration and enrolment
  {
    question: 'how do i sign up',
    expect: ['faq:how-do-i-create-an-account'],
  },
  {
    question: 'how to enroll in a course',
    expect: ['faq:how-do-i-enrol-in-a-course'],
  },
  {
    question: 'it keeps saying complete your profile before i can enrol',
    expect: ['faq:how-do-i-enrol-in-a-course'],
  },
  {
    question: 'is the course free',
    expect: ['faq:are-the-courses-free'],
  },
  {
    question: 'my work gave me an access code, how do i use it',
    expect: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
  },
  {
    question: 'can i pay for the course with mobile money',
    expect: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
  },
  {
    question: 'which category shud i pick, i am a teacher',
    expect: ['faq:which-learner-category-should-i-choose'],
  },

  // Studying
  {
    question: 'how much data does a course use, my data is low',
    expect: ['faq:how-much-data-do-courses-use'],
  },
  {
    question: 'i failed the quiz can i try again',
    expect: ['faq:is-my-progress-saved'],
  },
  {
    question: 'will i lose my progress if the network drops',
    expect: ['faq:is-my-progress-saved', 'faq:how-much-data-do-courses-use'],
  },

  // Certificates
  {
    question: 'how to get my certificate',
    expect: ['faq:how-do-i-get-my-certificate'],
  },
  {
    question: 'my employer wants to check my certificate is real',
    expect: ['faq:how-can-someone-check-my-certificate'],
  },
  {
    question: 'name spelling is wrong on my certificate',
    expect: ['faq:my-name-is-wrong-on-my-certificate'],
  },
  {
    question: 'do free courses give certificate too',
    expect: ['faq:how-do-i-get-my-certificate', 'faq:are-the-courses-free'],
  },

  // Technical support
  {
    question: 'forgot my password',
    expect: ['faq:i-forgot-my-password'],
  },
  {
    question: 'i forgot wat email i used to register',
    expect: ['faq:i-forgot-which-email-i-used'],
  },
  {
    question: 'the reset password link says expired',
    expect: ['faq:i-forgot-my-password'],
  },
  {
    question: 'account locked after too many tries',
    expect: ['faq:i-forgot-my-password'],
  },
  {
    question: 'how do i contact support',
    expect: ['faq:how-do-i-contact-support'],
  },

  // Reporting
  {
    question: 'who do I report scam to',
    expect: [
      'faq:where-do-i-report-a-scam-or-cybercrime',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:know-the-cybercrime-code-act-2016',
    ],
  },
  {
    question: 'how to report to the police cybercrime unit',
    expect: ['faq:where-do-i-report-a-scam-or-cybercrime', 'course:know-the-cybercrime-code-act-2016'],
  },
  {
    question: 'what proof should i keep after i got scammed',
    expect: [
      'faq:what-evidence-should-i-keep',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
  },
  {
    question: 'someone threatening to post my nude pics if i dont pay',
    expect: [
      'faq:someone-threatens-to-share-my-private-photos',
      'alert:sextortion-young-people',
      'course:staying-safe-on-facebook-and-social-media',
    ],
  },
  {
    question: 'my facebook got hacked',
    expect: [
      'faq:my-facebook-or-whatsapp-was-hacked',
      'alert:facebook-takeover-impersonation',
      'course:staying-safe-on-facebook-and-social-media',
    ],
  },
  {
    question: 'ol i hakim whatsapp bilong mi',
    expect: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:whatsapp-code-takeover'],
  },
  {
    question: 'our office computers locked with a ransom message what to do',
    expect: [
      'course:recognise-and-report-a-cyber-incident',
      'course:ransomware-readiness-for-government-agencies',
      'alert:government-ransomware',
    ],
  },
  {
    question: 'what is the NCSC',
    expect: ['course:the-digital-government-act-2022-for-public-servants', 'course:understanding-cyber-threats-to-png'],
  },

  // Courses for each audience
  {
    question: 'best course for police officers',
    expect: [
      'course:digital-evidence-for-frontline-police',
      'course:know-the-cybercrime-code-act-2016',
      'faq:which-course-should-i-start-with',
      'domain:cyber-crime',
    ],
  },
  {
    question: 'cyber training for government staff',
    expect: [
      'course:the-digital-government-act-2022-for-public-servants',
      'course:ransomware-readiness-for-government-agencies',
      'faq:which-course-should-i-start-with',
    ],
  },
  {
    question: 'our church keeps member records, which course is for us',
    expect: ['course:data-protection-for-churches-and-ngos', 'faq:which-course-should-i-start-with'],
  },
  {
    question: 'course for students about facebook safety',
    expect: ['course:staying-safe-on-facebook-and-social-media', 'faq:which-course-should-i-start-with'],
  },
  {
    question: 'where to start, im new to all this cyber stuff',
    expect: ['course:cyber-safety-basics-for-everyone', 'faq:which-course-should-i-start-with'],
  },
  {
    question: 'i want a career in cyber security what do i study',
    expect: ['domain:cyber-security'],
  },
  {
    question: 'our NGO has no IT person, how do we check our security',
    expect: ['course:security-self-assessment-for-small-organisations'],
  },
  {
    question: 'how to back up our church files',
    expect: ['course:backups-that-save-your-work'],
  },
  {
    question: 'training in threat intelligence for analysts',
    expect: ['domain:cyber-intelligence', 'course:open-source-intelligence-for-analysts'],
  },

  // Laws
  {
    question: 'what is the Cybercrime Code Act',
    expect: ['course:know-the-cybercrime-code-act-2016'],
  },
  {
    question: 'is it a crime to post lies about someone on facebook in png',
    expect: ['course:know-the-cybercrime-code-act-2016'],
  },
  {
    question: 'is hacking into someones account illegal in png',
    expect: ['course:know-the-cybercrime-code-act-2016'],
  },
  {
    question: 'digital government act what must public servants do',
    expect: ['course:the-digital-government-act-2022-for-public-servants'],
  },

  // Bullying
  {
    question: 'kids at school bully my daughter on facebook',
    expect: ['course:staying-safe-on-facebook-and-social-media'],
  },
];
