#!/usr/bin/env node
/** Runs a command with the development `.env` loaded, e.g. `node ../scripts/with-dev-env.mjs strapi develop`. */
import { spawn } from 'node:child_process';
import { withDevEnv } from './dev-env.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-dev-env.mjs <command> [arguments...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', env: withDevEnv(), shell: process.platform === 'win32' });
/** @type {NodeJS.Signals[]} The signals passed on to the command. */
const passedOn = ['SIGINT', 'SIGTERM'];
for (const signal of passedOn) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
