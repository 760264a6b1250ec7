/**
 * Held-out evaluation questions for Kumul, the Kundu Cyber Academy assistant (110 cases).
 * Written independently from the seed content (faqs, courses, awareness alerts, domains) without reading the
 * assistant's code or its other questions. Not to be used for tuning.
 *
 * Sections: plain questions, learner-category questions, follow-ups (the question depends on `before`),
 * unrelated-earlier questions (`before` is on another topic), and off-topic or greetings (`scope`).
 */
import { durationOf, priceOf, type ChatCase } from './chat-case';

const PLAIN: ChatCase[] = [
  {
    question: 'wat is phishing?? my boss keep saying it in meetings',
    top: ['faq:what-is-phishing', 'course:strong-passwords-and-two-step-verification'],
    says: ['trick'],
  },
  {
    question: 'wanem samting ransomware',
    top: [
      'faq:what-is-ransomware',
      'course:ransomware-readiness-for-government-agencies',
      'alert:healthcare-ransomware',
    ],
    says: [['lock', 'encrypt', 'scrambl']],
  },
  {
    question: 'my phone keeps getting hot n my data finish too quick, virus ah?',
    top: ['faq:what-is-malware', 'course:keep-your-android-phone-safe'],
    says: [['malware', 'harmful', 'Google Play', 'Play Protect']],
  },
  {
    question: 'mi laik save, sapos wanpela man i askim PIN bilong mi long fon em orait long givim?',
    top: [
      'faq:should-i-share-my-pin-or-code',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'alert:fake-bank-mobile-money-messages',
      'course:spot-and-stop-sms-and-whatsapp-scams',
    ],
    says: ['never'],
  },
  {
    question: 'someone took K800 out of my cellmoni wallet last nite, i didnt send it. what do i do now',
    top: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'faq:where-do-i-report-a-scam-or-cybercrime',
    ],
    says: [['back of your card', 'official number', 'official website', 'official app'], 'police'],
  },
  {
    question: 'my fon suddenly say no service and now theres money missing from my bsp account??',
    top: [
      'faq:what-is-a-sim-swap',
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'alert:fake-bank-mobile-money-messages',
    ],
    says: ['SIM', 'another phone'],
  },
  {
    question: 'som1 hacked my whatsapp and is asking all my contacts for money plis help',
    top: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:whatsapp-code-takeover'],
    says: ['two-step verification', 'warn'],
  },
  {
    question: 'fb bilong mi ol i hakim, password blo mi no wok moa',
    top: [
      'faq:my-facebook-or-whatsapp-was-hacked',
      'course:staying-safe-on-facebook-and-social-media',
      'alert:facebook-takeover-impersonation',
    ],
    says: [['two-factor', '2FA']],
  },
  {
    question: 'how to make a good password that i can actually remember lol',
    top: [
      'faq:how-do-i-make-a-strong-password',
      'course:strong-passwords-and-two-step-verification',
      'course:cyber-safety-basics-for-everyone',
    ],
    says: ['passphrase'],
  },
  {
    question: 'scammer got me on messenger. which office here takes reports of that kind of thing',
    top: [
      'faq:where-do-i-report-a-scam-or-cybercrime',
      'course:know-the-cybercrime-code-act-2016',
      'course:spot-and-stop-sms-and-whatsapp-scams',
    ],
    says: [
      ['NCSC', 'National Cyber Security Centre'],
      ['Cybercrime Unit', 'police'],
    ],
  },
  {
    question:
      'a guy i was chatting with on fb recorded our video call and now says he will send it to my family and church if i dont pay K1000. im so scared',
    top: [
      'faq:someone-threatens-to-share-my-private-photos',
      'alert:sextortion-young-people',
      'course:staying-safe-on-facebook-and-social-media',
      'course:romance-scams-when-an-online-love-asks-for-money',
    ],
    says: [['do not pay', "don't pay", 'never pay']],
  },
  {
    question: 'what proof shud i keep after i got scammed',
    top: [
      'faq:what-evidence-should-i-keep',
      'course:know-the-cybercrime-code-act-2016',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
    says: ['screenshot'],
  },
  {
    question: 'got sms saying i won K5000 in digicel promo but i need to send K50 credit first to claim. real or not?',
    top: ['faq:how-do-i-spot-a-scam-message', 'course:spot-and-stop-sms-and-whatsapp-scams'],
    says: [['fee', 'scam']],
  },
  {
    question: 'hamas long ol kos?',
    top: ['faq:are-the-courses-free'],
    says: ['free'],
  },
  {
    question: 'can i pay for the paid courses with mobile money or my kina bank card',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['access code'],
  },
  {
    question: 'my surname is spelt wrong on the certificate i downloaded, pls fix',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
    says: [['Re-issue', 'reissue', 'Correct it']],
  },
  {
    question: 'forgot my pasword cant login to kundu',
    top: ['faq:i-forgot-my-password'],
    says: [['reset link', 'Forgot Password']],
  },
  {
    question: 'i made an account last yr but cant remember which email i used',
    top: ['faq:i-forgot-which-email-i-used'],
    says: ['Forgot Account'],
  },
  {
    question: 'the modules use alot of data? im on digicel one day bundle',
    top: ['faq:how-much-data-do-courses-use'],
    says: [['KB', 'toea']],
  },
  {
    question: 'if i fail the quiz can i try again or im stuck',
    top: ['faq:is-my-progress-saved'],
    says: ['as many times'],
  },
  {
    question:
      'unknown number texted me saying he sent K200 to my number by mistake and i must send it back quick. i didnt check yet',
    top: [
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:cyber-safety-basics-for-everyone',
      'faq:how-do-i-spot-a-scam-message',
    ],
    says: [['balance', 'do not send', "don't send", 'do not reply']],
  },
  {
    question: 'got a call from "bank fraud team" asking me to read them the code they just sent me sms. shud i',
    top: [
      'faq:should-i-share-my-pin-or-code',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'alert:fake-bank-mobile-money-messages',
    ],
    says: [['never', 'do not', "don't"]],
  },
  {
    question: 'someone shared apk file in our whatsapp group says free data app. is it safe to install',
    top: ['alert:fake-apk-apps', 'faq:what-is-malware', 'course:keep-your-android-phone-safe'],
    says: [['Google Play', 'Play Store']],
  },
  {
    question: 'fb page offering fruit picking jobs in australia, they want K1500 for visa processing first. legit?',
    top: [
      'alert:fake-job-scholarship-offers',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:understanding-cyber-threats-to-png',
    ],
    says: [['do not ask you to pay', 'never', 'fee']],
  },
  {
    question: 'my uncle wants me to put money in a bitcoin group on whatsapp that doubles your money in 2 weeks',
    top: ['alert:fake-investment-crypto-schemes', 'course:money-schemes-crypto-scams-and-loan-apps'],
    says: [['Bank of Papua New Guinea', 'Securities Commission']],
  },
  {
    question:
      'met a guy on facebook, says hes an engineer working in dubai, we been chatting 3 months. now he wants me to send money for his plane ticket to come see me',
    top: ['alert:romance-scams', 'course:romance-scams-when-an-online-love-asks-for-money'],
    says: [['never send', 'do not send', "don't send"]],
  },
  {
    question:
      'email says my air niugini flight is cancelled and to click for refund. it even has my real name and booking',
    top: ['alert:airline-data-breaches'],
    says: [['do not click', "don't click"]],
  },
  {
    question: 'someone call me say he from microsoft and my laptop got virus, wants me to install anydesk so he fix',
    top: ['alert:fake-tech-support-calls'],
    says: ['hang up'],
  },
  {
    question: 'is hacking into my ex facebook a crime? i know her password',
    top: ['course:know-the-cybercrime-code-act-2016', 'course:strong-passwords-and-two-step-verification'],
    says: [['unauthorised access', 'section 6', 's.6', 'Cybercrime Code']],
  },
  {
    question: 'what is the 3-2-1 backup rule',
    top: ['course:backups-that-save-your-work', 'course:ransomware-readiness-for-government-agencies'],
    says: ['copies'],
  },
  {
    question: 'my phone got stolen at the market in hagen today, bank app and whatsapp on it. what now',
    top: ['course:keep-your-android-phone-safe'],
    says: [['Find My Device', 'SIM']],
  },
  {
    question: 'how do i put pin on my sim card so nobody use it',
    top: [
      'course:keep-your-android-phone-safe',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'faq:what-is-a-sim-swap',
      'course:shared-second-hand-phones-and-repair-shops',
    ],
    says: ['SIM PIN'],
  },
  {
    question: 'is it ok to use the free wifi at jacksons airport for my banking app',
    top: ['course:cyber-safety-basics-for-everyone'],
    says: [['mobile data', 'do not do banking', "don't do banking", 'not safe']],
  },
  {
    question: 'ol i mekim fake fb akaun wantaim piksa bilong pastor bilong mipela na askim ol memba long moni',
    top: ['alert:facebook-takeover-impersonation', 'course:staying-safe-on-facebook-and-social-media'],
    says: ['report'],
  },
  {
    question: 'how does the NCSC threat level thing work, green yellow red?',
    top: ['course:understanding-cyber-threats-to-png', 'course:the-digital-government-act-2022-for-public-servants'],
    says: ['green'],
  },
  {
    question: 'wat is cyber grc',
    top: ['domain:cyber-grc', 'course:cyber-risk-management-for-leaders'],
    says: ['governance'],
  },
  {
    question: 'our church keeps all members numbers in a big whatsapp group, is that a problem?',
    top: ['course:data-protection-for-churches-and-ngos'],
    says: ['phone number'],
  },
  {
    question: 'what is OSINT',
    top: ['course:open-source-intelligence-for-analysts'],
    says: [['open-source intelligence', 'open source intelligence']],
  },
  {
    question: 'office router settings, should i use WPA2 or WPA3?',
    top: ['course:securing-a-small-office-network'],
    says: ['WPA3'],
  },
  {
    question: 'i clicked a link in work email and typed my password then page went blank. what now',
    top: [
      'course:recognise-and-report-a-cyber-incident',
      'course:strong-passwords-and-two-step-verification',
      'course:incident-response-for-small-teams',
    ],
    says: ['change', ['IT person', 'IT helpdesk', 'IT team', 'report']],
  },
  {
    question: 'office computer screen says all files locked, pay in bitcoin to unlock. what do we do right now',
    top: [
      'course:recognise-and-report-a-cyber-incident',
      'faq:what-is-ransomware',
      'course:ransomware-readiness-for-government-agencies',
    ],
    says: [
      ['unplug', 'disconnect'],
      ['do not pay', "don't pay", 'not pay'],
    ],
  },
  {
    question: 'access code not working, site says expired',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: [['gave it', 'gave you', 'support']],
  },
  {
    question: 'identity theft under png law means wat exactly',
    top: ['course:know-the-cybercrime-code-act-2016'],
    says: [['section 15', 's.15', 'Cybercrime Code']],
  },
  {
    question: 'is it illegal to post on facebook that my neighbour is a sanguma? everyone says it',
    top: ['course:know-the-cybercrime-code-act-2016', 'course:check-before-you-share-election-misinformation'],
    says: ['defamat'],
  },
  {
    question: 'what does the cyber ai/ml track teach',
    top: ['domain:cyber-ai-ml'],
    says: ['machine learning'],
  },
  {
    question: 'guy on fb says he can recover the money i lost to scammers if i pay him K300 fee. legit?',
    top: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'course:money-schemes-crypto-scams-and-loan-apps',
    ],
    says: [['second scam', 'another scam']],
  },
  {
    question: 'a shop in waigani sold me a fake phone online n wont answer. who can i complain to',
    top: ['faq:where-do-i-report-a-scam-or-cybercrime', 'course:protect-your-money-from-mobile-money-and-bank-fraud'],
    says: ['ICCC'],
  },
  {
    question: 'is it safe to leave remote desktop open on our office server so staff can work from home',
    top: ['course:securing-a-small-office-network', 'course:ransomware-readiness-for-government-agencies'],
    says: [['3389', 'VPN']],
  },
  {
    question: 'how do i know if theres a skimmer on the atm',
    top: ['course:protect-your-money-from-mobile-money-and-bank-fraud'],
    says: [['card slot', 'keypad']],
  },
  {
    question:
      'sms from "kina bank" says my account is blocked and i must click the link to verify today or it closes. what shud i do',
    top: [
      'alert:fake-bank-mobile-money-messages',
      'faq:how-do-i-spot-a-scam-message',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
    says: ['official'],
  },
  {
    question: 'what is vishing',
    top: ['faq:what-is-phishing'],
    says: [['phone call', 'voice']],
  },
];

const LEARNER: ChatCase[] = [
  {
    learner: 'law_enforcement',
    question: 'wanem kos mi mas statim?',
    top: [
      'faq:which-course-should-i-start-with',
      'course:know-the-cybercrime-code-act-2016',
      'course:recognise-and-report-a-cyber-incident',
      'course:digital-evidence-for-frontline-police',
    ],
    says: [['Cybercrime Code', 'Digital Evidence', 'Recognise and Report']],
  },
  {
    learner: 'government',
    question: 'any courses for us public servants? i work at provincial admin',
    top: [
      'faq:which-course-should-i-start-with',
      'course:the-digital-government-act-2022-for-public-servants',
      'course:ransomware-readiness-for-government-agencies',
    ],
    says: [['Digital Government Act', 'Ransomware Readiness']],
  },
  {
    learner: 'churches_ngos',
    question: 'we run small church office, what course can help us look after members records',
    top: [
      'course:data-protection-for-churches-and-ngos',
      'faq:which-course-should-i-start-with',
      'course:backups-that-save-your-work',
    ],
    says: [['Data Protection for Churches', 'Backups That Save']],
  },
  {
    learner: 'student_educational',
    question: 'recomend me a free course plis',
    top: [
      'faq:which-course-should-i-start-with',
      'course:staying-safe-on-facebook-and-social-media',
      'course:keep-your-android-phone-safe',
      'course:cyber-safety-basics-for-everyone',
      'course:online-safety-for-teens',
    ],
    says: [['Facebook', 'Android', 'Cyber Safety Basics']],
  },
  {
    learner: 'intelligence_community',
    question: 'what courses fit my line of work',
    top: [
      'course:open-source-intelligence-for-analysts',
      'course:understanding-cyber-threats-to-png',
      'domain:cyber-intelligence',
      'course:ransomware-readiness-for-government-agencies',
    ],
    says: [
      [
        'Open-Source Intelligence',
        'OSINT',
        'Understanding Cyber Threats',
        'Ransomware Readiness',
        'Cyber Intelligence',
      ],
    ],
  },
  {
    learner: 'general_workforce',
    question: 'im new to all this cyber stuff, where do i begin',
    top: [
      'faq:which-course-should-i-start-with',
      'course:cyber-safety-basics-for-everyone',
      'faq:what-is-cybersecurity',
    ],
    says: ['Cyber Safety Basics'],
  },
  {
    learner: 'law_enforcement',
    question: 'how much for the digital evidence course and how do i get in',
    top: ['course:digital-evidence-for-frontline-police', 'faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: [priceOf('digital-evidence-for-frontline-police'), 'access code'],
  },
  {
    learner: 'government',
    question: 'our department got hit by ransomware before. is there advanced training for our IT staff',
    top: ['course:ransomware-readiness-for-government-agencies', 'course:incident-response-for-small-teams'],
    says: [['Ransomware Readiness', 'Incident Response']],
  },
  {
    learner: 'churches_ngos',
    question: 'our ngo has no IT person. how can we check our own security ourselves',
    top: ['course:security-self-assessment-for-small-organisations'],
    says: [['CIS', 'checklist']],
  },
  {
    learner: 'student_educational',
    question: 'mi tisa. how can i help my students who get bullied in fb group chats',
    top: [
      'course:staying-safe-on-facebook-and-social-media',
      'course:keeping-children-safe-online-for-parents-and-teachers',
    ],
    says: [['listen', 'evidence']],
  },
  {
    learner: 'law_enforcement',
    question: 'how do i seize a suspects phone without messing up the evidence',
    top: ['course:digital-evidence-for-frontline-police'],
    says: [['isolate', 'Faraday']],
  },
  {
    learner: 'government',
    question: 'mi manager, my boss wants us to keep a risk register for cyber. where do i learn that',
    top: ['course:cyber-risk-management-for-leaders'],
    says: ['risk register'],
  },
  {
    learner: 'intelligence_community',
    question: 'how do we grade how reliable a source is in an intel report',
    top: ['course:open-source-intelligence-for-analysts'],
    says: ['Admiralty'],
  },
  {
    learner: 'student_educational',
    question: 'my daughter is 13 and always on her phone. how do i know if some adult is grooming her online',
    top: [
      'course:know-the-cybercrime-code-act-2016',
      'course:staying-safe-on-facebook-and-social-media',
      'course:keeping-children-safe-online-for-parents-and-teachers',
    ],
    says: [['gifts', 'credit', 'secret', 'private app']],
  },
];

const FOLLOW_UP: ChatCase[] = [
  {
    before: ['wanem kos bilong ol polis?'],
    question: 'hamas long digital evidence wan?',
    top: ['course:digital-evidence-for-frontline-police'],
    says: [priceOf('digital-evidence-for-frontline-police')],
  },
  {
    before: ['how do i get my certificate after i finish'],
    question: 'can my employer check if its real?',
    top: ['faq:how-can-someone-check-my-certificate'],
    says: [['QR code', '/certificate/']],
  },
  {
    before: ['wat is a sim swap'],
    question: 'how can i stop it happening to me',
    top: [
      'faq:what-is-a-sim-swap',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'course:keep-your-android-phone-safe',
    ],
    says: ['SIM PIN'],
  },
  {
    before: ['tell me about the keep your android phone safe course'],
    question: 'is it free?',
    top: ['course:keep-your-android-phone-safe'],
    says: ['free'],
  },
  {
    before: ['what course should public servants do?'],
    question: 'and for police?',
    top: [
      'faq:which-course-should-i-start-with',
      'course:know-the-cybercrime-code-act-2016',
      'course:digital-evidence-for-frontline-police',
      'course:recognise-and-report-a-cyber-incident',
    ],
    says: [['Cybercrime Code', 'Digital Evidence', 'Recognise and Report']],
  },
  {
    before: ['wanem samting ol i skulim long spot and stop sms and whatsapp scams kos?'],
    question: 'how long does it take',
    top: ['course:spot-and-stop-sms-and-whatsapp-scams'],
    says: [durationOf('spot-and-stop-sms-and-whatsapp-scams')],
  },
  {
    before: ['what is phishing'],
    question: 'and smishing?',
    top: ['faq:what-is-phishing'],
    says: ['SMS'],
  },
  {
    before: ['my whatsapp was hacked, what do i do'],
    question: 'i tried to get back in but it asks for a 6 digit pin i never set. now what',
    top: ['faq:my-facebook-or-whatsapp-was-hacked'],
    says: ['wait'],
  },
  {
    before: ['i want to do the ransomware readiness course'],
    question: 'hamas?',
    top: ['course:ransomware-readiness-for-government-agencies'],
    says: [priceOf('ransomware-readiness-for-government-agencies')],
  },
  {
    before: ['how much is the incident response for small teams course'],
    question: 'ok how do i pay for it',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['access code'],
  },
  {
    before: ['someone stole money from my bank account after i clicked a fake sms link'],
    question: 'should i go to the police too or only the bank?',
    top: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'faq:where-do-i-report-a-scam-or-cybercrime',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
    says: [['report number', 'police report', 'case number']],
  },
  {
    before: ['what is 2fa'],
    question: 'how do i turn it on for whatsapp',
    top: [
      'faq:what-is-two-step-verification',
      'faq:how-do-i-make-a-strong-password',
      'course:strong-passwords-and-two-step-verification',
      'course:spot-and-stop-sms-and-whatsapp-scams',
      'alert:whatsapp-code-takeover',
    ],
    says: ['Settings', 'Two-step verification'],
  },
  {
    before: ['my name is wrong on my cert'],
    question: 'how many times can i change it',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
    says: [['three times', '3 times']],
  },
  {
    before: ['how do i enrol in a course'],
    question: 'it says i must add profile photo first?? how big can it be',
    top: ['faq:how-do-i-enrol-in-a-course'],
    says: [['5 MB', '5MB']],
  },
  {
    before: ['What does the Cyber Defense domain cover?'],
    question: 'how many hours of training is that',
    top: ['domain:cyber-defense'],
    says: ['23'],
  },
  {
    before: ['i forgot my password', 'ok i asked for the link on whatsapp'],
    question: 'the link says expired now',
    top: ['faq:i-forgot-my-password'],
    says: ['15 minutes'],
  },
  {
    before: ['sextortion emi wanem samting?'],
    question: 'sapos em i kamap long mi, mi mas tokim husat?',
    top: [
      'faq:someone-threatens-to-share-my-private-photos',
      'alert:sextortion-young-people',
      'course:staying-safe-on-facebook-and-social-media',
    ],
    says: [['Cybercrime Unit', 'police']],
  },
];

const UNRELATED_EARLIER: ChatCase[] = [
  {
    before: ['how do i reset my password'],
    question: 'also got msg saying i won K5000 from bmobile promo but i must pay processing fee first',
    top: ['faq:how-do-i-spot-a-scam-message', 'course:spot-and-stop-sms-and-whatsapp-scams'],
    says: [['fee', 'scam']],
  },
  {
    before: ['hamas long ransomware kos?'],
    question: 'wanem samting phishing',
    top: ['faq:what-is-phishing', 'course:strong-passwords-and-two-step-verification'],
    says: ['trick'],
  },
  {
    before: ['how do i get my certificate'],
    question: 'wait someone just took money from my mobile money wallet, i gave them the code. help',
    top: [
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
      'faq:should-i-share-my-pin-or-code',
    ],
    says: [['back of your card', 'official number', 'official website', 'official app']],
  },
  {
    before: ['what is cyber grc'],
    question: 'different question, my whatsapp got taken over this morning',
    top: ['faq:my-facebook-or-whatsapp-was-hacked', 'alert:whatsapp-code-takeover'],
    says: ['two-step verification'],
  },
  {
    before: ['is there a course for teachers'],
    question: 'how can i check if a certificate someone showed me is real',
    top: ['faq:how-can-someone-check-my-certificate'],
    says: [['QR code', '/certificate/']],
  },
  {
    before: ['wat is malware'],
    question: 'paid kos, can i just use my BSP visa card?',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['access code'],
  },
  {
    before: ['how do i make strong pasword'],
    question: 'where shud i report cyber crime, police or who',
    top: [
      'faq:where-do-i-report-a-scam-or-cybercrime',
      'course:know-the-cybercrime-code-act-2016',
      'course:spot-and-stop-sms-and-whatsapp-scams',
    ],
    says: [['NCSC', 'National Cyber Security Centre']],
  },
  {
    before: ['tell me about the data protection course for churches'],
    question: 'this boy has my pics from before n says he puts them on fb unless i send him K500 by cellmoni',
    top: [
      'faq:someone-threatens-to-share-my-private-photos',
      'alert:sextortion-young-people',
      'course:staying-safe-on-facebook-and-social-media',
      'course:online-safety-for-teens',
    ],
    says: [['do not pay', "don't pay", 'never pay']],
  },
  {
    before: ['how long is the android course'],
    question: 'sim swap em wanem? my cousin said it happen to her',
    top: ['faq:what-is-a-sim-swap', 'course:protect-your-money-from-mobile-money-and-bank-fraud'],
    says: ['No service'],
  },
  {
    before: ['is my progress saved if my phone dies'],
    question: 'my company wants to pay for seats for 20 staff, how does that work',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['sponsor'],
  },
  {
    before: ['what is ransomware'],
    question: 'how much data do the modules use',
    top: ['faq:how-much-data-do-courses-use'],
    says: [['KB', 'toea']],
  },
  {
    before: ['i forgot which email i used'],
    question: '2 step verification, wat is that exactly',
    top: ['faq:what-is-two-step-verification', 'course:strong-passwords-and-two-step-verification'],
    says: [['second step', 'second proof', 'second factor']],
  },
  {
    before: ['i saw fake job offers on fb'],
    question: 'ok diferent thing, mi laik rejista long dispela saet. olsem wanem?',
    top: ['faq:how-do-i-create-an-account'],
    says: ['free', 'register'],
  },
  {
    before: ['wanem kos mi ken statim?'],
    question: 'a man called saying he from the bank and i gave him my OTP. what now',
    top: [
      'faq:should-i-share-my-pin-or-code',
      'faq:money-was-taken-from-my-bank-or-mobile-money',
      'course:protect-your-money-from-mobile-money-and-bank-fraud',
    ],
    says: ['block'],
  },
  {
    before: ['how do i share my certificate on linkedin'],
    question: 'is the cyber intelligence domain ok for beginners?',
    top: ['domain:cyber-intelligence'],
    says: [['clearance', '3 years', 'Cyber Defense']],
  },
  {
    before: ['my fb was hacked but i got it back'],
    question: 'separate thing, is there a course on backups for our school office',
    top: ['course:backups-that-save-your-work'],
    says: ['3-2-1'],
  },
  {
    before: ['who won the state of origin'],
    question: 'how do i know if an email is phishing',
    top: ['faq:what-is-phishing', 'faq:how-do-i-spot-a-scam-message'],
    says: ['link'],
  },
];

const SCOPE: ChatCase[] = [
  { question: 'who win the rugby league last nite? hunters?', top: 'scope' },
  { question: 'weather for lae tomorrow plis', top: 'scope' },
  { question: 'hamas buai long market nau', top: 'scope' },
  { question: 'hello', top: 'scope' },
  { question: 'who made you', top: 'scope' },
  { question: 'can u write my cover letter for a job at ok tedi', top: 'scope' },
  { question: 'whats 1 aussie dollar in kina today', top: 'scope' },
  { question: 'tell me a joke', top: 'scope' },
  { question: 'how to cook a good mumu', top: 'scope' },
  { question: 'hi kumul, wanem samting yu ken helpim mi long en?', top: 'scope' },
  { question: 'who is the prime minister of png', top: 'scope' },
];

export const HELD_OUT: ChatCase[] = [...PLAIN, ...LEARNER, ...FOLLOW_UP, ...UNRELATED_EARLIER, ...SCOPE];
