/**
 * Leads of a test's own. Every journey shares one server, one address and one user agent, and
 * the server links what looks alike: a phone another lead has marks a duplicate, a
 * lead takes the counted visit of its browser (decision 220), and new leads are dealt among the
 * accounts taking them (24.1). So each lead here gets an e-mail, a phone and a browser
 * (user agent) no other lead of the run has: the phone from the worker's index and a count
 * kept per worker, unique for the run (each run starts on an empty data folder).
 */
import { type APIRequestContext, expect, test } from '@playwright/test';

let sent = 0;

/** A stamp no other call in this run returns: the worker and its own count. */
export function uniqueStamp() {
  const worker = test.info().workerIndex;
  sent += 1;
  return { worker, count: sent, text: `${worker}w${sent}x${Date.now().toString(36)}` };
}

/** A mobile number no other lead of the run has (Brazilian shape: area code, 9, eight digits). */
export function uniquePhone() {
  const { worker, count } = uniqueStamp();
  return `11 9${String(worker % 100).padStart(2, '0')}${String(count).padStart(6, '0')}`;
}

export interface TestLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  /** First and last name, as the inbox shows them. */
  name: string;
}

interface LeadOptions {
  firstName?: string;
  message?: string;
  /** Another lead's, to send the same person again (a duplicate). */
  email?: string;
  attribution?: { source: string; medium: string; campaign: string; landingPage: string };
}

/** Sends a lead of its own through the API, as the contact page's form does; 200 expected. */
export async function sendTestLead(
  request: APIRequestContext,
  tag: string,
  {
    firstName = 'Bruna',
    message = 'Quero uma demonstração do WMS.',
    email,
    attribution,
  }: LeadOptions = {},
): Promise<TestLead> {
  const { text } = uniqueStamp();
  const lead = {
    firstName,
    lastName: `${tag}${text}`,
    email: email ?? `lead.${tag}.${text}@example.com`.toLowerCase(),
    phone: uniquePhone(),
    message,
  };
  const answer = await request.post('/contacts/send', {
    data: attribution ? { ...lead, attribution } : lead,
    // A browser of its own: it never visited a page, so it keeps the attribution it sent.
    headers: { 'Idempotency-Key': `e2e-${text}`, 'User-Agent': `e2e-visitor/${text}` },
  });
  expect(answer.status()).toBe(200);
  return { ...lead, name: `${lead.firstName} ${lead.lastName}` };
}
