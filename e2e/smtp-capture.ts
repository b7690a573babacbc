// A real SMTP server for the browser tests: the app delivers its mail here over SMTP, and tests
// read what arrived over HTTP (GET /messages?to=address, newest first). Loopback only.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2526);
const received: { to: string[]; subject: string; text: string; html: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        received.unshift({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return response.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ messages }));
}).listen(httpPort, '127.0.0.1');
