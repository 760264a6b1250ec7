/** The privacy screen's strings, in Tok Pisin. */
import type { privacy as english } from '../en/privacy';
import type { Translation } from '../types';

export const privacy: Translation<typeof english> = {
  updated: 'Las senis long 21 Novemba 2026',
  sections: [
    {
      heading: 'Husat mipela',
      text: 'Kundu Cyber Academy Limited i ranim dispela sait long skulim ol manmeri na oganaisesen long Papua Niugini long cyber security.',
    },
    {
      heading: 'Wanem samting mipela i kisim',
      text: 'Nem, email, namba bilong mobail fon, kain wok na oganaisesen bilong yu; hamas yu lainim pinis long ol kos, mak bilong kwis na ol setifiket; na sapos yu laik upload, foto bilong profail na ol pepa bilong aidentiti.',
    },
    {
      heading: 'Mipela i yusim olsem wanem',
      text: 'Long skul bilong yu long dispela sait tasol (joinim kos, hamas yu lainim pinis, ol setifiket na halivim long account) na long mekim sait i kamap gut. Mipela i no save salim infomesen bilong yu na i no save yusim long ol edvetaisin.',
    },
    {
      heading: 'Lo mipela i bihainim',
      text: 'Mipela i lukautim infomesen olsem Digital Government Act 2022 na Cyber Crime Code Act 2016 bilong Papua Niugini, na National Data Governance and Data Protection Policy i tok. Mipela i save serim infomesen tasol taim lo bilong kantri i tok.',
    },
    {
      heading: 'Ol rait bilong yu',
      text: 'Yu ken lukim, stretim o rausim infomesen bilong yu long wanem taim yu laik, long profail bilong yu o long raitim pas i kam long mipela. Yu ken rausim orait bilong yu long mipela i yusim infomesen; orait mipela bai rausim infomesen bilong account bilong yu, tasol ol samting lo i tok mipela i mas holim, mipela bai holim.',
    },
    {
      heading: 'Mipela i lukautim olsem wanem',
      text: 'Mipela i haitim ol password long hash, ol konekesen i encrypted, na yu na ol bosman bilong mipela tasol i ken lukim ol pepa bilong aidentiti.',
    },
  ],
  contact: (email: string) => `Yu gat askim long infomesen bilong yu? Raitim email i go long ${email}.`,
};
