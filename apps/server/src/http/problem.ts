/**
 * ApiProblem: an error a handler throws to answer with the contract's ApiError body. Everything
 * else that is thrown becomes a 500 without details (see error-handler.ts).
 */
import { type ApiError, type ErrorCode, errorStatusCodes, errorTexts } from '@amora/contract';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

export class ApiProblem extends Error {
  override name = 'ApiProblem';

  constructor(
    readonly statusCode: number,
    /** The spec's error key, which the client turns into the member's language. */
    readonly code: ErrorCode,
    /** The English text; the contract's text for the code unless given. */
    readonly text: string = errorTexts[code],
    readonly issues?: ApiIssue[],
  ) {
    super(`${statusCode} ${code}: ${text}`);
  }

  /** The problem with the status the contract gives the code (400 where it gives none). */
  static of(code: ErrorCode, text?: string, issues?: ApiIssue[]): ApiProblem {
    return new ApiProblem(errorStatusCodes[code] ?? 400, code, text, issues);
  }
}

export const apiErrorBody = (
  statusCode: number,
  code: string,
  text: string,
  issues?: ApiIssue[],
): ApiError => ({
  timestamp: new Date().toISOString(),
  statusCode,
  code,
  text,
  ...(issues ? { issues } : {}),
});
