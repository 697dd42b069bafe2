/**
 * Whether a user agent is a bot's (isbot), remembered for the last agents seen. isbot tests
 * one large regular expression, a few microseconds on every visit event, while a site's
 * events come from a few hundred browsers' agents at a time. The agents are only held in
 * memory, at most `maxAgents` of them, never stored nor logged.
 */
import { isbot } from 'isbot';

export class BotAgents {
  private known = new Map<string, boolean>();

  constructor(private readonly maxAgents = 2000) {}

  isBot(userAgent: string): boolean {
    let bot = this.known.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      // Full: start again rather than keep an order of use (a new set fills in milliseconds).
      if (this.known.size >= this.maxAgents) this.known.clear();
      this.known.set(userAgent, bot);
    }
    return bot;
  }
}
