/**
 * Words as the assistant's search counts them (ADR 0028): lower case, accents dropped, common words left out, each
 * word cut to a rough stem ("scams", "scammer", "scammed" all count as "scam"), and the words PNG learners use for
 * the same thing mapped to one ("cellmoni", "micash" and "mobile money" are mobile money; "sign up" is registering).
 */

const STOPWORDS = new Set(
  (
    'a an and any are as at be been but by can could did do does doing for from get got had has have he her him his ' +
    'how i if im in into is it its just me my mi of on or our please pls plz she so some than that the their them ' +
    'then there these they this those to too u us very was we were wat what when where which who whom why will ' +
    'with would you your ur yu yours also about am want wanna need know tell ok okay hi hello thanks thank dear ' +
    'sir madam mam one someone someones something somebody somebodys anything really still yet now today yes no not dont do ' +
    'whats wats wat whta hw pls plis pliz thx should shud shld shuld cud wud ' +
    // Tok Pisin's small words: "mi laik save long ..." asks about what follows them.
    'long bilong blong blo lo mi yu em na ol olsem wanem samting laik stap nau tasol wanpela ken bai mipela ' +
    'yumi yupela dispela ia ya ' +
    // More of them, common in questions in Tok Pisin (issue 22): "i fri o nogat?" asks only whether it is free.
    'o nogat gat mas inap bin pinis tu moa gen sapos bikos orait hia husat olgeta'
  ).split(' '),
);

/** Irregular or misspelt words first, then whole phrases, to one canonical word each (before stemming). */
const WORD_ALIASES: Record<string, string> = {
  signup: 'register',
  registration: 'register',
  enroll: 'enrol',
  enrollment: 'enrol',
  enrolment: 'enrol',
  enrolled: 'enrol',
  enrolling: 'enrol',
  safety: 'safe',
  kos: 'course',
  kosis: 'course',
  bsp: 'bank',
  westpac: 'bank',
  anz: 'bank',
  wantok: 'friend',
  wantoks: 'friend',
  hakim: 'hack',
  stilim: 'steal',
  mani: 'money',
  moni: 'money',
  // More Tok Pisin: the words of a story ("meri i askim mi long salim mani") as the content says them in English.
  salim: 'send',
  meri: 'woman',
  women: 'woman',
  man: 'men',
  boi: 'men',
  askim: 'ask',
  marit: 'marry',
  maritim: 'marry',
  protectim: 'protect',
  lukautim: 'protect',
  mobail: 'mobile',
  lusim: 'lose',
  kisim: 'get',
  giamanim: 'scam',
  paswot: 'password',
  fon: 'phone',
  imel: 'email',
  ripot: 'report',
  ripotim: 'report',
  cert: 'certificate',
  certs: 'certificate',
  certification: 'certificate',
  certificat: 'certificate',
  sertifiket: 'certificate',
  sertifikit: 'certificate',
  sertifikat: 'certificate',
  setifiket: 'certificate',
  setifikit: 'certificate',
  certifcate: 'certificate',
  cellmoni: 'mobilemoney',
  celmoni: 'mobilemoney',
  cellmoney: 'mobilemoney',
  micash: 'mobilemoney',
  mpaisa: 'mobilemoney',
  mobilemoney: 'mobilemoney',
  emoney: 'mobilemoney',
  pasword: 'password',
  passwod: 'password',
  paswod: 'password',
  passcode: 'password',
  passphrase: 'password',
  pw: 'password',
  pwd: 'password',
  fb: 'facebook',
  messenger: 'facebook',
  wa: 'whatsapp',
  whatapp: 'whatsapp',
  watsapp: 'whatsapp',
  txt: 'sms',
  text: 'sms',
  texts: 'sms',
  scammer: 'scam',
  scammers: 'scam',
  scamer: 'scam',
  skem: 'scam',
  giaman: 'scam',
  fraudster: 'fraud',
  fraudulent: 'fraud',
  hacker: 'hack',
  hackers: 'hack',
  hacked: 'hack',
  hacking: 'hack',
  compromised: 'hack',
  takeover: 'hack',
  cops: 'police',
  constabulary: 'police',
  rpngc: 'police',
  polis: 'police',
  stolen: 'steal',
  stole: 'steal',
  theft: 'steal',
  lost: 'lose',
  took: 'take',
  taken: 'take',
  nite: 'night',
  tonite: 'tonight',
  yesterdy: 'yesterday',
  asde: 'yesterday',
  phoned: 'call',
  rang: 'call',
  ringing: 'call',
  forgot: 'forget',
  forgotten: 'forget',
  login: 'signin',
  logon: 'signin',
  log: 'signin',
  free: 'free',
  fri: 'free',
  costs: 'price',
  cost: 'price',
  pay: 'price',
  paid: 'price',
  kina: 'price',
  fee: 'price',
  fees: 'price',
  recommend: 'recommend',
  suggest: 'recommend',
  recommendation: 'recommend',
  recommendations: 'recommend',
  church: 'church',
  churches: 'church',
  ngo: 'ngo',
  ngos: 'ngo',
  phishing: 'phish',
  phish: 'phish',
  phished: 'phish',
  '2fa': 'twostep',
  mfa: 'twostep',
  otp: 'code',
  pin: 'pin',
  pins: 'pin',
  tok: 'tok',
  ransom: 'ransomware',
  illegal: 'law',
  legal: 'law',
  unlawful: 'law',
  laws: 'law',
  bullying: 'bully',
  bullied: 'bully',
  sextortion: 'sextortion',
  blackmail: 'sextortion',
  blackmailed: 'sextortion',
  nudes: 'sextortion',
};

/** Phrases read as one word before the words are split. */
const PHRASES: Array<[RegExp, string]> = [
  [/\bmobile[\s-]+money\b/g, ' mobilemoney '],
  // Tok Pisin's "wanpela man", "narapela man", "man i askim": someone, not a man; "i tok", "em i tok": says.
  [/\b(?:wanpela|narapela|wanpla|sampela|ol) man\b|\bman i (?=(?:tok|[a-z]+im)\b)/g, ' someone '],
  [/\b(?:em i|ol i|i) tok\b/g, ' '],
  // An amount in kina ("K300", "k 50") says no more than any other number: it is left out, as numbers are.
  [/\bk\s?\d[\d,]*(?:\.\d+)?\b/g, ' '],
  // Compounds written as two words: "ransom ware", "mal ware", "pass word".
  [/\b(ransom|mal|spy|pass)[\s-]+(ware|word)s?\b/g, ' $1$2 '],
  // "access code" is a way to pay; "who has access" is not about paying.
  [/\baccess[\s-]+codes?\b/g, ' accesscode code '],
  [/\b(?:kina|bsp|westpac|anz) bank\b/g, ' bank '],
  [/\bmobile[\s-]+wallets?\b/g, ' mobilemoney '],
  // Going on with a course: "carry on", "pick up where I left off".
  [/\b(?:carry|carrying) on\b|\bpick (?:it )?up where (?:i|we) (?:left|stopped)(?: off)?\b/g, ' continue '],
  [/\bsign(?:ing|ed)?[\s-]+up\b/g, ' register '],
  [/\bcreate (?:an? |my )?account\b/g, ' register account '],
  [/\bsign(?:ing|ed)?[\s-]+in\b/g, ' signin '],
  [/\blog(?:ging|ged)?[\s-]+in\b/g, ' signin '],
  [/\btwo[\s-]+(?:step|factor)\b/g, ' twostep '],
  [/\b2[\s-]*step\b/g, ' twostep '],
  [/\bone[\s-]+time (?:code|password|pin)s?\b/g, ' code '],
  [/\bwhats[\s-]+app\b/g, ' whatsapp '],
  [/\bface[\s-]+book\b/g, ' facebook '],
  [/\be[\s-]?mail\b/g, ' email '],
  [/\bcyber[\s-]?crime\b/g, ' cybercrime '],
  [/\bcyber[\s-]?bully/g, ' cyberbully '],
  [/\b(?:strong|good|safe|secure) (?:passwords?|pass)\b/g, ' strong password '],
  // "keep my cellmoni safe", "keep my account secure": protecting it, not keeping evidence.
  [/\bkeep(?:ing)? ((?:my|your|our|the) )?(\w+) (?:safe|secure|protected)\b/g, ' protect $2 '],
];

/** A rough English stem: enough to make plurals and verb forms meet, never so much that unlike words do. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const suffix of ['ingly', 'ation', 'ment', 'ness', 'ing', 'ers', 'er', 'ed', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  // "scamm" (from scammed, scamming) and "hack" meet their roots.
  if (/([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The words of a text, in order, as the index counts them. */
export function terms(text: string): string[] {
  let normal = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
  for (const [pattern, replacement] of PHRASES) normal = normal.replace(pattern, replacement);
  const out: string[] = [];
  for (const raw of normal.split(/[^a-z0-9]+/)) {
    if (!raw || raw.length > 30) continue;
    const word = WORD_ALIASES[raw] ?? raw;
    if (STOPWORDS.has(word)) continue;
    if (/^\d+$/.test(word) && word.length !== 4) continue; // Years (2016, 2022) are worth finding; other numbers not.
    const stemmed = stem(word);
    if (!STOPWORDS.has(stemmed)) out.push(stemmed); // "ones" is "one", as common as "one".
  }
  return out;
}

/** Levenshtein distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
