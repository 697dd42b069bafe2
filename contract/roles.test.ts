import { describe, expect, it } from 'vitest';
import { mayDo, parseRoles, permissions } from './roles';

describe('roles', () => {
  it('gives admin every permission and the others only their own', () => {
    for (const permission of permissions) expect(mayDo(['admin'], permission)).toBe(true);
    expect(mayDo(['sales'], 'leads:work')).toBe(true);
    expect(mayDo(['sales'], 'insights:read')).toBe(false);
    expect(mayDo(['sales'], 'privacy:handle')).toBe(false);
    expect(mayDo(['marketing'], 'leads:work')).toBe(false);
    expect(mayDo(['marketing'], 'insights:share')).toBe(true);
    expect(mayDo(['marketing'], 'content:edit')).toBe(true);
    expect(mayDo(['sales'], 'content:edit')).toBe(false);
    expect(mayDo(['privacy'], 'privacy:handle')).toBe(true);
    expect(mayDo(['privacy'], 'accounts:manage')).toBe(false);
    expect(mayDo([], 'leads:work')).toBe(false);
  });

  it('adds up the permissions of several roles', () => {
    expect(mayDo(['sales', 'marketing'], 'leads:work')).toBe(true);
    expect(mayDo(['sales', 'marketing'], 'insights:read')).toBe(true);
    expect(mayDo(['sales', 'marketing'], 'accounts:manage')).toBe(false);
    // The audit log is an admin's alone.
    expect(mayDo(['sales', 'marketing', 'privacy'], 'audit:read')).toBe(false);
  });

  it('reads a comma-separated list and refuses unknown names', () => {
    expect(parseRoles('sales, Marketing,sales')).toEqual(['sales', 'marketing']);
    expect(parseRoles('sales,boss')).toBeUndefined();
    expect(parseRoles('')).toBeUndefined();
  });
});
