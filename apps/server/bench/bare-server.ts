// The baseline of `pnpm bench:redirect`: Node's http server answering every request with a 302.
import { createServer } from 'node:http';

createServer((_req, res) => {
  res.writeHead(302, { location: 'https://example.com/landing', 'cache-control': 'no-store' }).end();
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('{"ready":true}\n'));
