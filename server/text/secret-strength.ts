/**
 * How hard a secret is to guess (the admin token, an inbox password), by zxcvbn-ts with its
 * common-passwords and word lists: repeated characters, words, keyboard rows, sequences and
 * dates are found and counted as the few guesses they are. Answers the estimate and, in plain
 * words, what makes it guessable.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's warnings, in words a person setting a secret understands. */
const reasons: Record<string, string> = {
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same characters',
  sequences: 'it is a sequence such as abc or 1234',
  straightRow: 'it is a row of keys',
  keyPattern: 'it is a pattern of keys',
  dates: 'it is a date',
  recentYears: 'it is a year',
  topTen: 'it is one of the most common passwords',
  topHundred: 'it is one of the most common passwords',
  common: 'it is a common password',
  similarToCommon: 'it is a common password with small changes',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
  userInputs: 'it contains the account’s own e-mail or name',
};

export interface SecretStrength {
  /** log10 of the guesses an attacker needs. */
  guessesLog10: number;
  /** What makes it guessable. */
  reason: string;
}

export function secretStrength(secret: string, userInputs: string[] = []): SecretStrength {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
  });
  const { guessesLog10, feedback } = estimator.check(secret, userInputs);
  const reason = (feedback.warning && reasons[feedback.warning]) || 'it is too easy to guess';
  return { guessesLog10, reason };
}
