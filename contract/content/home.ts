/**
 * The home page's content as marketing edits it (decision 400): one document per language,
 * each with its own draft and published version. What is not here (buttons' behaviour, the
 * dialog's and the form's texts, the inbox) stays code. The lengths keep a headline a
 * headline: the page's layout is drawn for texts about this long.
 */
import '../zod-without-eval';
import { z } from 'zod';

/** A text a published page must show: never empty once trimmed. */
const text = (max: number) => z.string().trim().min(1).max(max);
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s<>"]+$/);

export const homeContent = z.object({
  hero: z.object({
    label: text(80),
    title: text(120),
    description: text(300),
    learnMore: text(40),
    contactUs: text(40),
  }),
  seo: z.object({
    title: text(90),
    description: text(200),
  }),
  stats: z
    .array(
      z.object({
        /** The words before the number… */
        lead: text(120),
        value: z.number().int().min(0).max(1_000_000_000_000),
        /** …and after it. */
        unit: text(80),
      }),
    )
    .length(4),
  assistant: z.object({
    title: text(120),
    description: text(400),
    points: z.array(text(120)).length(3),
  }),
  contact: z.object({
    /** As printed in the header. */
    phoneDisplay: text(30),
    /** E.164, used in the `tel:` link. */
    phoneE164: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/),
    whatsappDisplay: text(30),
    /** Digits only, country code first, as wa.me wants them. */
    whatsappDigits: z
      .string()
      .trim()
      .regex(/^[1-9]\d{6,14}$/),
  }),
  /** The footer's links to the suite's hosted environments and tools, in their order. */
  footerLinks: z.array(z.object({ id: z.string(), label: text(60), href: link })).length(5),
  /** The social networks' links, in their order. */
  social: z
    .array(
      z.object({
        network: z.enum(['instagram', 'linkedin', 'facebook', 'twitter']),
        label: text(40),
        href: link,
      }),
    )
    .length(4),
});
export type HomeContent = z.infer<typeof homeContent>;
