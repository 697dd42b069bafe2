import { PermanentFailure } from '@server/queue/permanent-failure';

/**
 * Thrown by a sender when the other side refused the notification itself (an HTTP 4xx): the
 * outbox records it as failed for good instead of retrying, since the same request would be
 * refused again until someone fixes the configuration and asks to send it again.
 */
export class PermanentDeliveryError extends PermanentFailure {
  override readonly name = 'PermanentDeliveryError';
}
