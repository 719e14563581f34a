import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { outbox } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { createMailSettings, DEFAULT_MAIL_FROM, outboxOnly, sendMail } from './mailer.server';

/**
 * A tiny SMTP server on 127.0.0.1 (no TLS, no auth): enough of RFC 5321 for nodemailer to hand it
 * a message. `refuse` answers RCPT with 550, as a server that will not take the recipient.
 */
function fakeSmtpServer({ refuse = false } = {}): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.example\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') socket.write(refuse ? '550 5.1.1 no such user\r\n' : '250 2.1.5 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.close());

const stored = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const secretMail = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: 'Open https://aurelia.example/reset-password?token=SECRET-TOKEN-123 within 30 minutes.',
  html: '<a href="https://aurelia.example/reset-password?token=SECRET-TOKEN-123">Choose</a>',
  headers: { 'X-Test': 'yes' },
  kind: 'password-reset' as const,
  secrets: ['SECRET-TOKEN-123'],
});

describe('sendMail', () => {
  it('without SMTP stores the whole mail (the outbox is the delivery) and sends nothing', async () => {
    const queued = await sendMail(database.db, secretMail('Local@Example.com'), outboxOnly);
    expect(await queued.delivered).toBe(false);
    const row = await stored(queued.id);
    expect(row).toMatchObject({ to: 'local@example.com', kind: 'password-reset', sentAt: null, error: null, headers: { 'X-Test': 'yes' } });
    expect(row.text).toContain('SECRET-TOKEN-123');
  });

  it('with SMTP hands the whole mail to the server, records the time, and keeps no secret in the stored copy', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const settings = createMailSettings({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Aurelia Test <test@aurelia.example>' });
      const queued = await sendMail(database.db, secretMail('guest@example.com'), settings);
      expect(await queued.delivered).toBe(true);
      const row = await stored(queued.id);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
      expect(`${row.text}${row.html}`).not.toContain('SECRET-TOKEN-123');
      expect(row.text).toContain('token=[removed]');

      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0]!.replace(/=\r\n/g, '');
      expect(message).toMatch(/^From: Aurelia Test <test@aurelia\.example>$/m);
      expect(message).toMatch(/^To: guest@example\.com$/m);
      expect(message).toMatch(/^Subject: Reset your password$/m);
      expect(message).toMatch(/^X-Test: yes$/m);
      expect(message).toContain('SECRET-TOKEN-123');
    } finally {
      smtp.server.close();
    }
  });

  it('records why the SMTP server did not take a mail, and the caller never waits or fails for it', async () => {
    const smtp = await fakeSmtpServer({ refuse: true });
    try {
      const settings = createMailSettings({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
      const queued = await sendMail(database.db, secretMail('gone@example.com'), settings);
      expect(await queued.delivered).toBe(false);
      const row = await stored(queued.id);
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/550|no such user/);
    } finally {
      smtp.server.close();
    }
  });

  it('defaults the sender to the brand', () => {
    expect(createMailSettings({}).from).toBe(DEFAULT_MAIL_FROM);
    expect(createMailSettings({}).transport).toBeNull();
    expect(DEFAULT_MAIL_FROM).toBe('Aurelia Resorts <concierge@aurelia-resorts.example>');
  });
});
