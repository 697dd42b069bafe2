/**
 * Thrown by a job's handler when trying again cannot help (the other side refused the request
 * itself, an HTTP 4xx): the queue records the job as failed for good instead of retrying, until
 * someone fixes the cause and queues it again.
 */
export class PermanentFailure extends Error {
  override readonly name: string = 'PermanentFailure';
}
