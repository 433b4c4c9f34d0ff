// graphql-js's messages for variables of the wrong type, read into the contract's field messages.
import { variableFieldErrors } from './requestErrors';

describe('variableFieldErrors', () => {
  it.each<[string, Record<string, string> | null]>([
    ['Variable "$in" got invalid value 3 at "in.to"; String cannot represent a non string value: 3', { to: 'String cannot represent a non string value: 3' }],
    [
      'Variable "$in" got invalid value "north" at "in.routePoints[1].coordinates.lat"; Float cannot represent non numeric value: "north"',
      { 'routePoints.1.coordinates.lat': 'Float cannot represent non numeric value: "north"' },
    ],
    ['Variable "$id" got invalid value "x"; Int cannot represent non-integer value: "x"', { id: 'Int cannot represent non-integer value: "x"' }],
    // A string value holding "; " itself.
    ['Variable "$id" got invalid value "a; b"; Int cannot represent non-integer value: "a; b"', { id: 'Int cannot represent non-integer value: "a; b"' }],
    [
      'Variable "$in" got invalid value { question: 5 }; Field "answer" of required type "String!" was not provided.',
      { answer: 'Field "answer" of required type "String!" was not provided.' },
    ],
    [
      'Variable "$in" got invalid value { x: 1 } at "in.accessibility"; Field "x" is not defined by type "AccessibilityInput".',
      { 'accessibility.x': 'Field "x" is not defined by type "AccessibilityInput".' },
    ],
    ['Variable "$in" of required type "TripInput!" was not provided.', { in: 'Variable "$in" of required type "TripInput!" was not provided.' }],
    ['Variable "$in" of non-null type "TripInput!" must not be null.', { in: 'Variable "$in" of non-null type "TripInput!" must not be null.' }],
    ['Please choose a place from the list', null],
  ])('%s', (message, errors) => {
    expect(variableFieldErrors(message)).toEqual(errors);
  });
});
