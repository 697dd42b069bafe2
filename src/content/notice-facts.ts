/**
 * What this build's privacy texts state of the server's configuration: the CRMs named as
 * operators, how long a lead is kept, which e-mails are sent. Set at build time from the same
 * variables the server reads (contract/notice-facts.ts, decision 330).
 */
import type { NoticeFacts } from '@contract/notice-facts';

declare const __NOTICE_FACTS__: NoticeFacts;

export const noticeFacts: NoticeFacts = __NOTICE_FACTS__;
