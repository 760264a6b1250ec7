/** The awareness screen's strings, in Tok Pisin. */
import type { awareness as english } from '../en/awareness';
import type { Translation } from '../types';

export const awareness: Translation<typeof english> = {
  intro:
    'Current threats to people and organisations in Papua New Guinea, with clear advice to stay safe. Free for everyone.',
  startTraining: 'Start Free Training',
  join: 'Join for Free',
  threatsTitle: 'Current Cyber Threats',
  protectionTip: 'Protection Tip:',
  source: 'Source:',
  viewed: (count: number) => `Viewed ${count} times`,
  readSource: 'Read Source',
  readSourceNamed: (title: string) => `Read the source of: ${title}`,
  error: 'Unable to load current cyber threats. Please try again later.',
  essentialsTitle: 'Essential Cyber Protection',
  priority: 'Priority:',
  essentials: [
    {
      title: 'Secure Passwords',
      priority: 'High',
      text: 'A long, different passphrase for every important account.',
    },
    { title: 'Enable 2FA', priority: 'High', text: 'Two-step verification stops most account takeovers.' },
    {
      title: 'Stay Alert',
      priority: 'Medium',
      text: 'Stop and check any message that rushes you to pay or share a code.',
    },
    { title: 'Regular Updates', priority: 'High', text: 'Install phone and app updates as soon as they arrive.' },
  ],
  essentialsCta: 'Learn These Skills Free',
  incidentTitle: 'Been Hit by a Cyber Incident?',
  incidentText:
    'Act fast: call your bank on the number on your card if money is at risk, keep screenshots and receipts, then report it.',
  reportIncident: 'Report Security Incident',
};
