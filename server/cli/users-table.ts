/** The `users list` command's table. */
import type { User } from '@server/accounts/users';

const time = (date: Date | null) =>
  date ? date.toISOString().slice(0, 16).replace('T', ' ') : '—';

export function usersTable(users: User[]): string {
  const rows = users.map((user) => [
    user.email,
    user.name ?? '',
    user.roles.join(','),
    user.language,
    time(user.createdAt),
    time(user.lastSignInAt),
  ]);
  const header = ['e-mail', 'name', 'roles', 'language', 'created (UTC)', 'last sign-in (UTC)'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
