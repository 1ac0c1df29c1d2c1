import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A minimal SMTP server on loopback (RFC 5321's plain dialogue, no TLS, no auth) for tests
 * that need a real mail server on the other end of nodemailer: it records each accepted
 * message and answers the end of DATA with whatever `reply` decides, so a test can make it
 * fail (451, 554) for chosen messages.
 */
export interface ReceivedMail {
  to: string[];
  data: string;
}

export async function startSmtpServer(
  reply: (mail: ReceivedMail, index: number) => string = () => '250 2.0.0 queued',
) {
  const received: ReceivedMail[] = [];
  let dataEnds = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let to: string[] = [];
    let data: string[] | undefined;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test.local ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const mail = { to, data: data.join('\n') };
          data = undefined;
          to = [];
          const answer = reply(mail, dataEnds++);
          if (answer.startsWith('2')) received.push(mail);
          say(answer);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 test.local');
        else if (verb === 'MAIL') say('250 2.1.0 ok');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          say('354 go ahead');
        } else if (verb === 'RSET') {
          to = [];
          say('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
        } else if (verb === 'NOOP') say('250 2.0.0 ok');
        else say('502 5.5.1 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
