/**
 * The bench's yardstick (issue 24): a bare Node HTTP server that answers every request with one page's bytes and
 * headers, as the storefront sent them to a signed-out visitor, compressed per response as the storefront compresses
 * (brotli at quality 5, else gzip). Reads the page from the JSON file named by its first argument; listens on
 * loopback at a free port and prints it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';

const page = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(page.body, 'utf8');
const server = createServer((request, response) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  const send = (error, compressed, encoding) => {
    if (error) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { ...page.headers, ...(encoding ? { 'content-encoding': encoding } : {}) });
    response.end(compressed);
  };
  if (/\bbr\b/.test(accepted)) {
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, (error, out) => send(error, out, 'br'));
  } else if (/\bgzip\b/.test(accepted)) {
    gzip(body, (error, out) => send(error, out, 'gzip'));
  } else {
    send(null, body, '');
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
