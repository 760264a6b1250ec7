/** The organisation API's messages in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { ENGLISH } from '../organisations';
import type { Translation } from '../language';

export const organisationMessages: Translation<typeof ENGLISH> = {
  inviteNotFound: 'Dispela invite link i no stret.',
  inviteExpired: (organisation: string) =>
    `Taim bilong dispela invite link i pinis. Askim ${organisation} long nupela link.`,
  organisationNotFound: 'Nogat oganaisesen i gat dispela id.',
  notAdministrator: 'Yu no administrator bilong dispela oganaisesen.',
  groupNameRequired: 'Plis givim nem long grup.',
  groupNameTooLong: 'Nem bilong grup i no ken winim 80 leta.',
  groupNameTaken: 'Dispela oganaisesen i gat grup wantaim dispela nem pinis.',
  groupNotFound: 'Dispela oganaisesen i no gat dispela grup.',
  memberNotFound: 'Dispela oganaisesen i no gat dispela memba.',
  membershipIdsRequired: 'Makim wanpela memba o moa.',
  courseRequired: 'Makim kos yu laik givim.',
  courseNotFound: 'Nogat kos i stap long sait i gat dispela id.',
  assignmentNotFound: 'Dispela oganaisesen i no givim dispela kos.',
  assignmentNotSaved: 'Mipela i no inap seivim dispela kos yu givim. Plis traim gen.',
  importNotFound: 'Dispela oganaisesen i no gat dispela import.',
  notMember: 'Yu no memba bilong dispela oganaisesen.',
  csvRequired: 'Makim CSV fail long upload.',
  csvTooLarge: 'Fail i winim 2 MB. Brukim em i go long ol liklik fail.',
  csvTooManyRows: 'Fail i gat moa long 5,000 lain. Brukim em i go long ol liklik fail.',
  csvNotUtf8:
    'Dispela fail i no UTF-8. Long Excel, makim Save As → CSV UTF-8 (Comma delimited); long Google Sheets, File → Download → CSV.',
  csvNoHeader: 'Namba wan lain i mas givim nem long ol kolum: first name, last name, email, phone, category.',
  csvMissingColumns: (missing: string) => `Fail i no gat kolum ${missing}.`,
  csvEmpty: 'Fail i no gat lain bilong ol memba aninit long namba wan lain.',
  tooManyImports: 'Dispela oganaisesen i upload planti taim tumas. Plis wet wanpela aua na traim gen.',
  tooManyJoins: 'Yu traim planti taim tumas. Plis wet inap 15 minit na traim gen.',
  noSeatsToAssign: (course: string, organisation: string, support: string) =>
    `${course} em i pe kos, na ${organisation} i no gat sia moa long en: ol memba bai mas putim access code. Askim Kundu Cyber Academy long ol sia pastaim (raitim email i go long ${support}), bihain givim kos.`,
  welcomeNotFound: 'Dispela link i no link bilong welkam, o yu yusim pinis, o taim bilong en i pinis.',
  stopLinkNotValid: 'Dispela link i no stret. Yusim link i stap long toksave ol i salim long yu.',
  stopScopeRequired: 'Makim toksave bilong husat yu laik pasim.',
  tooManyStops: 'Yu traim planti taim tumas. Plis wet inap 15 minit na traim gen.',
};
