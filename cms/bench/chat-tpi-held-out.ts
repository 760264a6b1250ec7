/**
 * Held-out questions in Tok Pisin for Kumul (issue 22, ADR 0034's protocol): 20 questions as PNG learners type them,
 * each answered by an FAQ. Written before the assistant answered in Tok Pisin, and before its Tok Pisin tuning set
 * (bench/chat-tpi-questions.ts); never used for tuning: the bench prints its score only, never its misses.
 *
 * A right answer comes from the right FAQ and is written in Tok Pisin: each case names a phrase of that FAQ's Tok
 * Pisin version (seed/data/tpi/faqs.yaml) the answer must hold.
 */
import type { ChatCase } from './chat-case';

export const TPI_HELD_OUT: ChatCase[] = [
  {
    question: 'mi nupela, mi laik mekim akaun long hia, wanem ol samting mi nidim?',
    top: ['faq:how-do-i-create-an-account'],
    says: ['Mekim account i fri'],
  },
  {
    question: 'mi lusim password blo mi nau mi no inap sain in, helpim mi plis',
    top: ['faq:i-forgot-my-password'],
    says: ['link bilong senisim password'],
  },
  {
    question: 'ol kos hia i fri o mi mas baim?',
    top: ['faq:are-the-courses-free'],
    says: ['planti kos i fri'],
  },
  {
    question: 'mi no gat access code, olsem wanem bai mi baim kos?',
    top: ['faq:how-do-i-pay-for-a-course-or-use-an-access-code'],
    says: ['Wanpela code em bilong wanpela kos tasol'],
  },
  {
    question: 'setifiket bilong mi i stap we? mi pinisim pinis olgeta hap',
    top: ['faq:how-do-i-get-my-certificate'],
    says: ['Lukim ol Setifiket'],
  },
  {
    question: 'nem bilong mi i no stret long setifiket, mi laik senisim',
    top: ['faq:my-name-is-wrong-on-my-certificate'],
    says: ['Givim Gen wantaim Dispela Nem'],
  },
  {
    question: 'bos bilong wok i laik save sapos setifiket bilong mi em i tru o giaman',
    top: ['faq:how-can-someone-check-my-certificate'],
    says: ['/certificate/'],
  },
  {
    question: 'wanpela man i stilim mani long cellmoni bilong mi asde, mi mas mekim wanem nau?',
    top: ['faq:money-was-taken-from-my-bank-or-mobile-money'],
    says: ['Mekim samting nau'],
  },
  {
    question: 'ol i hakim facebook bilong mi na ol i salim mesej long ol wantok long askim mani',
    top: ['faq:my-facebook-or-whatsapp-was-hacked'],
    says: ['tokim famili na pren'],
  },
  {
    question: 'wanpela boi i tok bai em i putim ol piksa bilong mi long fb sapos mi no salim mani long em',
    top: ['faq:someone-threatens-to-share-my-private-photos'],
    says: ['No ken pe'],
  },
  {
    question: 'long png husat bai mi ripotim scam long em?',
    top: ['faq:where-do-i-report-a-scam-or-cybercrime'],
    says: ['Tokim planti ples'],
  },
  {
    question: 'mi kisim SMS i tok mi winim K10,000 long promotion, em i tru o giaman?',
    top: ['faq:how-do-i-spot-a-scam-message', 'course:spot-and-stop-sms-and-whatsapp-scams'],
    says: ['praiz'],
  },
  {
    question: 'man bilong benk i kolim mi na askim OTP long SMS, mi ken givim em?',
    top: ['faq:should-i-share-my-pin-or-code'],
    says: ['No ken givim PIN'],
  },
  {
    question: 'wanem kain password i hat long ol hakman long gesim?',
    top: ['faq:how-do-i-make-a-strong-password'],
    says: ['passphrase'],
  },
  {
    question: 'wanem mining bilong phishing?',
    top: ['faq:what-is-phishing'],
    says: ['trik'],
  },
  {
    question: 'fon bilong mi i soim no service kwiktaim, ating em SIM swap?',
    top: ['faq:what-is-a-sim-swap', 'faq:money-was-taken-from-my-bank-or-mobile-money'],
    says: ['blokim SIM'],
  },
  {
    question: 'wanem ol evidens mi mas holim bilong kisim i go long polis?',
    top: ['faq:what-evidence-should-i-keep'],
    says: ['skrinsot'],
  },
  {
    question: 'mi lus tingting long wanem email mi bin usim long rejista',
    top: ['faq:i-forgot-which-email-i-used'],
    says: ['Painim Account bilong Mi'],
  },
  {
    question: 'hamas data bai ol kos i kaikai? netwok long ples i slo tru',
    top: ['faq:how-much-data-do-courses-use'],
    says: ['data bundle'],
  },
  {
    question: 'mi laik stat long lainim wanpela kos, wanem rot bai mi bihainim?',
    top: ['faq:how-do-i-enrol-in-a-course', 'faq:which-course-should-i-start-with'],
    says: [['Joinim Nau', 'stat long Cyber Safety Basics']],
  },
];
