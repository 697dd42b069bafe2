import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimumNodeMajor, unsupportedNodeMessage } from './supported-node';

describe('the supported Node.js', () => {
  it.each(['v20.19.0', 'v22.12.0', 'v23.11.1'])('refuses %s, saying how to run it', (version) => {
    const message = unsupportedNodeMessage(version);
    expect(message).toContain(`needs Node.js ${minimumNodeMajor} or newer`);
    expect(message).toContain(version);
    expect(message).toContain('node_modules/.bin');
  });

  it.each(['v24.0.0', 'v24.21.0', 'v26.1.0'])('accepts %s', (version) => {
    expect(unsupportedNodeMessage(version)).toBeUndefined();
  });

  it('is what package.json says in engines.node', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(packageJson.engines.node).toBe(`>=${minimumNodeMajor}`);
  });

  it('is what these tests run on: npm scripts use the pinned Node.js, not the system one', () => {
    expect(unsupportedNodeMessage(process.version)).toBeUndefined();
    expect(process.version).toBe(`v${packageJsonNodePin()}`);
  });
});

describe('an entry point started by an older Node.js', () => {
  // The running Node.js made to say it is 20, as a system Node.js would.
  const pretendNode20 =
    'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.19.0"})';

  it.each([
    ['the server', 'server/main.ts'],
    ['the leads CLI', 'server/cli/leads.ts'],
  ])('%s stops before starting, with the message', (_name, entry) => {
    const result = spawnSync(
      process.execPath,
      ['--import', pretendNode20, '--import', 'tsx', entry],
      {
        env: { ...process.env, PORT: '0', DATA_DIR: 'unused-data-dir' },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('started by Node.js v20.19.0');
    expect(result.stdout).not.toContain('Server listening');
  });
});

function packageJsonNodePin(): string {
  return JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node;
}
