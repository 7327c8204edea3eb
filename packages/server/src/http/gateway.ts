import { GATEWAY_VERSION, GATEWAY_VERSION_HEADER, MERCHANT_HEADER } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * The headers every API call carries (reference facts, "Request headers"): the operator's
 * merchant code, and the gateway version, which may be left out (a hand-made request, a health
 * check) but never name another, whose client would misread the answers.
 */
export function checkCallHeaders(req: FastifyRequest, merchantCode: string): void {
  if (req.headers[MERCHANT_HEADER.toLowerCase()] !== merchantCode)
    throw new ApiError('MERCHANT_INVALID');
  const version = req.headers[GATEWAY_VERSION_HEADER.toLowerCase()];
  if (version !== undefined && version !== GATEWAY_VERSION)
    throw new ApiError('VALIDATION', {
      message: `${GATEWAY_VERSION_HEADER}: only version ${GATEWAY_VERSION} is served`,
    });
}
