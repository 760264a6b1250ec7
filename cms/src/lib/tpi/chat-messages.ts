/** What Kumul, the assistant, says in its own words, in Tok Pisin (ADR 0028, 0046). Edit only the words between quotes. */
import type { Translation } from '../../../contract/language';
import type { english } from '../chat/messages';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contract/limits';

export const chatMessages: Translation<typeof english> = (support: string) => {
  const scope =
    'Mi ken halivim yu long: save long ol giaman, giaman long mobile money na beng, ol password na ol account ol man i brukim, mining bilong ol tok olsem phishing o ransomware, we yu ken ripotim cybercrime long Papua Niugini, na ol kos bilong mipela (wanem kos i fit, pe na rot long baim, rejista, joinim kos, setifiket). Lukim olgeta kos long /courses.';
  return {
    blank: 'Plis raitim toksave.',
    tooLong: `Plis raitim toksave i no winim ${CHAT_MESSAGE_MAX_LENGTH} leta.`,
    notText: 'Plis raitim toksave bilong yu long ol leta.',
    tooManyFromVisitor:
      'Yu salim planti toksave tumas i go long Kumul insait long sampela minit i go pinis. Plis wet sampela minit na askim gen.',
    tooManyFromNetwork: `Kumul i wok long bekim planti manmeri long netwok bilong yu nau. Plis wet sampela minit na askim gen, o toktok wantaim ${support}.`,

    scope,
    greeting: `Halo! Mi Kumul, halivim bilong Kundu Cyber Academy. ${scope}`,
    thanks:
      'I orait. Stap seif long intanet! Askim mi long narapela samting long cyber security o long ol kos bilong mipela.',
    offTopic: `Mi ken halivim yu long stap seif long intanet na long Kundu Cyber Academy tasol. ${scope}`,
    notFound: `Mi no painim dispela long ol kos na gaid bilong Kundu. ${scope} Long kisim halivim long dispela sait, raitim email i go long ${support}.`,
    scopeAnswers: [scope],

    coursesIntro: 'Ol dispela kos i toktok long en:',
    recommendIntro: 'Ol dispela kos i gutpela long stat:',
    recommendFor: (audience: string) => `Bilong ${audience}, ol dispela kos i fit:`,
    recommendTopic: 'Bilong dispela samting, ol dispela kos i fit:',
    recommendFree: 'Ol dispela fri kos i fit:',
    recommendForLearner: (audience: string) => `Bilong yu (${audience}), ol dispela kos i fit:`,
    freeCourse: 'Em i fri: sain in, opim pes bilong en na presim Joinim Nau.',
    recommendMore: 'Olgeta fri kos i stap long /free-courses, na olgeta kos long /courses.',
    moduleIn: (module: string) => `Hap skul bilong en "${module}"`,
    courseModules: (modules: string[]) => `Ol hap skul bilong en: ${modules.join('; ')}.`,
    courseFor: (audiences: string[]) => `Mipela i raitim dispela kos bilong ${audiences.join(', ')}.`,
    free: 'fri',
    price: (kina: string) => `K${kina}`,
    paidCourse: 'Rot long baim:',
    alertIntro: (title: string) => `Woning bilong nau: ${title}.`,
    alertMore: 'Moa woning na ol rot long lukautim yu i stap long /cyber-awareness.',
    domainLine: (name: string, tagline: string, path: string) => `${name}: ${tagline} ${path}`,
    learnMore: 'Long lainim moa:',
    faqLink: (title: string, link: string) => `${title}: ${link}`,

    audiences: {
      general_workforce: 'olgeta wokman na wokmeri',
      student_educational: 'ol sumatin na tisa',
      law_enforcement: 'polis na ol wokman bilong painimaut',
      government: 'ol wokman bilong gavman',
      intelligence_community: 'ol wokman bilong intelligence',
      churches_ngos: 'ol sios na NGO',
    } as Record<string, string>,
  };
};
