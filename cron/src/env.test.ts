import { describe, expect, it } from 'vitest';
import { readCronEnv } from './env';

const TOKEN = 'a-cron-token-of-16-characters-or-more';
/** No development `.env` underneath: only what each test gives. */
const read = (values: Record<string, string>) =>
  readCronEnv({ CRON_API_TOKEN: TOKEN, KUNDU_ENV_FILE: '/nonexistent/.env', ...values });

describe("the cron worker's CMS address", () => {
  it('is the CMS that `npm start` started: on CMS_PORT when it was moved, 1337 otherwise', () => {
    expect(read({ CMS_PORT: '1444' }).CMS_URL).toBe('http://127.0.0.1:1444');
    expect(read({}).CMS_URL).toBe('http://127.0.0.1:1337');
  });

  it('is CMS_URL when it is set, whatever CMS_PORT says', () => {
    expect(read({ CMS_PORT: '1444', CMS_URL: 'http://cms:1337' }).CMS_URL).toBe('http://cms:1337');
  });

  it('refuses a CMS_PORT that is not a port, in words', () => {
    expect(() => read({ CMS_PORT: 'eighty' })).toThrow(/CMS_PORT must be a port number/);
  });
});
