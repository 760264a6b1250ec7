/**
 * The language a question to Kumul is written in (issue 22): Tok Pisin or English, told by their small words, which
 * the two languages do not share ("bilong", "long", "olsem wanem", "mi laik", "em i" against "the", "is", "how",
 * "my"). A question too short or too mixed to say (one word, a name, as many words of each) is taken to be in the
 * language the learner chose on the site (`chosen`: the storefront's Accept-Language).
 */
import type { ContentLocale } from '../../../contract/locales';

/** Tok Pisin's function words and its commonest verbs and nouns, as people type them (SMS spellings included). */
const TOK_PISIN = new Set(
  (
    'mi yu bilong blong blo bilo long lo olsem wanem wanim samting stap laik save ken bai bae mipela yumi yupela ol em emi ' +
    'dispela displa disla tasol nau pinis sapos nogat husat hamas inap wanpela tupela planti olgeta gutpela nogut ' +
    'orait kisim givim salim lukim mekim painim helpim tokim askim lainim opim rausim stilim hakim baim pe kos ' +
    'setifiket sertifiket mani fon pren famili meri manmeri pikinini wantok tok toktok wok ples haus skul tude asde ' +
    'bihain pastaim kwik kwiktaim tumas liklik moa gen na o bikos taim nem bin ' +
    'nupela olpela trutru tru giaman nid nidim ting tingting lus lusim paslain insait autsait antap daunbilo'
  ).split(' '),
);

/** English words a Tok Pisin question does not use ("i", "in", "we", "go", "no" are both languages'). */
const ENGLISH = new Set(
  (
    'the a an is are was were be been am do does did have has had my your our their his her its it this that these ' +
    'those what how why when where which who whom can could would should will shall to of for from with about into ' +
    'on at by if or and but not dont cant im ive me you they them he she we us there here some any get got much ' +
    'many please just than then so very also want need know tell forgot lost someone something anyone ' +
    'course courses free'
  ).split(' '),
);

/** Tok Pisin's transitive verbs end in -im ("ripotim", "protectim"); these English words do too. */
const ENGLISH_IM = new Set([
  'him',
  'claim',
  'victim',
  'interim',
  'denim',
  'maxim',
  'muslim',
  'pilgrim',
  'slim',
  'trim',
]);

/** Words of each language a question holds. */
export function languageWords(message: string): { tpi: number; en: number } {
  let tpi = 0;
  let en = 0;
  for (const word of message
    .toLowerCase()
    .normalize('NFKD')
    .split(/[^a-z']+/)) {
    if (!word) continue;
    const plain = word.replace(/'/g, '');
    const tokPisin = TOK_PISIN.has(plain) || (/^[a-z]{3,}[^aeiou]im$/.test(plain) && !ENGLISH_IM.has(plain));
    const english = ENGLISH.has(plain);
    if (tokPisin && !english) tpi += 1;
    else if (english && !tokPisin) en += 1;
  }
  return { tpi, en };
}

/**
 * `tpi` when a question holds at least two Tok Pisin words and more of them than English ones, `en` the other way
 * round; otherwise (a word or two, a name, a mixed question) the language the learner chose.
 */
export function questionLanguage(message: string, chosen: ContentLocale = 'en'): ContentLocale {
  const { tpi, en } = languageWords(message);
  if (tpi >= 2 && tpi > en) return 'tpi';
  if (en >= 2 && en > tpi) return 'en';
  return chosen;
}
