import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf: the mailbox an address delivers to', () => {
  it('is the same for every sub-address of one mailbox (name+tag@)', () => {
    const mailbox = mailboxOf('ana@example.com');
    for (const tag of ['1', '2', 'promo', '', 'a+b']) {
      expect(mailboxOf(`ana+${tag}@example.com`)).toBe(mailbox);
    }
  });

  it('ignores case and the spaces around', () => {
    expect(mailboxOf('  Ana+X@Example.COM ')).toBe(mailboxOf('ana@example.com'));
  });

  it('folds the dots and the googlemail.com domain for Gmail, which ignores both', () => {
    const mailbox = mailboxOf('anasilva@gmail.com');
    for (const spelling of [
      'ana.silva@gmail.com',
      'a.n.a.s.i.l.v.a@gmail.com',
      'Ana.Silva+news@GMAIL.com',
      'ana.silva@googlemail.com',
      'anasilva+1@googlemail.com',
    ]) {
      expect(mailboxOf(spelling)).toBe(mailbox);
    }
  });

  it('keeps the dots where the provider does not ignore them', () => {
    expect(mailboxOf('ana.silva@example.com')).not.toBe(mailboxOf('anasilva@example.com'));
  });

  it('keeps different mailboxes apart', () => {
    expect(mailboxOf('ana@example.com')).not.toBe(mailboxOf('ana@example.org'));
    expect(mailboxOf('ana@example.com')).not.toBe(mailboxOf('bia@example.com'));
  });

  it('reads the domain after the last @ (a quoted local part may hold one)', () => {
    expect(mailboxOf('"a@b"+x@example.com')).toBe(mailboxOf('"a@b"@example.com'));
  });

  it('leaves what is not an address as it is, but for case and spaces', () => {
    expect(mailboxOf(' Not-An-Address ')).toBe('not-an-address');
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});
