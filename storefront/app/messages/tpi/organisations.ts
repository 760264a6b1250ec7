/** A member's side of organisations (ADR 0029): the invite page, the dashboard's invitations and assigned courses,
 * and the profile's Organisations section, in Tok Pisin. */
import type { organisations as english } from '../en/organisations';
import type { Translation } from '../types';
import type { OrganisationKind } from '@kundu/cms-contract/organisations';

const KINDS: Record<OrganisationKind, string> = {
  church: 'Sios',
  ngo: 'NGO',
  government_department: 'Dipatmen bilong gavman',
  company: 'Kampani',
  school: 'Skul',
};

export const organisations: Translation<typeof english> = {
  kinds: KINDS,
  kindIn: (kind: OrganisationKind, province: string) => `${KINDS[kind]} · ${province}`,
  joinTitle: (name: string) => `Joinim ${name}?`,
  joinPageTitle: 'Joinim wanpela oganaisesen',
  willSeeTitle: 'Wanem samting oganaisesen bai lukim',
  willSee: 'Nem na email bilong yu, ol kos em i givim yu, na hamas yu lainim pinis long ol.',
  neverSees: 'Em i no save lukim namba bilong fon, ol dokumen o password bilong yu.',
  signInFirst: 'Sain in o mekim account pastaim. Bihain yu bai kam bek long hia long joinim.',
  signIn: 'Sain in',
  createAccount: 'Mekim account',
  join: 'Joinim',
  joining: 'Yu joinim...',
  joined: (name: string) => `Yu joinim ${name} pinis.`,
  alreadyMember: (name: string) => `Yu memba pinis bilong ${name}.`,
  goHome: 'Go long dashboard bilong mi',
  home: 'Go long fran pes',
  invalidTitle: 'Invite link i no stret',
  joinFailedTitle: 'Yu no inap joinim',
  tryAgainLater: 'Mipela i no inap painim server. Plis traim gen bihain long sampela minit.',
  // The dashboard
  invitationsTitle: 'Ol Invitesen',
  invitedYou: (name: string) => `${name} i singautim yu long joinim ol.`,
  accept: 'Orait',
  decline: 'Nogat',
  acceptNamed: (name: string) => `Orait long invitesen bilong ${name}`,
  declineNamed: (name: string) => `Tok nogat long invitesen bilong ${name}`,
  accepted: (name: string) => `Yu joinim ${name} pinis.`,
  declined: (name: string) => `Yu tok nogat long invitesen bilong ${name}.`,
  assignedBy: (name: string) => `${name} i givim yu`,
  openCourse: 'Joinim Nau',
  openCourseNamed: (title: string) => `Joinim ${title}`,
  myOrganisation: 'Oganaisesen bilong mi',
  // The profile
  sectionTitle: 'Ol Oganaisesen',
  sectionHint:
    'Ol oganaisesen yu memba bilong en i save lukim nem na email bilong yu, ol kos ol i givim yu, na hamas yu lainim pinis.',
  none: 'Yu no memba bilong wanpela oganaisesen.',
  status: { active: 'Memba', invited: 'Ol i singautim yu' },
  leave: 'Lusim',
  leaveNamed: (name: string) => `Lusim ${name}`,
  leaveConfirmTitle: (name: string) => `Lusim ${name}?`,
  leaveConfirmText:
    'Em bai i no lukim moa hamas yu lainim. Ol kos, wok yu lainim pinis na ol setifiket i stap bilong yu yet. Long joinim gen, yu mas kisim invite link bilong en.',
  leaveConfirm: 'Yes, lusim',
  cancel: 'Nogat',
  left: (name: string) => `Yu lusim ${name} pinis.`,
  failedTitle: 'Dispela i no wok',
  // The "not me" page (ADR 0036): a message's link, no account needed
  notMe: {
    pageTitle: 'Pasim ol invitesen',
    title: (organisation: string) => `I no yu? Pasim ol toksave long ${organisation}`,
    sentTo: (organisation: string, address: string) =>
      `${organisation} i salim invitesen i go long ${address} long Kundu Cyber Academy.`,
    explain:
      'Sapos yu no dispela man o meri ol i laik salim long en, o yu no laikim ol invitesen bilong ol, pasim long hia. Yu no nidim account, na narapela samting i no senis.',
    stopOrganisation: (organisation: string) => `Pasim ol toksave long ${organisation}`,
    stopAll: 'Pasim ol invitesen long olgeta oganaisesen',
    stoppedOrganisation: (organisation: string) =>
      `Pinis. ${organisation} bai i no salim moa invitesen long yu long Kundu Cyber Academy.`,
    stoppedAll: 'Pinis. Nogat oganaisesen bai salim moa invitesen long yu long Kundu Cyber Academy.',
    alsoAll: 'Yu ken pasim ol invitesen long olgeta oganaisesen tu.',
    joinLater: 'Sapos yu senisim tingting, yu ken joinim yet wanpela oganaisesen wantaim invite link bilong en.',
    invalidTitle: 'Link i no stret',
    failedTitle: 'Mipela i no inap pasim ol toksave',
    home: 'Go long fran pes',
  },
  // The set-password page an imported member's welcome link opens
  welcomeTitle: 'Welkam long Kundu Cyber Academy',
  welcomeText: (organisation: string) =>
    `${organisation} i mekim account bilong yu long hia, long yu ken mekim ol kos long cyber security em i givim yu. Makim password bilong yu long daunbilo.`,
  welcomeSignIn: (email: string) => `Yu sain in wantaim ${email}.`,
  welcomeNext: (organisation: string) =>
    `Bihain, long dashboard bilong yu, tok orait o nogat long invitesen bilong ${organisation}. Inap long yu tok orait, em i lukim nem na email em i givim mipela tasol.`,
};
