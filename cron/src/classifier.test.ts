import { describe, expect, it } from 'vitest';
import { classify } from './classifier';
import { BBC_ITEMS, REUTERS_ITEMS } from '../test/support/feed-server';

describe('the cyber security classifier (ADR 0027)', () => {
  it.each([
    ['Ransomware gang leaks hospital files', 'ransomware'],
    ['Cyberattack takes down port systems', 'cyber'],
    ['Hackers target mobile money wallets', 'hack'],
    ['Bank customers hit by phishing texts', 'phishing'],
    ['Romance scams cost victims K2 million', 'scam'],
    ['Telco confirms data breach affecting 1 million customers', 'breach'],
    ['Customer database leak exposes phone numbers', 'data leak'],
    ['New Android malware steals banking passwords', 'malware'],
    ['Zero-day in VPN appliances exploited', 'exploit'],
    ['DDoS knocks government websites offline', 'attack'],
    ['SIM swap fraud: how criminals empty accounts', 'identity theft'],
    ['Mobile money fraud on the rise in Lae', 'fraud online'],
    ['Deepfake video of minister spreads on Facebook', 'deepfake'],
    ['Firms warned over supply-chain attacks', 'attack'],
    ['Optus breach: what customers should do now', 'breach'],
    ['Hospital pays ransom to recover patient records', 'ransomware'],
    ['Backdoor found in popular VPN software', 'malware'],
    ['Thousands of Facebook accounts compromised in PNG', 'identity theft'],
    ['Sextortion cases rise among PNG teenagers', 'phishing'],
    ['Patch Tuesday fixes 60 flaws', 'exploit'],
    ['Critical vulnerability in router firmware actively exploited', 'exploit'],
  ])('keeps "%s" (%s)', (title, keyword) => {
    expect(classify(title)).toEqual({ cyber: true, keyword });
  });

  it.each([
    'Breach of contract case against builder dismissed',
    'Ten life hacks for a cheaper school term',
    'University hackathon builds apps for farmers',
    'Kumuls beat Fiji in Pacific test',
    'Coffee prices climb on lower harvest forecasts',
    'New budget phone promises two-day battery life',
    'Tesla recalls Cybertruck over loose panel',
    'Cyber Monday deals on phones',
    'Cyberpunk 2077 sequel announced',
    'Flood defences breached in Madang',
    'Ceasefire breached overnight, officials say',
    'USC Trojans rally to win',
    'Migrant workers exploited on plantations',
    'Climate vulnerabilities threaten PNG coastal villages',
    'Former manager jailed for bank fraud',
  ])('leaves out "%s"', (title) => {
    expect(classify(title).cyber).toBe(false);
  });

  it('reads the summary as well as the title', () => {
    expect(classify('Banks warn customers', 'A phishing campaign asks for PINs by SMS').cyber).toBe(true);
  });

  it('sorts the fixture feeds as marked', () => {
    for (const item of [...BBC_ITEMS, ...REUTERS_ITEMS]) {
      expect(classify(item.title, item.description).cyber, item.title).toBe(item.cyber);
    }
  });
});
