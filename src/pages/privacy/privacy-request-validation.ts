/**
 * The request's checks: zod and the shared schema in the page's language. Its own chunk,
 * fetched once the visitor reaches the form, so the privacy page's first load carries no zod.
 */
import type { PrivacyRequestMessages } from '@contract/privacy-request';
import {
  createPrivacyRequestSchema,
  type PrivacyRequestInput,
} from '@contract/privacy-request-schema';

/** The first message of each invalid field, or the request ready to send. */
export function checkPrivacyRequest(values: PrivacyRequestInput, messages: PrivacyRequestMessages) {
  const parsed = createPrivacyRequestSchema(messages).safeParse(values);
  if (parsed.success) return { request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}
