/**
 * The server the browser journeys run against: `npm start`'s main.ts, with its mail going to a real SMTP server
 * started here (a mail catcher). The journeys read the caught mail over HTTP at E2E_MAIL_PORT: GET /messages.
 */
import { createServer } from 'node:http';
import { startMailCatcher } from './mail-catcher.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8125);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 8126);

const catcher = await startMailCatcher(smtpPort);
createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(catcher.messages));
    return;
  }
  response.writeHead(404).end();
}).listen(mailPort, '127.0.0.1');

process.env.SMTP_URL = catcher.url;
await import('../main.ts');
