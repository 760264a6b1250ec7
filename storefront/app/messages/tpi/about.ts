/** The About screen's strings, in Tok Pisin. */
import type { about as english } from '../en/about';
import type { Translation } from '../types';

export const about: Translation<typeof english> = {
  intro:
    'Kundu Cyber Academy Limited i save skulim ol manmeri na oganaisesen long Papua Niugini long cyber security. Kundu i save singautim ol manmeri long kam bung na i save karim nius: mipela i mekim wankain samting long stap seif long intanet.',
  sections: [
    {
      heading: 'Wanem Samting Mipela i Givim',
      text: 'Fri kos na pe kos long seven hap bilong cyber, wantaim ol setifiket olgeta man i ken sekim; ol nupela woning long hevi na ol rot long lukautim yu yet; nius long cyber; na Kumul, wanpela AI halivim i save bekim ol askim bilong yu.',
    },
    {
      heading: 'Mipela i Wokim bilong Fon',
      text: 'Ol pes i liklik na i wok gut maski JavaScript i no stap, na olgeta hap skul i tokim yu hamas em bai kostim long daunim long prepaid data, paslain long yu opim.',
    },
    {
      heading: 'Lo Mipela i Bihainim',
      text: 'Mipela i wok long bihainim Digital Government Act 2022 na Cyber Crime Code Act 2016 bilong Papua Niugini.',
    },
  ],
  contactText:
    'Yu gat askim, yu laikim halivim long account o kos bilong yu, o skul bilong oganaisesen bilong yu? Raitim email i kam long mipela long',
};
