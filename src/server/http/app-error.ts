/**
 * The one error type services throw on purpose. Its message is shown to a person, so it says what
 * happened and what to do next; the status is the HTTP answer (4xx: the request, 5xx: us).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Messages per input field, so a form can show them next to the fields (400 answers). */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      headers?: Record<string, string>;
      fieldErrors?: Record<string, string[]>;
      /** What failed outside us (a provider's error): logged with a 5xx, never shown. */
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.headers = options.headers ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

export const notFound = (what: string) =>
  new AppError(404, `${what} was not found. It may have been deleted.`);

/**
 * A 400 about one field found by a service (an unknown partner, a missing upload field): the same
 * `{ message, fieldErrors }` answer a failed schema gives, whichever check caught the problem.
 */
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, { fieldErrors: { [field]: [message] } });
