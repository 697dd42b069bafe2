/**
 * The authenticator app of the tests' accounts: it keeps each account's secret (from the
 * set-up the test went through) and gives the code a phone would show. The server takes each
 * 30-second step's code once (decision 450), so a second sign-in within a step gets the next
 * step's code, which the server also takes (one step of drift either side); a third waits for
 * the clock to reach a step it may use, as a person would.
 */
import { Secret, TOTP } from 'otpauth';

const period = 30;
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

const keyOf = (email: string) => email.trim().toLowerCase();
const stepNow = () => Math.floor(Date.now() / 1000 / period);

/** The secret the set-up showed (grouped or not). */
export function rememberSecret(email: string, secret: string) {
  secrets.set(keyOf(email), secret.replaceAll(' ', ''));
  lastStep.delete(keyOf(email));
}

/** A code the server has not taken yet, from the secret; waits for the clock if it must. */
export async function nextCode(email: string, secret = secrets.get(keyOf(email))) {
  if (!secret) throw new Error(`no authenticator app was set up for ${email}`);
  const step = Math.max(stepNow(), (lastStep.get(keyOf(email)) ?? 0) + 1);
  while (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  lastStep.set(keyOf(email), step);
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replaceAll(' ', '')), period });
  return totp.generate({ timestamp: step * period * 1000 });
}
