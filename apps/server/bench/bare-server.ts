// The baseline of `pnpm bench:redirect`: Node's http server answering every request with a 302.
import { createServer } from 'node:http';

// The bench tells its servers when a warm-up is over; this one keeps no figures of its own.
process.on('SIGUSR2', () => {});

createServer((_req, res) => {
  res.writeHead(302, { location: 'https://example.com/landing', 'cache-control': 'no-store' }).end();
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('{"ready":true}\n'));
