/** Bots' user agents told apart as isbot does, with the answers for recent agents kept. */
import { describe, expect, it } from 'vitest';
import { BotAgents } from './bot-agents';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('BotAgents', () => {
  it('answers as isbot, the first time and from memory', () => {
    const bots = new BotAgents();
    for (let round = 0; round < 2; round++) {
      expect(bots.isBot(browser)).toBe(false);
      expect(bots.isBot(googlebot)).toBe(true);
      expect(bots.isBot('curl/8.5.0')).toBe(true);
    }
  });

  it('still answers right once more agents than it keeps have been seen', () => {
    const bots = new BotAgents(3);
    const agents = Array.from({ length: 10 }, (_, index) => `${browser} Build/${index}`);
    for (const agent of agents) expect(bots.isBot(agent)).toBe(false);
    expect(bots.isBot(googlebot)).toBe(true);
    expect(bots.isBot(agents[0] ?? '')).toBe(false);
  });
});
