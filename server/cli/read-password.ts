/**
 * A new password for `users add` / `users reset-password`: typed twice at a terminal without
 * being shown, or read from standard input with --password-stdin (its trailing line break
 * dropped), for scripts. Never from the command line, where it would stay in the history.
 */
import { createInterface } from 'node:readline';
import { UsageError } from './cli-args';

async function readAll(input: NodeJS.ReadableStream) {
  let text = '';
  for await (const chunk of input) text += chunk;
  return text.replace(/\r?\n$/, '');
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const output = process.stderr;
    const line = createInterface({ input: process.stdin, output, terminal: true });
    // Echo nothing of what is typed: the question is written once, the keystrokes not at all.
    const write = (line as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    (line as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) write.call(line, text);
    };
    line.question(question, (answer) => {
      line.close();
      output.write('\n');
      resolve(answer);
    });
  });
}

export async function readNewPassword({ fromStdin }: { fromStdin: boolean }) {
  if (fromStdin) return readAll(process.stdin);
  if (!process.stdin.isTTY) {
    throw new UsageError('No terminal to ask for the password: pipe it in with --password-stdin');
  }
  const password = await askHidden('Password (12 characters or more): ');
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new UsageError('The two passwords differ; nothing was changed.');
  return password;
}
