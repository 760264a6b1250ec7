/** The domain page screen's strings, in Tok Pisin. */
import type { domainPage as english } from '../en/domain-page';
import type { Translation } from '../types';

export const domainPage: Translation<typeof english> = {
  enrollNow: 'Joinim Nau',
  signUp: 'Rejista long Stat',
  modulesTitle: 'Ol Hap Skul',
  coursesTitle: 'Ol kos yu ken mekim nau',
  coursesText: 'Ol sotpela kos long dispela samting, mipela i raitim bilong Papua Niugini.',
  moduleHours: (hours: number) => `${hours} aua`,
  audienceTitle: 'Husat i Ken Joinim',
  prerequisitesTitle: 'Wanem Yu Mas Save Pastaim',
  strengthsTitle: 'Wanem Yu Bai Save Gut',
  frameworksTitle: 'Ol Framework na Standard',
  technologiesTitle: 'Ol Teknoloji Yu Bai Yusim',
  notesTitle: 'Gutpela long Save',
  ctaTitle: (domain: string) => `Statim rot bilong yu long ${domain}`,
  ctaText: 'Mekim fri account long joinim ol kos, lukim hamas yu lainim pinis na kisim ol setifiket.',
  ctaTextSignedIn: 'Lukim ol kos long dispela hap na joinim.',
};
