/**
 * The default engine (ADR 0028): no network, no model. It finds the passages that answer a question and writes the
 * answer from them: an FAQ's answer word for word, a current alert's protection tip, and the courses and pages that
 * cover the question, each named as in the catalogue and linked. Course recommendations are read from the
 * catalogue itself (the visitor's audience, if they name it, then free and beginner courses first).
 */
import type { ChatMessages } from './messages';
import type { Hit, Passage, SearchIndex } from './search-index';

export type ChatSource = { title: string; path?: string };

export type Retrieval = {
  /** The sources in order of relevance, one per page (a module's source is its course). */
  groups: Group[];
  intent: 'greeting' | 'thanks' | 'recommend' | 'question';
  /** Audiences the visitor named (`law_enforcement`, ...). */
  audiences: string[];
  /** Whether the index knows any word of this message itself (not only of the question before it). */
  ownWords: boolean;
};

export type Group = { key: string; score: number; passage: Passage; module?: Passage };

export type Answer = { response: string; sources: ChatSource[]; keys: string[]; passages: Passage[] };

/** Below this BM25 score the best passage shares only a common word with the question: say nothing was found. */
const MIN_SCORE = 2.2;
const MAX_SOURCES = 3;
const FAQ_WEIGHT = 1.3;

const AUDIENCE_WORDS: Array<[string, RegExp]> = [
  [
    'law_enforcement',
    /\b(police\w*|polis|cops?|officers?|investigat\w*|detectives?|law enforcement|rpngc|constabulary)\b/,
  ],
  ['churches_ngos', /\b(church\w*|ngos?|pastors?|congregations?|lotu|charit\w*|community groups?|non[- ]profits?)\b/],
  ['student_educational', /\b(students?|schools?|teachers?|universit\w*|uni|college|kids|children|youth|pikinini)\b/],
  ['government', /\b(government|public servants?|public service|departments?|agenc\w*|provincial)\b/],
  ['intelligence_community', /\b(intelligence|analysts?|osint)\b/],
  ['general_workforce', /\b(office|workers?|staff|employees?|business\w*|beginners?|everyone)\b/],
];

const RECOMMEND =
  /\b(recommend\w*|suggest\w*|(which|what|best|good|free|some|any) (cyber ?security )?courses?|courses? (for|to) (me|start)|where (do|should|can) i start|start(ing)? with|what should i (learn|study|take))\b/;
const GREETING = /^(hi|hello|halo|hallo|hey|gude|good (morning|afternoon|evening|day)|moning|apinun|kumul)[\s!.,]*$/;
const THANKS = /^(ok(ay)?[\s,]*)?(thanks?|thank you|tenkyu|tenk yu|ta)( (very|so) much| kumul| a lot)?[\s!.,]*$/;

/** Words that ask for courses in general: they say nothing about which. */
const GENERIC =
  /\b(can|could|you|please|recommend\w*|suggest\w*|some|any|good|best|free|cyber ?security|cyber|security|online|courses?|training|learn\w*|study|studies|start\w*|me|for|which|what|should|take|i|to|where|do|with)\b/g;

/**
 * Ranks the platform's passages for a message. `earlier` is this visitor's recent talk: a short follow-up ("is it
 * free?") leans on the question before it, and the sources of the answer before it count a little more.
 */
export function retrieve(
  index: SearchIndex,
  question: string,
  earlier: { questions: string[]; keys: string[] } = { questions: [], keys: [] },
): Retrieval {
  const lower = question.toLowerCase().trim();
  const audiences = AUDIENCE_WORDS.filter(([, words]) => words.test(lower)).map(([role]) => role);
  if (GREETING.test(lower)) return { groups: [], intent: 'greeting', audiences, ownWords: true };
  if (THANKS.test(lower)) return { groups: [], intent: 'thanks', audiences, ownWords: true };

  if (RECOMMEND.test(lower)) {
    // Only the topic counts ("recommend a course about passwords"); the audience is matched on the courses' roles.
    let topic = lower.replace(GENERIC, ' ');
    for (const [, words] of AUDIENCE_WORDS) topic = topic.replace(new RegExp(words.source, 'g'), ' ');
    const query = index.queryTerms(topic);
    return { groups: groupBySource(index.search(query, 30)), intent: 'recommend', audiences, ownWords: true };
  }

  const words = lower.split(/\s+/).filter(Boolean).length;
  // "is it free?" is about the answer before; "and for police?" leans on the question before.
  const pointsBack = /\b(it|its|that|this|those|these|them|they|more)\b/.test(lower);
  const followUp = words <= 6 || pointsBack;
  const own = index.queryTerms(question);
  const query =
    followUp && earlier.questions.length > 0 ? index.queryTerms(question, earlier.questions.slice(-1), 0.6) : own;
  const groups = groupBySource(index.search(query, 30));
  if (followUp && earlier.keys.length > 0) {
    // The answer's first source most: "it" is most often what the answer was mainly about.
    for (const group of groups) {
      const rank = earlier.keys.indexOf(group.key);
      if (rank >= 0) group.score *= 1 + (pointsBack ? 1 : 0.3) / (rank + 1);
    }
    groups.sort((a, b) => b.score - a.score);
  }
  return { groups, intent: 'question', audiences, ownWords: index.knownWeight(own) > 0 };
}

/** One group per page: a module's hits count for its course, a little below the course's own; FAQs a little more. */
function groupBySource(hits: Hit[]): Group[] {
  const groups = new Map<string, Group>();
  for (const { passage, score } of hits) {
    const isModule = passage.kind === 'module' && passage.course;
    const key = isModule ? passage.course!.key : passage.key;
    // An FAQ is an answer an editor wrote for the question; a module speaks for its course, a little less.
    const weighted = isModule ? score * 0.9 : passage.kind === 'faq' ? score * FAQ_WEIGHT : score;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, score: weighted, passage, module: isModule ? passage : undefined });
    } else if (weighted > group.score) {
      group.score = weighted;
      if (isModule) group.module = passage;
    }
  }
  return [...groups.values()].sort((a, b) => b.score - a.score);
}

/** A passage's first sentence, cut at a word (with …) when it is long. */
const firstSentence = (text: string, max = 160) => {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text.trim())?.[1] ?? text.trim();
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max).replace(/[,;:]$/, '')}…`;
};

function courseLine(group: Group, t: ChatMessages): string {
  const course = group.passage.course!;
  const price = course.isFree ? t.free : course.priceKina ? t.price(course.priceKina) : '';
  const facts = [price, course.difficulty].filter(Boolean).join(', ');
  const name = facts ? `${course.title} (${facts})` : course.title;
  const what = group.module
    ? `${t.moduleIn(group.module.title)}: ${firstSentence(group.module.text)}`
    : firstSentence(group.passage.text);
  return `• ${name}: ${what} ${course.path}`;
}

function sourceOf(passage: Passage): ChatSource {
  if (passage.kind === 'module' && passage.course) return { title: passage.course.title, path: passage.course.path };
  return passage.path ? { title: passage.title, path: passage.path } : { title: passage.title };
}

/** Courses for a recommendation: for the audiences named, about the topic asked (if any), free and easy first. */
function recommend(index: SearchIndex, retrieval: Retrieval): Group[] {
  const fromSearch = retrieval.groups.filter((group) => group.passage.course);
  const scored = new Map(fromSearch.map((group) => [group.key, group]));
  const courses = index.passages.filter((passage) => passage.kind === 'course' && passage.course);
  // With no audience named, courses written for everyone come first; with one, those written for it in particular.
  const fit = (passage: Passage) =>
    Number(passage.course!.roles.includes('general_workforce') === (retrieval.audiences.length === 0));
  const level = (passage: Passage) =>
    ['Beginner', 'Intermediate', 'Advanced', 'Expert'].indexOf(passage.course?.difficulty ?? 'Beginner');
  return courses
    .filter(
      (passage) =>
        retrieval.audiences.length === 0 || passage.course!.roles.some((role) => retrieval.audiences.includes(role)),
    )
    .map((passage) => scored.get(passage.key) ?? { key: passage.key, score: 0, passage })
    .sort(
      (a, b) =>
        b.score - a.score ||
        fit(b.passage) - fit(a.passage) ||
        Number(b.passage.course!.isFree) - Number(a.passage.course!.isFree) ||
        level(a.passage) - level(b.passage) ||
        b.passage.course!.roles.length - a.passage.course!.roles.length ||
        a.passage.title.localeCompare(b.passage.title),
    )
    .slice(0, 3);
}

/** The default engine's answer. `support` replaces `{supportEmail}` in FAQ answers. */
export function composeAnswer(index: SearchIndex, retrieval: Retrieval, t: ChatMessages, support: string): Answer {
  if (retrieval.intent === 'greeting') return { response: t.greeting, sources: [], keys: [], passages: [] };
  if (retrieval.intent === 'thanks') return { response: t.thanks, sources: [], keys: [], passages: [] };

  const used: Group[] = [];
  const lines: string[] = [];
  const top = retrieval.groups[0];

  const topicWords = retrieval.groups.some((group) => group.passage.course && group.score >= MIN_SCORE);
  if (
    retrieval.intent === 'recommend' &&
    (retrieval.audiences.length > 0 || !top || top.passage.course || !topicWords)
  ) {
    const picks = recommend(index, retrieval);
    if (picks.length > 0) {
      const audience = retrieval.audiences[0];
      lines.push(
        audience && t.audiences[audience]
          ? t.recommendFor(t.audiences[audience])
          : picks[0]!.score > 0
            ? t.recommendTopic
            : t.recommendIntro,
      );
      for (const pick of picks)
        lines.push(courseLine({ ...pick, module: pick.score > 0 ? pick.module : undefined }, t));
      lines.push(t.recommendMore);
      used.push(...picks);
      return finish(lines, used);
    }
  }

  if (!top || top.score < MIN_SCORE || !retrieval.ownWords) {
    return { response: t.notFound, sources: [], keys: [], passages: [] };
  }

  // What answers it, best first: one FAQ, one alert, up to three courses, a domain page if room is left.
  const near = (group: Group, share: number) => group.score >= top.score * share;
  const faq = retrieval.groups.find((group) => group.passage.kind === 'faq' && near(group, 0.6));
  const alert = retrieval.groups.find((group) => group.passage.kind === 'alert' && near(group, faq ? 0.8 : 0.6));
  const courses = retrieval.groups
    .filter((group) => group.passage.course && near(group, faq || alert ? 0.5 : 0.4))
    .slice(0, faq || alert ? 2 : 3);
  const chosen = [faq, alert, ...courses].filter((group): group is Group => group !== undefined);
  const domain = retrieval.groups.find((group) => group.passage.kind === 'domain' && near(group, 0.5));
  if (domain && chosen.length < MAX_SOURCES) chosen.push(domain);

  let coursesWritten = false;
  for (const group of [...chosen].sort((a, b) => b.score - a.score)) {
    const passage = group.passage;
    if (passage.course) {
      if (coursesWritten) continue;
      coursesWritten = true;
      lines.push(lines.length > 0 ? t.learnMore : t.coursesIntro);
      for (const course of courses) lines.push(courseLine(course, t));
    } else if (passage.kind === 'faq') {
      lines.push(passage.text.replaceAll('{supportEmail}', support));
      if (passage.path && !passage.text.includes(passage.path)) lines.push(t.faqLink(passage.title, passage.path));
    } else if (passage.kind === 'alert') {
      lines.push(`${t.alertIntro(passage.title)} ${passage.text}`, t.alertMore);
    } else {
      lines.push(t.domainLine(passage.title, passage.text, passage.path ?? ''));
    }
  }
  used.push(...chosen);
  return finish(lines, used);
}

/** The answer's text and its sources, most relevant first. */
function finish(lines: string[], used: Group[]): Answer {
  const ranked = [...used].sort((a, b) => b.score - a.score);
  const sources: ChatSource[] = [];
  const keys: string[] = [];
  for (const group of ranked) {
    if (keys.includes(group.key)) continue;
    keys.push(group.key);
    sources.push(sourceOf(group.passage));
  }
  return {
    response: lines.join('\n'),
    sources: sources.slice(0, MAX_SOURCES),
    keys: keys.slice(0, MAX_SOURCES),
    passages: ranked.map((group) => group.module ?? group.passage),
  };
}
