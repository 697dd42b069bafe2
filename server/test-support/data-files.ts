/** The files of a data folder that contain some bytes: what is left on disk of a value. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function filesContaining(dir: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, 'utf8');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes?.includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}
