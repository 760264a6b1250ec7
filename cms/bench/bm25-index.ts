/**
 * The assistant's search as it was before issue 20 (ADR 0028): a hand-written BM25 (k1 1.2, b 0.6) over the same
 * words and field weights, for the benchmark to compare with MiniSearch, which replaced it (ADR 0034). Everything
 * but the ranking is the index in use.
 */
import { SearchIndex, type Hit, type Passage, type PassageKind } from '../src/lib/chat/search-index';
import { terms } from '../src/lib/chat/text';

const WEIGHTS = { heading: 3, keywords: 2, body: 1 } as const;
const K1 = 1.2;
const B = 0.6;

type Entry = { passage: Passage; frequencies: Map<string, number>; length: number };

export class Bm25Index extends SearchIndex {
  private readonly scored: Entry[] = [];
  private readonly frequencyOf = new Map<string, number>();
  private readonly averageLength: number;

  constructor(passages: Passage[]) {
    super(passages);
    let total = 0;
    for (const passage of passages) {
      const frequencies = new Map<string, number>();
      let length = 0;
      for (const field of ['heading', 'keywords', 'body'] as const) {
        for (const term of terms(passage.search[field] ?? '')) {
          frequencies.set(term, (frequencies.get(term) ?? 0) + WEIGHTS[field]);
          length += WEIGHTS[field];
        }
      }
      for (const term of frequencies.keys()) this.frequencyOf.set(term, (this.frequencyOf.get(term) ?? 0) + 1);
      this.scored.push({ passage, frequencies, length });
      total += length;
    }
    this.averageLength = this.scored.length ? total / this.scored.length : 1;
  }

  private idf(term: string): number {
    const n = this.frequencyOf.get(term) ?? 0;
    return Math.log(1 + (this.scored.length - n + 0.5) / (n + 0.5));
  }

  override search(query: Map<string, number>, limit = 10, kinds?: ReadonlySet<PassageKind>): Hit[] {
    const hits: Hit[] = [];
    for (const entry of this.scored) {
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
}
