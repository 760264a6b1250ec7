/**
 * The default engine (ADR 0028): no network, no model. It finds the passages that answer a question and writes the
 * answer from them: an FAQ's answer word for word, a current alert's protection tip, and the courses and pages that
 * cover the question, each named as in the catalogue and linked. Course recommendations are read from the
 * catalogue itself (the visitor's audience, if they name it, then free and beginner courses first).
 */
import type { ContentLocale } from '../../../contract/locales';
import { questionLanguage } from './language';
import type { ChatMessages } from './messages';
import type { Hit, Passage, PassageKind, SearchIndex } from './search-index';
import { terms } from './text';

/** The search index for questions in each language (issue 22): the Tok Pisin one answers from Tok Pisin text. */
export type Indexes = Record<ContentLocale, SearchIndex>;

export type ChatSource = { title: string; path?: string };

export type Retrieval = {
  /** The sources in order of relevance, one per page (a module's source is its course). */
  groups: Group[];
  /** `scope`: a greeting, "what can you do?" or an off-topic question: say what Kumul can help with. */
  intent: 'greeting' | 'thanks' | 'scope' | 'recommend' | 'question';
  /** Audiences the visitor named (`law_enforcement`, ...), or else the signed-in learner's category. */
  audiences: string[];
  /** Whether the audience is the signed-in learner's own category rather than one the message named. */
  learnersOwn: boolean;
  /** Whether the index knows any word of this message itself (not only of the question before it). */
  ownWords: boolean;
  /**
   * What the message asks of its topic: a price or how to pay, how long it takes, only free courses, what a course
   * teaches, whom it is for.
   */
  asks: { price: boolean; duration: boolean; free: boolean; content: boolean; who: boolean; pay: boolean };
  /** Whether a recommendation was asked in so many words ("which course ...", "recommend"): courses, not an FAQ. */
  asksWhich?: boolean;
  /** The course the message is about, named in it or (for a follow-up) in the answer before. */
  course?: Group;
};

export type Group = { key: string; score: number; passage: Passage; module?: Passage };

export type Answer = { response: string; sources: ChatSource[]; keys: string[]; passages: Passage[] };

/** What the CMS knows of the visitor: a signed-in learner's category (`audienceRole`), if any. */
export type Learner = { role?: string | null };

/**
 * This visitor's recent talk, oldest first: their questions, the sources of the answer before this message, and (when
 * known) the sources of each earlier answer, one list per question.
 */
export type Earlier = { questions: string[]; keys: string[]; answers?: string[][] };

/** How many questions back a follow-up looks for one with a topic ("my fb got hacked" → "ok got it back" → "how ..."). */
const LOOK_BACK = 3;

/** Below this BM25 score the best passage shares only a common word with the question: say nothing was found. */
const MIN_SCORE = 2.2;
const MAX_SOURCES = 3;
/** How the FAQ on paying for a course is found (editors may rename it): the words of its question. */
const PAYING = 'How do I pay for a course or use an access code?';
/** How the FAQ naming the courses to start with is found. */
const STARTING = 'Which course should I start with?';
const FAQ_ONLY: ReadonlySet<PassageKind> = new Set(['faq']);
const COURSES: ReadonlySet<PassageKind> = new Set(['course', 'module']);
const FAQ_WEIGHT = 1.3;
/** An FAQ saying what a thing is ("What is phishing?") counts this much more when the message asks what it is. */
const DEFINITION_WEIGHT = 1.6;
/** A course whose title holds two or more of the message's topic words counts this much more. */
const NAMED_COURSE_WEIGHT = 1.5;
/** "the backups course", "dispela kos": the message names a course by a word of its title. */
const SAYS_COURSE = /\b(\w+) (course|kos)\b/;
const LIGHT_WORDS = new Set(terms('course courses'));

const AUDIENCE_WORDS: Array<[string, RegExp]> = [
  [
    'law_enforcement',
    /\b(police\w*|polis|cops?|officers?|investigat\w*|detectives?|law enforcement|rpngc|constabulary)\b/,
  ],
  [
    'churches_ngos',
    /\b(church\w*|ngos?|pastors?|congregations?|lotu|sios|pasto|charit\w*|community groups?|non[- ]profits?)\b/,
  ],
  [
    'student_educational',
    /\b(students?|schools?|teachers?|universit\w*|uni|college|kids|children|youth|pikinini|sumatin|tisa)\b/,
  ],
  ['government', /\b(government|gavman|public servants?|public service|departments?|agenc\w*|provincial)\b/],
  ['intelligence_community', /\b(intelligence|analysts?|osint)\b/],
  ['general_workforce', /\b(office|workers?|staff|employees?|business\w*|beginners?|everyone)\b/],
];

const RECOMMEND =
  /\b(recommend\w*|suggest\w*|(which|what|wanem|best|good|free|some|any) (cyber ?security )?(courses?|kos)|(^|\b(a|an|any|some|the|cyber|good|best) )(courses?|kos|training) (for|on|in|about) |courses? (for|to) (me|start)|where (do|should|can) i start|where to start|start(ing)? with|what should i (learn|study|take|do))\b/;
/** Words that ask for something to learn: a recommendation with one of them is a request for courses. */
const COURSE_WORD = /\b(courses?|kos|kosis|training|train|learn\w*|study|lessons?|modules?|certificates?|skills?)\b/;
/** "I started a course on my phone ...": about a course the learner is taking, not a request for one. */
const DOING =
  /\b(i|we|i've|ive|i have|i am|im|i'm)\s+(just\s+)?(started|began|begun|finished|completed|doing|taking|enrolled|passed|failed)\b/;
/** "which course ...", "wanem kos ...", "recommend": a request for courses, whatever FAQ the topic finds. */
const WHICH_COURSE = /\b(which|wich|what|wat|wanem)\s+(\w+\s+)?(courses?|kos|kosis|training)\b|\b(recommend|suggest)/;
/** "which ones are free?" after a recommendation chooses among courses; "is it free?" asks about one. */
const CHOOSING = /\b(which|wich|what|any)\b/;
const HELLO = '(hi|hello|halo|hallo|hey|gude|good (morning|afternoon|evening|day)|moning|apinun|greetings)';
/** A greeting, perhaps with Kumul's name and "how are you?"; or asking what Kumul is or can do. */
const GREETING = new RegExp(
  `^(${HELLO}([\\s,!.]+(kumul|there|friend|all|everyone))?[\\s,!.?]*(how are (you|u)|how r u|yu stap gut|how can you help( me)?)?[\\s!.?]*|kumul[\\s!.?]*)$`,
);
const WHAT_YOU_DO =
  /^((hi|hello|hey)[\s,!]+)?(there[\s,!]+)?(what|how) can (you|u) (do|help( me)?( with)?)\b|^(who|what) are (you|u)\b|^what do (you|u) do\b|^(wanem samting|wanem) yu (ken )?mekim\b/;
const THANKS = /^(ok(ay)?[\s,]*)?(thanks?|thank you|tenkyu|tenk yu|ta)( (very|so) much| kumul| a lot)?[\s!.,]*$/;
/** "what is X", "X em wanem samting", "meaning of X": the visitor wants to know what a thing is. */
const DEFINITION =
  /^(what|wat|wats|whats|what's)( is| are| r|s)?( a| an| the)? \w|^(explain|define)\b|\b(meaning of|means?\b|mean\?|em wanem samting|em wanem|what does \w+( \w+)? mean)/;
const PRICE =
  /\b(cost\w*|price\w*|fees?|baim|how much (is|are|for|does|do|will|would|it|the)|how (do|can|should|to) (i |we )?pay|pay (for|with|by)|(is|are)\b[^.!?]*\b(free|fri)\s*[?.!]*$|\bi (free|fri)\b|\b(free|fri) (o|or) (nogat|not)\b|\bhamas\b)/;
/** "is it a crime to ...", "is hacking illegal?", "can I go to jail for ...": what PNG's law says. */
const LEGAL =
  /\b(illegal|unlawful|against the law|(a|an) (crime|offen[cs]e)|criminal offen[cs]e|crime to|allowed by law|lawful|legal( to)?\b|can (i|they|he|she|someone) (be )?(charged|arrested|jailed|sued|prosecuted)|go to (jail|prison|kalabus)|penalt(y|ies)|what does the law say)/;
/** The words a question about the law is read with: the law the platform teaches is the Cybercrime Code Act. */
const LEGAL_WORDS = 'cybercrime law offence';
const PAYING_BY =
  /\bpay (with|by|using|through|via|in)\b|\b(pay|paying|payment)\b.*\b(with|by|using|through|via|accept)\b.*\b(mobile ?money|cellmoni|micash|m-?paisa|card|visa|mastercard|bank|cash|credit|eftpos)/;
/** "pay for 20 members", "pay for our staff": an organisation buying seats for others. */
const PAYING_FOR_OTHERS =
  /\b(pay|paying|buy|sponsor)\b.*\b(\d+|members?|staff|people|students|employees|workers|team|seats?|officers|congregation)\b/;
/** How to pay, with no course named: the FAQ on paying answers it. */
const HOW_TO_PAY = /\bhow (do|can|should|to|would) (i |we )?(pay|baim)\b/;
const DURATION = /\b(how long|duration|how many (hours|minutes|weeks|days))\b/;
/** "what does it teach?", "what will I learn?", "what is it about?": what a course holds. */
const CONTENT =
  /^(wh?at|wot)\b.*\b(does|do|will|would|is)\b.*\b(teach(es)?|cover(s)?|includ(e|es)|learn)\b|^(wh?at|wot)('?s| is) (it|this|that|the course) about\b/;
/** "who should take it?", "who is it for?": whom a course is written for. */
const WHO_FOR =
  /^who (is|s) (it|this|that|the course|this course|that course) (for|meant for|made for)\b|^who (sh\w*d|can|must|needs? to|is meant to) (take|do|study|join)\b/;
/** The words of CONTENT and WHO_FOR, which say what is asked of a course, not which. */
const ASKING_OF_A_COURSE = new Set(terms('teach teaches cover covers include learn take'));
const FREE_ONLY = /\b(free|fri)\b/;
/** "and on WhatsApp?", "what about Facebook?": a short message that carries the conversation on to a new word. */
const CONTINUATION = /^(and|also|or|na|what about|wat about|how about|thanks?,? (and|what about))\b/;

/** Words that ask for courses in general: they say nothing about which. */
const GENERIC =
  /\b(can|could|you|please|recommend\w*|suggest\w*|some|any|good|best|free|cyber ?security|cyber|security|online|courses?|kos|training|learn\w*|study|studies|start\w*|me|for|which|what|wanem|should|take|i|to|where|do|with|gutpela|long|mi|new|im|all|this|stuff|things?|beginners?)\b/g;

/**
 * Words (as `terms` gives them) that ask about something without naming it: a message made only of these has no
 * topic of its own, and is about what was asked before ("is it free?", "how long does it take?", "how do I stop it?").
 */
const NO_TOPIC = new Set(
  [
    'free price cost much hamas long take time hour minut week day doe does work mean stop prevent avoid fix happen',
    'help good best bad ok okay safe sure true real right wrong more other next again back',
    'also first still same kind way thing stuff start finish course',
    // When: "last night", "yesterday", "this morning" say when it happened, not what.
    'last night tonight yesterday tomorrow morning afternoon evening ago week month year',
    // Where and in what language: "in PNG", "in Tok Pisin" say nothing of the topic.
    'png papua guinea tok pisin english language',
  ]
    .join(' ')
    .split(' ')
    .flatMap((word) => terms(word)),
);

/**
 * Ranks the platform's passages for a message. `earlier` is this visitor's recent talk. A message with no topic of
 * its own ("is it free?") is about the question before it and the answer it got; a short continuation ("and on
 * WhatsApp?") carries the question before on to a new word; any other message is a new question, and what was
 * said before plays no part. `learner` is the signed-in learner, whose category picks courses when none is named.
 */
export function retrieve(
  index: SearchIndex,
  question: string,
  earlier: Earlier = { questions: [], keys: [] },
  learner?: Learner,
): Retrieval {
  const own = question.toLowerCase().trim();
  const asks = { price: false, duration: false, free: false, content: false, who: false, pay: false };
  const base = { audiences: [], learnersOwn: false, ownWords: true, asks, groups: [] };
  if (GREETING.test(own) || WHAT_YOU_DO.test(own)) return { ...base, intent: 'greeting' };
  if (THANKS.test(own)) return { ...base, intent: 'thanks' };

  const ownQuery = index.queryTerms(question);
  asks.content = CONTENT.test(own);
  asks.who = WHO_FOR.test(own);
  const topicWords = [...ownQuery.keys()].filter(
    (term) => !NO_TOPIC.has(term) && !((asks.content || asks.who) && ASKING_OF_A_COURSE.has(term)),
  );
  const hasTopic = (terms: Iterable<string>) => [...terms].some((term) => !NO_TOPIC.has(term) && index.knows(term));
  const leans = earlier.questions.length > 0 && !hasTopic(topicWords);
  // A follow-up is about the latest question that had a topic: "ok i got it back now" in between says nothing.
  let back = earlier.questions.length - 1;
  if (leans) {
    const oldest = Math.max(0, earlier.questions.length - LOOK_BACK);
    for (let at = back; at >= oldest; at--) {
      if (hasTopic(index.queryTerms(earlier.questions[at]!).keys())) {
        back = at;
        break;
      }
    }
  }
  // What a course teaches and whom it is for are answered of the course just talked about ("what does it teach?"); a
  // fresh question naming a course gets the search's answer, which leads with that course.
  if (!leans) asks.content = asks.who = false;
  const previous = earlier.questions[back];
  const previousKeys = back === earlier.questions.length - 1 ? earlier.keys : (earlier.answers?.[back] ?? []);
  const carries =
    previous !== undefined && !leans && CONTINUATION.test(own) && own.split(/\s+/).filter(Boolean).length <= 7;
  // A message without a topic reads as one with the question before it: "best course for police" + "which is free".
  const lower = leans && previous ? `${previous.toLowerCase()} ${own}` : own;

  const named = AUDIENCE_WORDS.filter(([, words]) => words.test(lower)).map(([role]) => role);
  const learnersOwn = named.length === 0 && Boolean(learner?.role);
  const audiences = learnersOwn ? [learner!.role!] : named;
  // "what about the Facebook one?" after "is the passwords course free?" asks the same of another course.
  const carried = carries && previous ? previous.toLowerCase() : '';
  asks.price = PRICE.test(own) || (carries && PRICE.test(carried));
  asks.duration = DURATION.test(own) || (carries && DURATION.test(carried));
  const forOthers = PAYING_FOR_OTHERS.test(own);
  asks.pay = HOW_TO_PAY.test(own) || PAYING_BY.test(own) || forOthers;
  asks.free = FREE_ONLY.test(lower);

  // "is it free?", "how long does it take?" after an answer about a course: that course's facts.
  const earlierCourse =
    leans && (asks.content || asks.who || !CHOOSING.test(own)) ? earlierCourseOf(index, previousKeys) : undefined;
  if (earlierCourse && (asks.price || asks.duration || asks.content || asks.who)) {
    return { ...base, intent: 'question', audiences, learnersOwn, asks, course: earlierCourse };
  }

  if (RECOMMEND.test(lower) && !DOING.test(own)) {
    // Only the topic counts ("recommend a course about passwords"); the audience is matched on the courses' roles.
    let topic = lower.replace(GENERIC, ' ');
    for (const [, words] of AUDIENCE_WORDS) topic = topic.replace(new RegExp(words.source, 'g'), ' ');
    const query = index.queryTerms(topic);
    const groups = groupBySource(index.search(query, 30));
    // "recommend a good movie", "suggest a song": something other than a course, on a topic the platform does not cover.
    const topicOf = [...query.keys()].filter((term) => !NO_TOPIC.has(term));
    const elsewhere = groups.length === 0 ? topicOf.length > 0 : offTopic(index, groups, topicOf);
    if (!leans && !COURSE_WORD.test(lower) && elsewhere) return { ...base, intent: 'scope' };
    return {
      ...base,
      groups,
      intent: 'recommend',
      asksWhich: WHICH_COURSE.test(own),
      audiences,
      learnersOwn,
      asks,
    };
  }

  const legal = !leans && LEGAL.test(own);
  const query = lighten(
    leans
      ? index.queryTerms(question, [previous], 0.8)
      : carries
        ? index.queryTerms(question, [previous], 0.35)
        : legal
          ? index.queryTerms(question, [LEGAL_WORDS], 1.5)
          : ownQuery,
  );
  // "I started a course ...": the verb says what the learner has done, not what they ask about ("where to start").
  const doing = DOING.exec(own);
  if (doing) for (const term of terms(doing[3]!)) if (query.has(term)) query.set(term, query.get(term)! * 0.3);
  const groups = groupBySource(index.search(query, 30));
  const definition = DEFINITION.test(own) && !leans;
  for (const group of groups) {
    // "What is phishing?" answers "what is phishing", when the question asks what a thing is.
    if (
      definition &&
      group.passage.kind === 'faq' &&
      /^what (is|are)\b/i.test(group.passage.search.heading) &&
      index.matchedTitle(group.passage, topicWords).length > 0
    )
      group.score *= DEFINITION_WEIGHT;
    // A course the message names by its title ("the Digital Evidence course", "the backups course") comes first.
    if (
      group.passage.kind === 'course' &&
      index.matchedTitle(group.passage, topicWords).length >= (SAYS_COURSE.test(own) ? 1 : 2)
    )
      group.score *= NAMED_COURSE_WEIGHT;
  }
  if ((leans || carries) && previousKeys.length > 0) {
    // The answer's first source most: "it" is most often what the answer was mainly about.
    for (const group of groups) {
      const rank = previousKeys.indexOf(group.key);
      if (rank >= 0) group.score *= 1 + (leans ? 1 : 0.3) / (rank + 1);
    }
  }
  groups.sort((a, b) => b.score - a.score);

  const retrieval: Retrieval = {
    groups,
    intent: 'question',
    audiences,
    learnersOwn,
    ownWords: leans || index.knownWeight(ownQuery) > 0,
    asks,
  };
  // A question about the law is one Kumul can answer, whatever else it names.
  if (!leans && !legal && offTopic(index, groups, topicWords)) return { ...retrieval, intent: 'scope' };
  // "Can I pay with mobile money?" asks how to pay, not about the course on mobile money; "our church wants to pay
  // for 20 members" asks how an organisation pays for seats, not about the course for churches.
  retrieval.course = leans
    ? earlierCourse
    : PAYING_BY.test(own) || forOthers
      ? undefined
      : courseAskedAbout(index, topicWords);
  return retrieval;
}

/** "course" is in nearly every question about the platform: it says little about which page answers. */
function lighten(query: Map<string, number>): Map<string, number> {
  for (const [term, weight] of query) if (LIGHT_WORDS.has(term)) query.set(term, weight * 0.3);
  return query;
}

/** The course the answer before was mainly about (its first source), if it was one. */
function earlierCourseOf(index: SearchIndex, keys: string[]): Group | undefined {
  const key = keys[0];
  if (!key?.startsWith('course:')) return undefined;
  const passage = index.passages.find((candidate) => candidate.key === key);
  return passage ? { key, score: 1, passage } : undefined;
}

/**
 * A question the platform does not cover: none of the best passages holds more than one of the words that say what
 * it is about, when it has three or more such words or one the platform never uses ("who WON the state of origin"
 * meets "you won a prize" and nothing else).
 */
function offTopic(index: SearchIndex, groups: Group[], topicWords: string[]): boolean {
  if (groups.length === 0 || topicWords.length === 0) return false;
  const matched = Math.max(
    ...groups.slice(0, 3).map((group) => index.matched(group.module ?? group.passage, topicWords).length),
  );
  const unknown = topicWords.some((term) => !index.knows(term));
  return matched === 0 || (matched === 1 && (topicWords.length >= 3 || unknown));
}

/** A course the message names: its title, keywords or a module's title hold a word saying what it is about. */
function courseAskedAbout(index: SearchIndex, topicWords: string[]): Group | undefined {
  const query = new Map(topicWords.map((term) => [term, 1]));
  const [best] = groupBySource(index.search(query, 10, COURSES));
  if (!best || index.matchedHeading(best.module ?? best.passage, topicWords).length === 0) return undefined;
  return best;
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
  const facts = [price, course.difficulty, course.duration].filter(Boolean).join(', ');
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

/**
 * Courses for a recommendation: for the audiences named (or the learner's category), about the topic asked (if
 * any), free and easy first. With an audience, the courses written for it alone come first; without one, courses
 * for everyone, in the order the FAQ "Which course should I start with?" names them (editors set it there).
 */
function recommend(index: SearchIndex, retrieval: Retrieval): Group[] {
  const fromSearch = retrieval.groups.filter((group) => group.passage.course);
  const scored = new Map(fromSearch.map((group) => [group.key, group]));
  const courses = index.passages.filter(
    (passage) => passage.kind === 'course' && passage.course && (!retrieval.asks.free || passage.course.isFree),
  );
  const named = retrieval.audiences.length > 0;
  const fit = (passage: Passage) => Number(passage.course!.roles.includes('general_workforce') !== named);
  const level = (passage: Passage) =>
    ['Beginner', 'Intermediate', 'Advanced', 'Expert'].indexOf(passage.course?.difficulty ?? 'Beginner');
  const [starting] = index.search(index.queryTerms(STARTING), 1, FAQ_ONLY);
  const advice = (passage: Passage) => {
    const at = starting?.passage.text.indexOf(passage.title) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const roles = (passage: Passage) => passage.course!.roles.length * (named ? 1 : -1);
  return courses
    .filter((passage) => !named || passage.course!.roles.some((role) => retrieval.audiences.includes(role)))
    .map((passage) => scored.get(passage.key) ?? { key: passage.key, score: 0, passage })
    .sort(
      (a, b) =>
        b.score - a.score ||
        fit(b.passage) - fit(a.passage) ||
        roles(a.passage) - roles(b.passage) ||
        advice(a.passage) - advice(b.passage) ||
        Number(b.passage.course!.isFree) - Number(a.passage.course!.isFree) ||
        level(a.passage) - level(b.passage) ||
        a.passage.title.localeCompare(b.passage.title),
    )
    .slice(0, 3);
}

/** The default engine's answer. `support` replaces `{supportEmail}` in FAQ answers. */
export function composeAnswer(index: SearchIndex, retrieval: Retrieval, t: ChatMessages, support: string): Answer {
  if (retrieval.intent === 'greeting') return { response: t.greeting, sources: [], keys: [], passages: [] };
  if (retrieval.intent === 'thanks') return { response: t.thanks, sources: [], keys: [], passages: [] };
  if (retrieval.intent === 'scope') return { response: t.offTopic, sources: [], keys: [], passages: [] };

  const used: Group[] = [];
  const lines: string[] = [];
  const top = retrieval.groups[0];

  const topicWords = retrieval.groups.some((group) => group.passage.course && group.score >= MIN_SCORE);
  if (
    retrieval.intent === 'recommend' &&
    (retrieval.audiences.length > 0 || !top || top.passage.course || !topicWords || retrieval.asksWhich)
  ) {
    const picks = recommend(index, retrieval);
    if (picks.length > 0) {
      const audience = retrieval.audiences[0];
      lines.push(
        audience && t.audiences[audience]
          ? retrieval.learnersOwn
            ? t.recommendForLearner(t.audiences[audience])
            : t.recommendFor(t.audiences[audience])
          : picks[0]!.score > 0
            ? t.recommendTopic
            : retrieval.asks.free
              ? t.recommendFree
              : t.recommendIntro,
      );
      for (const pick of picks)
        lines.push(courseLine({ ...pick, module: pick.score > 0 ? pick.module : undefined }, t));
      lines.push(t.recommendMore);
      used.push(...picks);
      return finish(lines, used);
    }
  }

  // A course's price and how to pay, or how long it takes: "how much is X and how do I pay?", "is it free?".
  const course = retrieval.course;
  const { asks } = retrieval;
  if (course && (asks.price || asks.duration || asks.content || asks.who)) {
    lines.push(courseLine(course, t));
    used.push(course);
    if (asks.content) {
      const modules = index.passages.filter(
        (passage) => passage.kind === 'module' && passage.course?.key === course.key,
      );
      if (modules.length > 0) lines.push(t.courseModules(modules.map((module) => module.title)));
    }
    if (asks.who) {
      const roles = course.passage.course!.roles.map((role) => t.audiences[role]).filter(Boolean);
      if (roles.length > 0) lines.push(t.courseFor(roles as string[]));
    }
    if (retrieval.asks.price && course.passage.course!.isFree) lines.push(t.freeCourse);
    else if (retrieval.asks.price) {
      const [pay] = index.search(index.queryTerms(PAYING), 1, FAQ_ONLY);
      if (pay) {
        lines.push(t.paidCourse, pay.passage.text.replaceAll('{supportEmail}', support));
        used.push({ key: pay.passage.key, score: 0, passage: pay.passage });
      }
    }
    return finish(lines, used, false);
  }

  // How to pay, no course named: the FAQ on paying (access codes, sponsored seats, what the site does not take).
  if (asks.pay) {
    const [pay] = index.search(index.queryTerms(PAYING), 1, FAQ_ONLY);
    if (pay) {
      const group = { key: pay.passage.key, score: 0, passage: pay.passage };
      return finish([pay.passage.text.replaceAll('{supportEmail}', support)], [group], false);
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
    .filter((group) => group.passage.course && near(group, faq || alert ? 0.3 : 0.4))
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

/** One turn of a visitor's talk as the assistant remembers it: what they asked, and the sources of its answer. */
export type Turn = { question: string; keys: string[] };

/**
 * The default engine's answer to a message in a conversation (`history`: this visitor's earlier turns, oldest
 * first), with what the search found (the model engine writes from the same).
 */
export function converse(
  index: SearchIndex,
  message: string,
  history: Turn[],
  t: ChatMessages,
  support: string,
  learner?: Learner,
): { retrieval: Retrieval; answer: Answer } {
  const earlier = {
    questions: history.map((turn) => turn.question),
    keys: history.at(-1)?.keys ?? [],
    answers: history.map((turn) => turn.keys),
  };
  const retrieval = retrieve(index, message, earlier, learner);
  return { retrieval, answer: composeAnswer(index, retrieval, t, support) };
}

/** The answer's text and its sources: most relevant first, or in the order used. */
function finish(lines: string[], used: Group[], byScore = true): Answer {
  const ranked = byScore ? [...used].sort((a, b) => b.score - a.score) : used;
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

/**
 * The same, in the question's language (issue 22): a question in Tok Pisin is answered from the Tok Pisin index (the
 * FAQs' and courses' Tok Pisin versions, searched in both languages), one in English from the English index as
 * before; a question too short or mixed to say is in the language the learner chose (`chosen`).
 */
export function converseIn(
  indexes: Indexes,
  message: string,
  history: Turn[],
  t: ChatMessages,
  support: string,
  learner?: Learner,
  chosen: ContentLocale = 'en',
): { language: ContentLocale; retrieval: Retrieval; answer: Answer } {
  const language = questionLanguage(message, chosen);
  return { language, ...converse(indexes[language], message, history, t, support, learner) };
}
