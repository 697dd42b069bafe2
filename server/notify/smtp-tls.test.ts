import { describe, expect, it } from 'vitest';
import { isLoopbackHost, smtpRequiresTls } from './smtp-tls';

describe('TLS for the lead e-mails', () => {
  it.each(['localhost', 'mail.localhost', '127.0.0.1', '127.0.1.1', '[::1]', '[::ffff:127.0.0.1]'])(
    'is optional to a server on this machine (%s)',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
      expect(smtpRequiresTls(`smtp://${host}:25`, false)).toBe(false);
    },
  );

  it.each([
    'smtp.example.com',
    '10.0.0.5',
    '0.0.0.0',
    '[2001:db8::1]',
    '127.example.com',
    'localhost.example.com',
  ])('is required to any other server (%s)', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
    expect(smtpRequiresTls(`smtp://user:pass@${host}:587`, false)).toBe(true);
  });

  it('is optional anywhere with SMTP_ALLOW_PLAINTEXT=true', () => {
    expect(smtpRequiresTls('smtp://smtp.example.com:587', true)).toBe(false);
  });
});
