import { describe, expect, it } from 'vitest';
import { messageFingerprintExpression, phoneDigitsExpression } from './lead-index-expressions';
import * as phoneDigitsIndex from './migrations/0023-lead-duplicates';
import * as fingerprintIndex from './migrations/0050-spam-folder';

/**
 * The queries' copy of each expression is the text the index in use was built with: a query
 * written otherwise would not use the index. A new migration that rebuilds an index takes
 * the place of the one named here.
 */
describe("the leads indexes' expressions", () => {
  it('are the text the migration that built each index in use wrote', () => {
    expect(phoneDigitsExpression).toBe(phoneDigitsIndex.phoneDigitsExpression);
    expect(messageFingerprintExpression).toBe(fingerprintIndex.messageFingerprintExpression);
  });
});
