import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './cli-args';

describe('the leads CLI command line', () => {
  it('reads each command with its options', () => {
    expect(parseCliArgs(['list'])).toEqual({
      name: 'list',
      limit: 100,
      since: undefined,
      json: false,
    });
    expect(parseCliArgs(['list', '--limit', '5', '--since', '2025-01-31', '--json'])).toEqual({
      name: 'list',
      limit: 5,
      since: new Date('2025-01-31'),
      json: true,
    });
    expect(parseCliArgs(['export', '--csv', '--out', 'leads.csv'])).toEqual({
      name: 'export',
      limit: undefined,
      since: undefined,
      out: 'leads.csv',
    });
    expect(parseCliArgs(['delete', '--email', 'ana@example.com'])).toEqual({
      name: 'delete',
      email: 'ana@example.com',
    });
    expect(parseCliArgs(['purge'])).toEqual({ name: 'purge' });
    expect(parseCliArgs(['purge', '--days', '365'])).toEqual({ name: 'purge', days: 365 });
    expect(parseCliArgs(['insights', '--from', '2026-03-01', '--json'])).toEqual({
      name: 'insights',
      from: '2026-03-01',
      to: undefined,
      json: true,
    });
    expect(parseCliArgs(['insights', '--email'])).toEqual({ name: 'insights-email' });
    expect(parseCliArgs(['users', 'language', 'carla@example.com', 'en'])).toEqual({
      name: 'users-language',
      email: 'carla@example.com',
      language: 'en',
    });
    expect(
      parseCliArgs(['users', 'add', 'john@example.com', '--language', 'en', '--password-stdin']),
    ).toEqual({
      name: 'users-add',
      email: 'john@example.com',
      userName: undefined,
      passwordStdin: true,
      language: 'en',
    });
    expect(parseCliArgs(['insights', 'share', '--days', '30'])).toEqual({
      name: 'insights-share',
      days: 30,
    });
    expect(parseCliArgs(['insights', 'share', '--days', '7', '--language', 'en'])).toEqual({
      name: 'insights-share',
      days: 7,
      language: 'en',
    });
    expect(parseCliArgs(['insights', 'revoke', 'abc'])).toEqual({
      name: 'insights-revoke',
      id: 'abc',
    });
    expect(parseCliArgs([])).toEqual({ name: 'help' });
    expect(parseCliArgs(['list', '--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['nonsense'], 'Unknown command: nonsense'],
    [['export'], 'export needs --csv'],
    [['delete'], 'delete needs --email ADDRESS'],
    [['delete', '--email', 'not-an-address'], 'delete needs --email ADDRESS'],
    [['list', '--limit', '0'], '--limit: Must be a whole number from 1 to 10000'],
    [['list', '--limit', '10001'], '--limit: Must be a whole number from 1 to 10000'],
    [['list', '--since', 'soon'], '--since: Must be an ISO 8601 date'],
    [['list', '--colour'], "Unknown option '--colour'"],
    [['list', 'extra'], 'Unexpected argument: extra'],
    [['purge', '--days', '0'], '--days: Must be a positive whole number of days'],
    [['purge', '--days', 'soon'], '--days: Must be a positive whole number of days'],
    [['insights', '--email', '--json'], 'insights --email takes no other option'],
    [['insights', 'share'], 'insights share needs --days N'],
    [['insights', 'share', '--days', '400'], 'insights share needs --days N'],
    [['insights', 'share', '--days', '7', '--language', 'de'], '--language: must be pt or en'],
    [['insights', 'revoke'], "insights revoke needs the link's ID"],
    [['insights', 'publish'], 'Unknown insights command: publish'],
    [['users', 'language', 'carla@example.com'], 'users language needs pt or en'],
    [['users', 'language', 'carla@example.com', 'de'], 'must be pt or en'],
    [['users', 'add', 'carla@example.com', '--language', 'fr'], '--language: must be pt or en'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrowError(UsageError);
    expect(() => parseCliArgs(argv)).toThrowError(message);
  });
});
