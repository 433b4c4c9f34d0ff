import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { isNoServerAnswer } from './useLoadSavedPage';

const answer = (status: number) => ({ status, headers: new Map() }) as unknown as Response;

describe('isNoServerAnswer', () => {
  it("counts no connection, a proxy's 5xx and a portal's page as no answer from the server", () => {
    expect(isNoServerAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoServerAnswer(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isNoServerAnswer(new ServerError('Response not successful: Received status code 503', { response: answer(503), bodyText: '<h1>503</h1>' }))).toBe(true);
    expect(isNoServerAnswer(new ServerParseError(new SyntaxError('Unexpected token <'), { response: answer(200), bodyText: '<html>Sign in to Airport Wi-Fi</html>' }))).toBe(true);
  });

  it("leaves the server's own GraphQL errors (e.g. nothing by that name) to the page", () => {
    expect(isNoServerAnswer(new CombinedGraphQLErrors({ data: { provider: null }, errors: [{ message: 'Provider not found' }] }))).toBe(false);
    expect(isNoServerAnswer(undefined)).toBe(false);
  });
});
