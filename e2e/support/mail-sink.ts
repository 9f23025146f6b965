import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_SINK_HTTP_PORT as HTTP_PORT, MAIL_SINK_SMTP_PORT as SMTP_PORT } from './ports.ts';

// A local SMTP server the app delivers to during E2E runs, with a small HTTP window so
// tests can read what was sent: GET /messages?to=<address> -> [{to, raw}]. No real mail leaves.

type Message = { to: string[]; raw: string; receivedAt: string };
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${HTTP_PORT}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
}).listen(HTTP_PORT, '127.0.0.1');
