/** The awareness screen's strings, in Tok Pisin. */
import type { awareness as english } from '../en/awareness';
import type { Translation } from '../types';

export const awareness: Translation<typeof english> = {
  intro:
    'Ol hevi nau long ol manmeri na oganaisesen long Papua Niugini, wantaim klia tok long stap seif. Fri long olgeta.',
  startTraining: 'Statim Fri Skul',
  join: 'Joinim Fri',
  threatsTitle: 'Ol Hevi long Cyber Nau',
  protectionTip: 'Rot long Lukautim Yu:',
  source: 'I kam long:',
  viewed: (count: number) => `Ol i lukim ${count} taim`,
  readSource: 'Ritim Stori',
  readSourceNamed: (title: string) => `Ritim stori bilong: ${title}`,
  error: 'Mipela i no inap kisim ol nupela hevi long cyber nau. Plis traim gen bihain.',
  essentialsTitle: 'Ol Bikpela Rot long Lukautim Yu long Cyber',
  priority: 'Hamas i bikpela:',
  essentials: [
    {
      title: 'Strongpela Password',
      priority: 'Antap',
      text: 'Wanpela longpela passphrase, narapela narapela long olgeta bikpela account.',
    },
    { title: 'Onim 2FA', priority: 'Antap', text: 'Two-step verification i pasim planti man long stilim account.' },
    {
      title: 'Lukaut Gut',
      priority: 'Namel',
      text: 'Sapos wanpela toksave i hariapim yu long baim mani o givim code, wet na sekim pastaim.',
    },
    { title: 'Ol Update', priority: 'Antap', text: 'Putim ol update bilong fon na app kwiktaim taim ol i kam.' },
  ],
  essentialsCta: 'Lainim Ol Dispela Skil Fri',
  incidentTitle: 'Hevi long Cyber i Painim Yu?',
  incidentText:
    'Mekim kwik: sapos mani i stap long hevi, ringim beng long namba i stap long kat bilong yu, holim ol screenshot na risit, na ripotim.',
  reportIncident: 'Ripotim Hevi long Intanet',
};
