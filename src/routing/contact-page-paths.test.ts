import { contactPagePaths } from '@contract/visit-events';
import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { pathFor } from './routes';

describe('the contact page the server counts as a funnel step', () => {
  it('is the route table’s contact page in every language', () => {
    expect([...contactPagePaths].sort()).toEqual(
      languages.map((language) => pathFor('contact', language)).sort(),
    );
  });
});
