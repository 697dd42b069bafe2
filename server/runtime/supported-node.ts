/**
 * The Node.js the project runs on. The `node` dev dependency pins it, and npm scripts find it
 * first on PATH (node_modules/.bin); an entry point started some other way, say by a system
 * Node.js that is older, stops at once with this message instead of failing later somewhere
 * inside a dependency. package.json's `engines.node` says the same (a test keeps them equal).
 */
export const minimumNodeMajor = 24;

/** What is wrong with running on `version` (like process.version), or undefined when nothing. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= minimumNodeMajor) return undefined;
  return [
    `This needs Node.js ${minimumNodeMajor} or newer, and it was started by Node.js ${version}.`,
    'Run it through npm (npm start, npm test, npm run …): npm scripts use the Node.js that',
    '`npm install` put in node_modules/.bin. Or start it with node_modules/.bin/node.',
  ].join('\n');
}
