import { queryParameterProblems } from './queryParameters';
import { QUERY_TEXTS } from './texts';

const known = ['from', 'to', 'passengers'] as const;
const problems = (query: string) => queryParameterProblems(new URLSearchParams(query), known);

describe('queryParameterProblems', () => {
  it.each(['', 'from=RDU&to=Cary', 'from=&passengers=2'])('accepts %j', (query) => {
    expect(problems(query)).toBeNull();
  });

  it('names every unknown and every repeated parameter, once each', () => {
    expect(problems('from=RDU&pax=3&to=Cary&to=Apex&Pax=1&to=Garner&pax=4')).toEqual({
      pax: QUERY_TEXTS.unknown('pax', known),
      to: QUERY_TEXTS.repeated('to'),
      Pax: QUERY_TEXTS.unknown('Pax', known),
    });
  });

  it('says which parameters the route reads', () => {
    expect(problems('pax=3')!.pax).toBe("Unknown query parameter 'pax': this route reads from, to, passengers");
    expect(queryParameterProblems(new URLSearchParams('x=1'), [])!.x).toBe("Unknown query parameter 'x': this route reads none");
  });
});
