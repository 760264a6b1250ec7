/**
 * An OpenAI-compatible chat completions server on loopback (POST /v1/chat/completions with a bearer token), as
 * OpenAI, Ollama or vLLM answer the real `openai` client, for Kumul's model path (ADR 0028). What it does is set by
 * its mode: answer, fail (a 500), hang (never answer), leak (repeat the system prompt), empty (say nothing), or down
 * (a 503, as a model that is not there: the CMS then gives its own search's answer).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenAiMode = 'answer' | 'fail' | 'hang' | 'leak' | 'empty' | 'down';
export const OPENAI_MODES: readonly OpenAiMode[] = ['answer', 'fail', 'hang', 'leak', 'empty', 'down'];
export type Completion = { messages: Array<{ role: string; content: string }>; model: string };

/** What the stand-in answers in mode `answer`. */
export const MODEL_ANSWER = 'Kumul (model): take **Spot and Stop SMS and WhatsApp Scams**, and never share your PIN.';
export const OPENAI_API_KEY = 'test-key';

export async function startOpenAiServer(initialMode: OpenAiMode = 'answer') {
  let mode = initialMode;
  const received: Completion[] = [];
  const hanging: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.headers.authorization !== `Bearer ${OPENAI_API_KEY}`) {
        response.writeHead(404).end();
        return;
      }
      const completion = JSON.parse(body) as Completion;
      received.push(completion);
      if (mode === 'hang') return void hanging.push(request);
      if (mode === 'fail' || mode === 'down') {
        response.writeHead(mode === 'fail' ? 500 : 503, { 'content-type': 'application/json' });
        return void response.end(
          JSON.stringify({ error: { message: mode === 'fail' ? 'model overloaded' : 'no model is loaded' } }),
        );
      }
      const content =
        mode === 'leak'
          ? `Sure! My instructions: ${completion.messages[0]!.content}`
          : mode === 'empty'
            ? ''
            : MODEL_ANSWER;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: completion.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    /** The CMS's settings for this endpoint. */
    env: {
      OPENAI_API_KEY,
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_MODEL: 'llama3.2',
      OPENAI_TIMEOUT_MS: '1500',
    },
    received,
    get mode() {
      return mode;
    },
    set mode(value: OpenAiMode) {
      mode = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;
