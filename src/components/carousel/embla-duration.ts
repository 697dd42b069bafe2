/**
 * Embla's `duration` is not in milliseconds: it is a physics parameter. Every frame (Embla
 * steps at a fixed 60 per second) the velocity grows by the remaining distance divided by
 * `duration` and is damped by a friction of 0.68; the fade plugin moves opacity the same way.
 * The spec gives transition times in milliseconds, so we find the duration whose transition
 * is 99 % done after that time, and keep milliseconds in our settings.
 */
const frameMs = 1000 / 60;
const friction = 0.68;
const doneAt = 0.99;

/** Frames Embla takes to cover 99 % of a move with the given duration. */
export function framesToSettle(duration: number): number {
  let progress = 0;
  let velocity = 0;
  let frames = 0;
  while (progress < doneAt) {
    velocity = (velocity + (1 - progress) / duration) * friction;
    progress += velocity;
    frames += 1;
  }
  return frames;
}

/** The Embla `duration` whose transition takes about `ms` milliseconds (0 stays instant). */
export function emblaDuration(ms: number): number {
  if (ms <= 0) return 0;
  let duration = 1;
  while (framesToSettle(duration) * frameMs < ms) duration += 1;
  return duration;
}
