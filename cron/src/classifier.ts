/**
 * Which headlines are about cyber security (ADR 0027): a keyword classifier over an item's title and the start of its
 * summary. Deliberately simple and explainable, so an editor can be told why a headline was or was not imported.
 * Its known misses are listed in the ADR; tests pin both what it keeps and what it leaves out.
 */

/** Each pattern matches whole words, case-insensitively. */
const KEYWORDS: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['cyber', /\bcyber[\w-]*/i],
  ['hack', /\bhack(s|ed|er|ers|ing|tivists?)?\b/i],
  [
    'breach',
    /\b(data|security|privacy|network|system|cyber|email|account|customer)\s+breach(es)?\b|\bbreach(es|ed)?\s+(of\s+)?(customer\s+)?(data|records|accounts|systems?|networks?|servers?|databases?)\b|\b(data|systems?|networks?|servers?|accounts?)\s+(were|was)\s+breached\b|\bbreach:/i,
  ],
  [
    'data leak',
    /\b(data|database|customer|personal|password)\s+(leaks?|exposures?)\b|\bleaked\s+(data|records|passwords|emails|details)\b/i,
  ],
  ['ransomware', /\b(ransomware|ransom demand|paid (a|the) ransom|pays ransom)\b/i],
  ['phishing', /\b(phishing|smishing|vishing|spear-phishing|sextortion)\b/i],
  ['scam', /\bscam(s|med|mer|mers|ming)?\b/i],
  [
    'malware',
    /\b(malware|spyware|adware|stalkerware|infostealers?|botnets?|keyloggers?|backdoors?|trojan horse|banking trojans?|remote access trojans?)\b/i,
  ],
  [
    'exploit',
    /\b(zero-day|0-day|CVE-\d{4}-\d+|patch tuesday|(software|security|critical|actively)\s+(flaw|bug|vulnerabilit(y|ies)|exploited)|vulnerabilit(y|ies) in\b|exploited (flaw|bug|vulnerabilit(y|ies))|exploits? (a |the )?(flaw|bug|vulnerabilit(y|ies)))/i,
  ],
  [
    'attack',
    /\b(DDoS|denial[- ]of[- ]service|brute[- ]force|credential[- ]stuffing|supply[- ]chain attacks?|worms? attacks?)\b/i,
  ],
  [
    'identity theft',
    /\b(identity theft|account takeovers?|accounts? (were |was )?compromised|SIM[- ]swap(s|ping)?|stolen (passwords|credentials|data|accounts))\b/i,
  ],
  ['fraud online', /\b(online|internet|mobile[- ]money|card|email|crypto(currency)?)\s+fraud(sters?)?\b/i],
  ['deepfake', /\bdeep[- ]?fakes?\b/i],
  ['security', /\b(security (flaw|update|patch)|password(s)? (stolen|leaked|exposed))\b/i],
];

/** Phrases that use a keyword for something else; they are removed before matching. */
const NOT_CYBER: readonly RegExp[] = [
  /\bbreach(es|ed)? of (the )?(contract|peace|trust|duty|rules|covenant|code|bail|promise|ceasefire)\b/gi,
  /\blife[- ]?hacks?\b/gi,
  /\bhackathons?\b/gi,
  /\bhack(ed|ing)? (away|off|up|through the)\b/gi,
  /\bcyber ?(truck|trucks|monday|punk|punk 2077)\b/gi,
];

/** How much of a summary is read: full-article descriptions mention everything, and would let too much through. */
const SUMMARY_CHARS = 300;

export type Classification = { cyber: true; keyword: string } | { cyber: false };

export function classify(title: string, summary = ''): Classification {
  let text = `${title}\n${summary.slice(0, SUMMARY_CHARS)}`;
  for (const phrase of NOT_CYBER) text = text.replace(phrase, ' ');
  for (const [label, pattern] of KEYWORDS) if (pattern.test(text)) return { cyber: true, keyword: label };
  return { cyber: false };
}
