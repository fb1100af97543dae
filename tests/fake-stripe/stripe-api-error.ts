/** The body of a Stripe error answer: `{ error: { type, message, code?, param? } }`. */
export type StripeErrorBody = {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
};

/**
 * An answer in Stripe's error shape, thrown by the fake's handlers and sent by its error handler,
 * so the stripe package raises the same error classes it raises against Stripe
 * (401 → StripeAuthenticationError, 400/404 → StripeInvalidRequestError).
 */
export class StripeApiError extends Error {
  readonly statusCode: number;
  readonly body: StripeErrorBody;

  constructor(
    statusCode: number,
    body: Omit<StripeErrorBody, 'type'> & { type?: StripeErrorBody['type'] },
  ) {
    super(body.message);
    this.statusCode = statusCode;
    this.body = { type: 'invalid_request_error', ...body };
  }
}

export const missingParam = (param: string) =>
  new StripeApiError(400, {
    message: `Missing required param: ${param}.`,
    code: 'parameter_missing',
    param,
  });

export const unknownParam = (param: string) =>
  new StripeApiError(400, {
    message: `Received unknown parameter: ${param}`,
    code: 'parameter_unknown',
    param,
  });

export const invalidParam = (param: string, message: string, code?: string) =>
  new StripeApiError(400, { message, param, ...(code ? { code } : {}) });

/** 404 for an object named in the URL; 400 with `param` for one named in the body. */
export const noSuchObject = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, {
    message: `No such ${kind}: '${id}'`,
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
