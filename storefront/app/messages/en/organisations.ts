/** A member's side of organisations (ADR 0029): the invite page, the dashboard's invitations and assigned courses,
 * and the profile's Organisations section, in English. */
import type { OrganisationKind } from '@kundu/cms-contract/organisations';

const KINDS: Record<OrganisationKind, string> = {
  church: 'Church',
  ngo: 'NGO',
  government_department: 'Government department',
  company: 'Company',
  school: 'School',
};

export const organisations = {
  kinds: KINDS,
  kindIn: (kind: OrganisationKind, province: string) => `${KINDS[kind]} · ${province}`,
  joinTitle: (name: string) => `Join ${name}?`,
  joinPageTitle: 'Join an organisation',
  willSeeTitle: 'What the organisation will see',
  willSee: 'Your name, email, the courses it assigns you and your progress in them.',
  neverSees: 'Never your phone number, documents or password.',
  signInFirst: 'Sign in or create an account first. You will come back here to join.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  join: 'Join',
  joining: 'Joining...',
  joined: (name: string) => `You joined ${name}.`,
  alreadyMember: (name: string) => `You are already a member of ${name}.`,
  goHome: 'Go to my dashboard',
  home: 'Go to the home page',
  invalidTitle: 'Invite link not valid',
  joinFailedTitle: 'Could not join',
  tryAgainLater: 'We could not reach the server. Please try again in a few minutes.',
  // The dashboard
  invitationsTitle: 'Invitations',
  invitedYou: (name: string) => `${name} invited you to join.`,
  accept: 'Accept',
  decline: 'Decline',
  acceptNamed: (name: string) => `Accept the invitation of ${name}`,
  declineNamed: (name: string) => `Decline the invitation of ${name}`,
  accepted: (name: string) => `You joined ${name}.`,
  declined: (name: string) => `You declined the invitation of ${name}.`,
  assignedBy: (name: string) => `Assigned by ${name}`,
  openCourse: 'Enroll Now',
  openCourseNamed: (title: string) => `Enroll in ${title}`,
  myOrganisation: 'My organisation',
  // The profile
  sectionTitle: 'Organisations',
  sectionHint: 'Organisations you belong to see your name, email, the courses they assign you and your progress.',
  none: 'You do not belong to any organisation.',
  status: { active: 'Member', invited: 'Invited' },
  leave: 'Leave',
  leaveNamed: (name: string) => `Leave ${name}`,
  leaveConfirmTitle: (name: string) => `Leave ${name}?`,
  leaveConfirmText:
    'It will no longer see your progress. Your courses, progress and certificates stay yours. To join again, you need its invite link.',
  leaveConfirm: 'Yes, leave',
  cancel: 'Cancel',
  left: (name: string) => `You left ${name}.`,
  failedTitle: 'That did not work',
  // The "not me" page (ADR 0036): a message's link, no account needed
  notMe: {
    pageTitle: 'Stop invitations',
    title: (organisation: string) => `Not you? Stop messages from ${organisation}`,
    sentTo: (organisation: string, address: string) =>
      `${organisation} sent an invitation to ${address} through Kundu Cyber Academy.`,
    explain:
      'If you are not the person they meant, or you do not want their invitations, stop them here. You need no account, and nothing else changes.',
    stopOrganisation: (organisation: string) => `Stop messages from ${organisation}`,
    stopAll: 'Stop invitations from every organisation',
    stoppedOrganisation: (organisation: string) =>
      `Done. ${organisation} will send you no more invitations through Kundu Cyber Academy.`,
    stoppedAll: 'Done. No organisation will send you invitations through Kundu Cyber Academy any more.',
    alsoAll: 'You can stop invitations from every organisation too.',
    joinLater: 'If you change your mind, you can still join an organisation with its invite link.',
    invalidTitle: 'Link not valid',
    failedTitle: 'Could not stop the messages',
    home: 'Go to the home page',
  },
  // The set-password page an imported member's welcome link opens
  welcomeTitle: 'Welcome to Kundu Cyber Academy',
  welcomeText: (organisation: string) =>
    `${organisation} made you an account here, to take the cybersecurity courses it assigns you. Choose your password below.`,
  welcomeSignIn: (email: string) => `You sign in with ${email}.`,
  welcomeNext: (organisation: string) =>
    `Then, on your dashboard, accept or decline the invitation of ${organisation}. Until you accept, it sees only the name and email it gave us.`,
} as const;
