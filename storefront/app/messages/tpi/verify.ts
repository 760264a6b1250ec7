/** The verification page (/verify, ADR 0035): opening a link that proves an email address or phone, in Tok Pisin. */
import type { verify as english } from '../en/verify';
import type { Translation } from '../types';
import type { Contact } from '@kundu/cms-contract/verification';

export const verify: Translation<typeof english> = {
  pageTitle: 'Sekim email na fon namba bilong yu',
  // Opening a link
  verifiedTitle: (contact: Contact) =>
    contact === 'email' ? 'Email bilong yu i stret' : 'Fon namba bilong yu i stret',
  verifiedText: (masked: string) => `Tenkyu: ${masked} i stret.`,
  alreadyTitle: 'Yu sekim pinis',
  alreadyText: (masked: string) =>
    `Yu yusim dispela link pinis, na ${masked} i stret. Nogat wanpela samting moa yu mas mekim.`,
  expiredTitle: 'Taim bilong dispela link i pinis',
  usedTitle: 'Yu yusim dispela link pinis',
  notFoundTitle: 'Dispela link i no stret',
  failedTitle: 'Em i no wok',
  openOrganisation: 'Opim oganaisesen bilong yu',
  goHome: 'Go long dashboard bilong mi',
  signInToContinue: 'Sain in long go het',
  signInToSend: 'Sain in long salim nupela link',
  sendNewLink: 'Salim nupela link long mi',
  // The signed-in learner's status
  statusTitle: 'Sekim email na fon namba bilong yu',
  forOrganisation:
    'Bipo long yu lukautim oganaisesen bilong yu, mipela i mas save olsem dispela email em bilong yu tru: ol oganaisesen i makim ol bosman bilong ol long email, na olgeta man i ken raitim wanpela email.',
  forInvitation:
    'Wanpela oganaisesen i singautim yu long email o fon namba bilong yu. Sekim pastaim, nau yu ken orait long dispela singaut.',
  intro:
    'Ol oganaisesen i bilip long email o fon namba yu sekim pinis: ol bosman bilong ol i mas gat wanpela, na yu ken orait long singaut bilong ol taim yu sekim pinis.',
  emailLabel: 'Email',
  phoneLabel: 'Fon namba',
  verified: 'I stret',
  notVerified: 'Yu no sekim yet',
  emailHelp: (email: string) =>
    `Mipela i salim link long email i go long ${email}. Opim insait long 24 aua: em i wok wanpela taim tasol. Nogat samting i kam? Lukim spam folder bilong yu, o salim nupela link.`,
  phoneHelp:
    'Mipela i salim link long fon bilong yu long WhatsApp. Opim insait long 24 aua: em i wok wanpela taim tasol.',
  sendEmail: 'Salim nupela link long email',
  sendPhone: 'Salim link long mi long WhatsApp',
  sending: 'Mipela i salim...',
  sentTitle: 'Mipela i salim link pinis',
  signedOutText: 'Sain in long lukim sapos email na fon namba bilong yu i stret, o long salim nupela link.',
  signIn: 'Sain in',
  // An invitation matched by an address not verified yet (the dashboard and the profile)
  verifyBeforeAccepting: (contact: Contact) =>
    contact === 'email'
      ? 'Dispela singaut i go long email bilong yu. Sekim pastaim, nau yu ken orait long en.'
      : 'Dispela singaut i go long fon namba bilong yu. Sekim pastaim, nau yu ken orait long en.',
  verifyToAccept: 'Sekim na orait',
  verifyToAcceptNamed: (name: string) => `Sekim na orait long singaut bilong ${name}`,
  tryAgainLater: 'Mipela i no inap kisim server. Plis traim gen bihain long sampela minit.',
};
