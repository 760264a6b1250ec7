/** The privacy screen's strings, in Tok Pisin. */
import type { privacy as english } from '../en/privacy';
import type { Translation } from '../types';

export const privacy: Translation<typeof english> = {
  updated: 'Las senis long 29 Novemba 2026',
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
      text: 'Long profail bilong yu, yu ken mekim ol dispela samting long wanem taim yu laik: daunim olgeta samting mipela i holim long yu, long wanpela fail; stretim kain wok na oganaisesen bilong yu (na nem long setifiket, long pes bilong setifiket); na rausim account bilong yu kwiktaim. Sapos yu rausim orait bilong yu long mipela i yusim infomesen (rausim mak long profail na seivim), dispela tu i rausim account bilong yu long wankain rot. Taim yu rausim, yu yet i makim sapos ol i ken sekim yet ol setifiket bilong yu wantaim nem bilong yu, o mipela i rausim ol na nem bilong yu. Pes bilong rausim account i kolim ol liklik rekot mipela i holim, na i no gat wanpela i kolim nem bilong yu.',
    },
    {
      heading: 'Askim long pas o telefon',
      text: 'Sapos yu no inap yusim profail bilong yu, raitim email i go long adres daunbilo, o ringim o raitim pas i go long ol wokman bilong halivim ol sumatin. Pastaim mipela i sekim olsem askim i kam long yu tru, long bekim yu salim long email i stap long account bilong yu, na bihain mipela i salim infomesen bilong yu o rausim account bilong yu insait long 30 de (planti askim insait long wanpela wik). Mipela i raitim husat i mekim na wanem taim.',
    },
    {
      heading: 'Mipela i lukautim olsem wanem',
      text: 'Mipela i haitim ol password long hash, ol konekesen i encrypted, na yu na ol bosman bilong mipela tasol i ken lukim ol pepa bilong aidentiti.',
    },
  ],
  contact: (email: string) => `Yu gat askim long infomesen bilong yu? Raitim email i go long ${email}.`,
};
