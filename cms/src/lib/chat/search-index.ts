/**
 * The assistant's search (ADR 0028): BM25 over the platform's own passages, with a title counting more than a body,
 * misspelt words matched to the nearest indexed word, and follow-up questions helped by the one before. Small and
 * in memory: the platform's public content is a few thousand passages at most.
 */
import { editDistance, terms } from './text';

export type PassageKind = 'faq' | 'course' | 'module' | 'domain' | 'alert';

export type Passage = {
  /** `kind:slug`, stable across databases (the benchmark names expected sources this way). */
  key: string;
  kind: PassageKind;
  /** What the visitor sees as the source: a course's title as in the catalogue, an FAQ's link title, ... */
  title: string;
  /** Where it is on the site (`/courses/{id}`, `/cyber-awareness`), or an https address; an FAQ may have none. */
  path?: string;
  /** The passage's text, as the default engine may quote it and the model reads it. */
  text: string;
  /** Fields as searched: heading words count three times, keywords twice, the body once. */
  search: { heading: string; keywords?: string; body: string };
  /** The course a module belongs to (its source is the course), and a course's facts for recommendations. */
  course?: {
    key: string;
    title: string;
    path: string;
    isFree: boolean;
    priceKina?: string;
    difficulty?: string;
    roles: string[];
  };
};

export type Hit = { passage: Passage; score: number };

const WEIGHTS = { heading: 3, keywords: 2, body: 1 } as const;
const K1 = 1.2;
const B = 0.6;

type Entry = { passage: Passage; frequencies: Map<string, number>; length: number };

export class SearchIndex {
  private readonly entries: Entry[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  private readonly vocabulary: string[];

  constructor(readonly passages: Passage[]) {
    let total = 0;
    for (const passage of passages) {
      const frequencies = new Map<string, number>();
      let length = 0;
      for (const field of ['heading', 'keywords', 'body'] as const) {
        const text = passage.search[field];
        if (!text) continue;
        for (const term of terms(text)) {
          frequencies.set(term, (frequencies.get(term) ?? 0) + WEIGHTS[field]);
          length += WEIGHTS[field];
        }
      }
      for (const term of frequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
      this.entries.push({ passage, frequencies, length });
      total += length;
    }
    this.averageLength = this.entries.length ? total / this.entries.length : 1;
    this.vocabulary = [...this.documentFrequency.keys()];
  }

  /** Inverse document frequency (BM25's, never negative). */
  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.entries.length - n + 0.5) / (n + 0.5));
  }

  /** A word the index does not know, as the nearest word it does (one typo in 5+ letters, two in 8+). */
  private nearest(term: string): string | undefined {
    if (this.documentFrequency.has(term) || term.length < 5) return undefined;
    const limit = term.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const known of this.vocabulary) {
      const distance = editDistance(term, known, limit);
      if (distance < bestDistance || (distance === bestDistance && best && known.length === term.length)) {
        best = known;
        bestDistance = distance;
      }
    }
    return bestDistance <= limit ? best : undefined;
  }

  /** The query's words with their weights: the question's at 1, each earlier question's at `contextWeight`. */
  queryTerms(question: string, context: string[] = [], contextWeight = 0.35): Map<string, number> {
    const weights = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const raw of terms(text)) {
        const term = this.documentFrequency.has(raw) ? raw : (this.nearest(raw) ?? raw);
        weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      }
    };
    for (const earlier of context) add(earlier, contextWeight);
    add(question, 1);
    return weights;
  }

  /** Passages ranked by BM25 against the weighted query words; those scoring nothing are left out. */
  search(query: Map<string, number>, limit = 10, kinds?: ReadonlySet<PassageKind>): Hit[] {
    const hits: Hit[] = [];
    for (const entry of this.entries) {
      if (kinds && !kinds.has(entry.passage.kind)) continue;
      let score = 0;
      for (const [term, weight] of query) {
        const frequency = entry.frequencies.get(term);
        if (!frequency) continue;
        const norm = K1 * (1 - B + (B * entry.length) / this.averageLength);
        score += weight * this.idf(term) * ((frequency * (K1 + 1)) / (frequency + norm));
      }
      if (score > 0) hits.push({ passage: entry.passage, score });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** The best score a passage could get from these words alone: how much of the question the index knows. */
  knownWeight(query: Map<string, number>): number {
    let known = 0;
    for (const [term, weight] of query) if (this.documentFrequency.has(term)) known += weight;
    return known;
  }
}
