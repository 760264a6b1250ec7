/** The About screen's strings, in Tok Pisin. */
import type { about as english } from '../en/about';
import type { Translation } from '../types';

export const about: Translation<typeof english> = {
  intro:
    'Kundu Cyber Academy Limited teaches cyber security to people and organisations in Papua New Guinea. The kundu drum calls people together and carries news: we do the same for staying safe online.',
  sections: [
    {
      heading: 'What We Offer',
      text: 'Free and paid courses in seven cyber domains, with certificates anyone can check; current threat alerts and protection tips; cyber news; and Kumul, an assistant that answers your questions.',
    },
    {
      heading: 'Made for Phones',
      text: 'Pages are small and work without JavaScript, and every module says what it costs to download on prepaid data before you open it.',
    },
    {
      heading: 'The Law We Follow',
      text: 'We work in line with the Digital Government Act 2022 and the Cyber Crime Code Act 2016 of Papua New Guinea.',
    },
  ],
  contactText: 'Questions, help with your account or a course, or training for your organisation? Write to us at',
};
