import { hashSync } from '@node-rs/bcrypt';
import { describe, expect, it } from 'vitest';
import { hashPassword, HASHES_PER_NETWORK, inTurn, needsRehash, verifyPassword } from './passwords';

describe('passwords (ADR 0052)', () => {
  it('hashes with argon2id at OWASP’s settings and checks the password against it', async () => {
    const hash = await hashPassword('kumul-flies-over-lae');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('kumul-flies-over-lae', hash)).toBe(true);
    expect(await verifyPassword('kumul-flies-over-goroka', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still checks a bcrypt hash from before, and says it is to be replaced', async () => {
    const hash = hashSync('kumul-flies-over-lae', { cost: 10 });
    expect(await verifyPassword('kumul-flies-over-lae', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('matches nothing against no hash or something that is not one', async () => {
    for (const stored of [null, undefined, '', 'plain-text', '$argon2id$broken']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('lets one network hash two at a time, queueing the rest in order, while another network goes on', async () => {
    let busy = 0;
    let most = 0;
    const order: string[] = [];
    const task = (name: string, network: string) =>
      inTurn(network, async () => {
        busy += network === 'hall' ? 1 : 0;
        most = Math.max(most, busy);
        order.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        busy -= network === 'hall' ? 1 : 0;
        return name;
      });
    const hall = ['a', 'b', 'c', 'd', 'e'].map((name) => task(name, 'hall'));
    const other = task('x', 'village');
    expect(await Promise.all([...hall, other])).toEqual(['a', 'b', 'c', 'd', 'e', 'x']);
    expect(most).toBe(HASHES_PER_NETWORK);
    // The other network's work began at once, before the hall's queue reached its third.
    expect(order.indexOf('start x')).toBeLessThan(order.indexOf('start c'));
    expect(order.filter((entry) => entry !== 'start x')).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => `start ${name}`),
    );
  });

  it('hands a slot on when a task fails', async () => {
    const failing = inTurn('lab', () => Promise.reject(new Error('no')));
    const waiting = [inTurn('lab', async () => 1), inTurn('lab', async () => 2)];
    await expect(failing).rejects.toThrow('no');
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });
});
