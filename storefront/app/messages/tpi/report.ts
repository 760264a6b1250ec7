/** The Report a Cyber Incident screen's strings, in Tok Pisin: where to report in Papua New Guinea (png-context). */
import type { report as english } from '../en/report';
import type { Translation } from '../types';

export const report: Translation<typeof english> = {
  intro:
    'Mekim kwik: sapos mani bilong yu i stap long hevi, ringim beng o kampani bilong mobile money bilong yu pastaim. Holim ol evidence, na bihain ripotim wanem samting i kamap, olsem na ol narapela i ken kisim woning.',
  placesTitle: 'Ples long Ripot long Papua Niugini',
  /**
   * Where to go, with no number anyone has not checked (ADR 0042): a place is shown by its checked contacts once a
   * person has confirmed them in the CMS (`id` names the place; the screen knows which contacts cover it).
   */
  places: [
    {
      id: 'bank',
      name: 'Beng o kampani bilong mobile money bilong yu',
      text: 'Sapos mani i lus o i stap long hevi, ringim ol kwik long namba i stap long kad bilong yu o long website bilong ol yet, na askim ol long pasim account o pe.',
    },
    {
      id: 'police',
      name: 'RPNGC Cybercrime Unit',
      text: 'Long wanpela rong (ol i stilim mani, ol i brukim account, ol i tok long bagarapim yu o sextortion), mekim ripot long polis long polis stesin i stap klostu long yu, na askim long namba bilong ripot.',
    },
    {
      id: 'ncsc',
      name: 'National Cyber Security Centre (NCSC)',
      text: 'Ripotim olgeta giaman o hevi long cyber long ol, olsem na ol narapela i ken kisim woning.',
      href: 'https://www.ncsc.gov.pg',
    },
    {
      id: 'pngcert',
      name: 'PNGCERT',
      text: 'Sapos ol man i bin pait long ol kompiuta o sistem bilong wanpela oganaisesen, oganaisesen i ken ripot tu long nesenel tim bilong kompiuta emejensi, NICTA i lukautim.',
    },
    { id: 'network', name: 'Mobile network bilong yu', text: 'Ripotim namba we giaman SMS o kol i kam long en.' },
  ],
  visitSite: (name: string) => `Go long website bilong ${name}`,
  call: (name: string) => `Ringim ${name}`,
  writeTo: (name: string) => `Raitim toksave i go long ${name}`,
  hours: (hours: string) => `Op long: ${hours}`,
  lastChecked: (date: string) => `Tim bilong mipela i sekim long ${date}`,
  evidenceTitle: 'Holim ol Evidence',
  evidence: [
    'Screenshot bilong ol toksave, wantaim namba o nem bilong husat i salim',
    'Ol risit na transaction ID',
    'Wanem taim em i kamap, na wanem tok ol i bin tokim yu',
  ],
  helpTitle: 'Yu No Save Wanem Samting long Mekim?',
  helpText:
    'Raitim toksave i kam long mipela: wanpela saveman bilong cyber bai halivim yu long neks samting long mekim.',
};
