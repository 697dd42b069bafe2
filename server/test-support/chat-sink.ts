/**
 * A local receiver playing a chat's incoming webhook: it checks each message against the
 * documented format and answers as the chat does, 200 "ok" (Slack) or 202 (Teams' Workflows),
 * or 400 with what is wrong, as Slack answers `invalid_payload`. Accepted messages are kept.
 *
 * Slack (docs.slack.dev, incoming webhooks and Block Kit): `text` a string; `blocks` at most
 * 50, each of a known type; a header's text plain_text of at most 150 characters; a section's
 * text at most 3000 and at most 10 fields of at most 2000. Teams (Microsoft Learn, "Send
 * Adaptive Cards using an Incoming Webhook"): `type: "message"` and one attachment of
 * contentType `application/vnd.microsoft.card.adaptive` whose content is an AdaptiveCard with a
 * version and a body of elements; Action.OpenUrl actions need a url.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textObject(value: unknown, max: number, types: string[]) {
  if (!isObject(value)) return 'a text object is missing';
  if (!types.includes(String(value.type))) return `text type ${String(value.type)}`;
  if (typeof value.text !== 'string' || value.text.length === 0) return 'empty text';
  if (value.text.length > max) return `text longer than ${max}`;
  return undefined;
}

export function slackProblem(body: unknown): string | undefined {
  if (!isObject(body)) return 'not a JSON object';
  if (typeof body.text !== 'string' || body.text === '') return 'no text (the fallback)';
  if (body.blocks === undefined) return undefined;
  if (!Array.isArray(body.blocks) || body.blocks.length > 50) return 'blocks';
  for (const block of body.blocks) {
    if (!isObject(block)) return 'a block is not an object';
    if (block.type === 'header') {
      const problem = textObject(block.text, 150, ['plain_text']);
      if (problem) return `header: ${problem}`;
    } else if (block.type === 'section') {
      if (block.text === undefined && block.fields === undefined) return 'an empty section';
      if (block.text !== undefined) {
        const problem = textObject(block.text, 3000, ['plain_text', 'mrkdwn']);
        if (problem) return `section: ${problem}`;
      }
      if (block.fields !== undefined) {
        if (!Array.isArray(block.fields) || block.fields.length > 10) return 'section fields';
        for (const field of block.fields) {
          const problem = textObject(field, 2000, ['plain_text', 'mrkdwn']);
          if (problem) return `field: ${problem}`;
        }
      }
    } else if (
      !['divider', 'context', 'actions', 'image', 'rich_text'].includes(String(block.type))
    ) {
      return `unknown block type ${String(block.type)}`;
    }
  }
  return undefined;
}

export function teamsProblem(body: unknown): string | undefined {
  if (!isObject(body) || body.type !== 'message') return 'type is not "message"';
  if (!Array.isArray(body.attachments) || body.attachments.length === 0) return 'no attachments';
  for (const attachment of body.attachments) {
    if (!isObject(attachment)) return 'an attachment is not an object';
    if (attachment.contentType !== 'application/vnd.microsoft.card.adaptive') {
      return `contentType ${String(attachment.contentType)}`;
    }
    const card = attachment.content;
    if (!isObject(card) || card.type !== 'AdaptiveCard') return 'content is not an AdaptiveCard';
    if (typeof card.version !== 'string' || !/^1\.\d$/.test(card.version)) return 'version';
    if (!Array.isArray(card.body) || card.body.length === 0) return 'empty body';
    for (const element of card.body) {
      if (!isObject(element)) return 'a body element is not an object';
      if (element.type === 'TextBlock' && typeof element.text !== 'string') return 'TextBlock';
      if (element.type === 'FactSet') {
        const facts = element.facts;
        if (
          !Array.isArray(facts) ||
          !facts.every(
            (fact) =>
              isObject(fact) && typeof fact.title === 'string' && typeof fact.value === 'string',
          )
        ) {
          return 'FactSet';
        }
      }
    }
    for (const action of (card.actions as unknown[] | undefined) ?? []) {
      if (
        !isObject(action) ||
        (action.type === 'Action.OpenUrl' && typeof action.url !== 'string')
      ) {
        return 'Action.OpenUrl without url';
      }
    }
  }
  return undefined;
}

export interface ChatSink {
  readonly url: string;
  /** The messages accepted. */
  readonly messages: Json[];
  /** The problems of the messages refused. */
  readonly refused: string[];
  /** Answer the following messages with this status (a chat that is down: 503). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

export async function startChatSink(chat: 'slack' | 'teams'): Promise<ChatSink> {
  const messages: Json[] = [];
  const refused: string[] = [];
  let failure: number | undefined;
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (failure) {
        response.writeHead(failure).end('unavailable');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const problem =
        request.headers['content-type'] !== 'application/json'
          ? 'content type'
          : chat === 'slack'
            ? slackProblem(body)
            : teamsProblem(body);
      if (problem) {
        refused.push(problem);
        response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_payload');
        return;
      }
      messages.push(body as Json);
      if (chat === 'slack') response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      else response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${chat === 'slack' ? 'services/T000/B000/XXXX' : 'workflows/abc/triggers/manual/paths/invoke'}`,
    messages,
    refused,
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
