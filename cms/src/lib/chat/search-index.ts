/**
 * The assistant's search (ADR 0028, ADR 0034): the platform's own passages ranked by MiniSearch (BM25+), with a
 * heading counting more than keywords and keywords more than a body, the assistant's own words (`terms`), misspelt
 * words matched to the nearest indexed word, and each query word weighed (a follow-up's earlier question counts
 * less). Small and in memory: the platform's public content is a few thousand passages at most.
 */
import MiniSearch from 'minisearch';
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
    /** As the catalogue shows it ("1 hour 20 minutes"). */
    duration?: string;
    roles: string[];
  };
};

export type Hit = { passage: Passage; score: number };

const WEIGHTS = { heading: 3, keywords: 2, body: 1 } as const;

type Entry = {
  passage: Passage;
  frequencies: Map<string, number>;
  /** Words of the heading, and of the heading and keywords: what the passage is about. */
  heading: Set<string>;
  named: Set<string>;
};

export class SearchIndex {
  private readonly byPassage = new Map<Passage, Entry>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly engine: MiniSearch<{ id: number } & Passage['search']>;
  private readonly vocabulary: string[];

  constructor(readonly passages: Passage[]) {
    for (const passage of passages) {
      const frequencies = new Map<string, number>();
      const named = new Set<string>();
      const heading = new Set<string>();
      for (const field of ['heading', 'keywords', 'body'] as const) {
        const text = passage.search[field];
        if (!text) continue;
        for (const term of terms(text)) {
          if (field !== 'body') named.add(term);
          if (field === 'heading') heading.add(term);
          frequencies.set(term, (frequencies.get(term) ?? 0) + WEIGHTS[field]);
        }
      }
      for (const term of frequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
      const entry = { passage, frequencies, heading, named };
      this.byPassage.set(passage, entry);
    }
    // Ranking is MiniSearch's (ADR 0034): the words are ours, split already; a query's words come joined by spaces.
    this.engine = new MiniSearch({
      fields: ['heading', 'keywords', 'body'],
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => text.split(' '), processTerm: (term) => term },
    });
    this.engine.addAll(passages.map((passage, id) => ({ id, ...passage.search })));
    this.vocabulary = [...this.documentFrequency.keys()];
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

  /** Passages ranked by MiniSearch's BM25+ against the weighted query words; those scoring nothing are left out. */
  search(query: Map<string, number>, limit = 10, kinds?: ReadonlySet<PassageKind>): Hit[] {
    if (query.size === 0) return [];
    return this.engine
      .search([...query.keys()].join(' '), {
        boost: WEIGHTS,
        boostTerm: (term) => query.get(term) ?? 1,
        combineWith: 'OR',
        ...(kinds ? { filter: (result) => kinds.has(this.passages[result.id as number]!.kind) } : {}),
      })
      .slice(0, limit)
      .map((result) => ({ passage: this.passages[result.id as number]!, score: result.score }));
  }

  /** Whether the index knows a word (as `terms` gives it). */
  knows(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  /** The query's words a passage holds. */
  matched(passage: Passage, query: Iterable<string>): string[] {
    const frequencies = this.byPassage.get(passage)?.frequencies;
    return frequencies ? [...query].filter((term) => frequencies.has(term)) : [];
  }

  /** The query's words a passage's heading holds. */
  matchedTitle(passage: Passage, query: Iterable<string>): string[] {
    const heading = this.byPassage.get(passage)?.heading;
    return heading ? [...query].filter((term) => heading.has(term)) : [];
  }

  /** The query's words a passage's heading or keywords hold: what it is about, not only what it mentions. */
  matchedHeading(passage: Passage, query: Iterable<string>): string[] {
    const named = this.byPassage.get(passage)?.named;
    return named ? [...query].filter((term) => named.has(term)) : [];
  }

  /** The best score a passage could get from these words alone: how much of the question the index knows. */
  knownWeight(query: Map<string, number>): number {
    let known = 0;
    for (const [term, weight] of query) if (this.documentFrequency.has(term)) known += weight;
    return known;
  }
}
