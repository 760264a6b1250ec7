/**
 * Which headlines are about cyber security (ADR 0027): a keyword classifier over an item's title and summary.
 * Deliberately simple and explainable, so an editor can be told why a headline was or was not imported. Its known
 * misses are listed in the ADR; tests pin both what it keeps and what it leaves out.
 */

/** Each pattern matches whole words, case-insensitively. */
const KEYWORDS: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['cyber', /\bcyber[\w-]*/i],
  ['hack', /\bhack(s|ed|er|ers|ing|tivists?)?\b/i],
  [
    'breach',
    /\b(data|security|privacy|network|system)\s+breach(es)?\b|\bbreach(es|ed)?\s+(of\s+)?(data|records|accounts|systems?|networks?|servers?)\b|\bbreached\b/i,
  ],
  [
    'data leak',
    /\b(data|database|customer|personal)\s+(leaks?|exposures?)\b|\bleaked\s+(data|records|passwords|emails|details)\b/i,
  ],
  ['ransomware', /\bransomware\b/i],
  ['phishing', /\b(phishing|smishing|vishing|spear-phishing)\b/i],
  ['scam', /\bscam(s|med|mer|mers|ming)?\b/i],
  ['malware', /\b(malware|spyware|adware|stalkerware|infostealers?|trojans?|botnets?|keyloggers?|worms? attack)\b/i],
  ['exploit', /\b(zero-day|0-day|exploit(s|ed)?|vulnerabilit(y|ies)|CVE-\d{4}-\d+)\b/i],
  ['attack', /\b(DDoS|denial[- ]of[- ]service|brute[- ]force|credential[- ]stuffing|supply[- ]chain attack)\b/i],
  [
    'identity theft',
    /\b(identity theft|account takeovers?|SIM[- ]swap(s|ping)?|stolen (passwords|credentials|data|accounts))\b/i,
  ],
  ['fraud online', /\b(online|internet|mobile[- ]money|card|bank|email|crypto(currency)?)\s+fraud(sters?)?\b/i],
  ['deepfake', /\bdeep[- ]?fakes?\b/i],
  ['security', /\b(security flaw|security update|security patch|password(s)? (stolen|leaked|exposed))\b/i],
];

/** Phrases that use a keyword for something else; they are removed before matching. */
const NOT_CYBER: readonly RegExp[] = [
  /\bbreach(es|ed)? of (the )?(contract|peace|trust|duty|rules|covenant|code|bail|promise)\b/gi,
  /\blife[- ]?hacks?\b/gi,
  /\bhackathons?\b/gi,
  /\bhack(ed|ing)? (away|off|up|through the)\b/gi,
];

export type Classification = { cyber: true; keyword: string } | { cyber: false };

export function classify(title: string, summary = ''): Classification {
  let text = `${title}\n${summary}`;
  for (const phrase of NOT_CYBER) text = text.replace(phrase, ' ');
  for (const [label, pattern] of KEYWORDS) if (pattern.test(text)) return { cyber: true, keyword: label };
  return { cyber: false };
}
