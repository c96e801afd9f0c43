/**
 * The server the browser journeys run against: `npm start`'s main.ts, with its mail going to a real SMTP server
 * started here (a mail catcher). The journeys read the caught mail over HTTP at E2E_MAIL_PORT: GET /messages, and find
 * the local SFTP server that plays the California DOJ at GET /sftp.
 */
import { createServer } from 'node:http';
import { startTestSftpServer } from '../doj-submission/test-sftp-server.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { startOidcProvider } from './oidc-provider.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8125);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 8126);

const catcher = await startMailCatcher(smtpPort);
// The DOJ's SFTP server (issue 26): the journeys set an agency's DOJ settings to it, read what was uploaded and write
// the DOJ's response files into its folder (GET /sftp: where it is and how to log in).
// Any free port unless E2E_SFTP_PORT names one, so parallel runs on one machine do not collide.
const sftp = await startTestSftpServer({ port: Number(process.env.E2E_SFTP_PORT ?? 0) });
createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    // Attachments by name and size: their bytes would swell the JSON the journeys read.
    const messages = catcher.messages.map(({ attachments, ...mail }) => ({
      ...mail,
      attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })),
    }));
    response.end(JSON.stringify(messages));
    return;
  }
  if (request.method === 'GET' && request.url === '/sftp') {
    response.writeHead(200, { 'content-type': 'application/json' });
    const { host, port, username, password, fingerprint, root } = sftp;
    response.end(JSON.stringify({ host, port, username, password, fingerprint, root }));
    return;
  }
  response.writeHead(404).end();
}).listen(mailPort, '127.0.0.1');

process.env.SMTP_URL = catcher.url;

// 'Log in with Microsoft' against a local OpenID provider: any e-mail signs in there with OIDC_TEST_PASSWORD.
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
const oidc = await startOidcProvider({
  port: Number(process.env.E2E_OIDC_PORT ?? 8123),
  redirectUri: `${publicUrl}/login-verification`,
  acceptsNewAccounts: true,
});
process.env.OIDC_ISSUER = oidc.issuer;
process.env.OIDC_CLIENT_ID = oidc.client.clientId;
process.env.OIDC_CLIENT_SECRET = oidc.client.clientSecret;
process.env.OIDC_ALLOW_HTTP = '1';
await import('../main.ts');
