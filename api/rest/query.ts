// A REST route's query string, held to what the route reads: any other parameter, or one given
// twice, answers 400 naming each (ValidationError: { message, errors: { name: why } }). For
// GET /api/trip and the partner routes; the names come from the route's row in ./contract.ts.
import type { RequestHandler } from 'express';
import { queryParameterProblems } from '../domain/queryParameters';
import { ValidationError } from '../services/errors';

export function onlyQueryParameters(known: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    const at = req.originalUrl.indexOf('?');
    const problems = at < 0 ? null : queryParameterProblems(new URLSearchParams(req.originalUrl.slice(at + 1)), known);
    next(problems ? new ValidationError(problems) : undefined);
  };
}
