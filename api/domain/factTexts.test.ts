import {
  ACCESSIBILITY_WORDS,
  accessibilityLines,
  bagsText,
  calendarDateText,
  capacityText,
  contactOf,
  flightTrackingText,
  freeWaitText,
  meetingPointLines,
  noticeText,
  ratingLabel,
  ratingText,
  servedPlacesOf,
  telHref,
} from './factTexts';

describe('a provider\'s facts in words', () => {
  it.each([
    [{ maxPassengers: 14, maxBags: 28 }, 'Up to 14 passengers, 28 large bags'],
    [{ maxPassengers: 4, maxBags: null }, 'Up to 4 passengers'],
    [{ maxPassengers: 1, maxBags: 1 }, 'Up to 1 passenger, 1 large bag'],
    [{ maxPassengers: 3, maxBags: 0 }, 'Up to 3 passengers, no large bags'],
  ])('capacity %j: %s', (facts, text) => {
    expect(capacityText(facts)).toBe(text);
  });

  it('bags not entered say nothing', () => {
    expect(bagsText(null)).toBeNull();
    expect(bagsText(undefined)).toBeNull();
  });

  it('the places served leave out the airport every trip starts or ends at, and keep their order', () => {
    expect(servedPlacesOf(['RDU Airport', 'Downtown Raleigh', 'Wake Forest'])).toEqual({ fromAirport: true, places: ['Downtown Raleigh', 'Wake Forest'] });
    expect(servedPlacesOf(['Durham', 'Chapel Hill'])).toEqual({ fromAirport: false, places: ['Durham', 'Chapel Hill'] });
    expect(servedPlacesOf(['RDU Airport'])).toEqual({ fromAirport: false, places: ['RDU Airport'] });
  });

  it.each([
    [{ rating: 4.8, ratingCount: 1284, ratingSource: 'Google reviews' }, '4.8 from 1,284 Google reviews', 'Rated 4.8 out of 5 from 1,284 Google reviews'],
    [{ rating: '4.3', ratingCount: 87, ratingSource: 'Tripadvisor' }, '4.3 from 87 reviews on Tripadvisor', 'Rated 4.3 out of 5 from 87 reviews on Tripadvisor'],
    [{ rating: 5, ratingCount: 1, ratingSource: 'Google reviews' }, '5.0 from 1 Google review', 'Rated 5.0 out of 5 from 1 Google review'],
    [{ rating: 4.5, ratingCount: 12, ratingSource: null }, '4.5 from 12 reviews', 'Rated 4.5 out of 5 from 12 reviews'],
    // No count: the number alone, claiming no reviews.
    [{ rating: 4.5, ratingCount: null, ratingSource: null }, '4.5', 'Rated 4.5 out of 5'],
    [{ rating: 4.5, ratingCount: 0, ratingSource: null }, '4.5', 'Rated 4.5 out of 5'],
    [{ rating: 4.5, ratingCount: null, ratingSource: 'Yelp' }, '4.5 (Yelp)', 'Rated 4.5 out of 5 (Yelp)'],
  ])('rating %j: "%s"', (facts, text, label) => {
    expect(ratingText(facts)).toBe(text);
    expect(ratingLabel(facts)).toBe(label);
  });

  it('states notice, free waiting and flight tracking only when entered', () => {
    expect(noticeText(0)).toBeNull();
    expect(noticeText(2)).toBe('At least 2 hours before pickup');
    expect(noticeText(1)).toBe('At least 1 hour before pickup');
    expect(freeWaitText(null)).toBeNull();
    expect(freeWaitText(30)).toBe('30 minutes at no charge');
    expect(freeWaitText(0)).toBe('None: waiting is charged');
    expect(flightTrackingText(null)).toBeNull();
    expect(flightTrackingText(true)).toMatch(/^Yes: /);
    expect(flightTrackingText(false)).toMatch(/^No: /);
  });

  it('accessibility answers each question', () => {
    expect(accessibilityLines({ wheelchairVehicle: true, foldingWheelchair: false, serviceAnimals: true, notes: null })).toEqual([
      { label: 'Wheelchair-accessible vehicle', text: 'Yes: a ramp or lift, you stay in your wheelchair' },
      { label: 'Folding wheelchair', text: 'No' },
      { label: 'Service animals', text: 'Welcome' },
    ]);
  });

  it('meeting points: one line per terminal, or one for both when they are the same', () => {
    expect(meetingPointLines([
      { terminal: 'Terminal 2', instructions: 'Taxi rank.' },
      { terminal: 'Terminal 1', instructions: 'Taxi rank.' },
    ])).toEqual([{ terminals: 'Terminal 1 and Terminal 2', instructions: 'Taxi rank.' }]);
    expect(meetingPointLines([
      { terminal: 'Terminal 2', instructions: 'Door 5.' },
      { terminal: 'Terminal 1', instructions: 'Door 2.' },
    ])).toEqual([{ terminals: 'Terminal 1', instructions: 'Door 2.' }, { terminals: 'Terminal 2', instructions: 'Door 5.' }]);
    expect(meetingPointLines([])).toEqual([]);
  });

  it.each([
    ['(919) 555-0142', 'tel:+19195550142'],
    ['919.555.0142', 'tel:+19195550142'],
    ['1-919-555-0142', 'tel:+19195550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['555-0142', 'tel:5550142'],
  ])('phone %s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('the contact box has the entered phone and e-mail only: nothing made up stands in for a missing one', () => {
    expect(contactOf({ phone: '(919) 555-0142', email: 'rides@oak.example' })).toEqual({ phone: '(919) 555-0142', email: 'rides@oak.example' });
    expect(contactOf({ phone: null, email: null })).toEqual({ phone: null, email: null });
    expect(contactOf({ phone: ' ', email: undefined })).toEqual({ phone: null, email: null });
  });

  it('words each accessibility fact yes, no or not stated: not stated is never "No"', () => {
    expect(accessibilityLines({ wheelchairVehicle: false, foldingWheelchair: true, serviceAnimals: null, notes: null })).toEqual([
      { label: 'Wheelchair-accessible vehicle', text: 'No' },
      { label: 'Folding wheelchair', text: 'Yes: it travels with the luggage' },
      { label: 'Service animals', text: ACCESSIBILITY_WORDS.notStated },
    ]);
  });

  it('dates read by the calendar, in the site\'s words', () => {
    expect(calendarDateText('2026-11-20')).toBe('November 20, 2026');
    expect(calendarDateText('2027-01-05')).toBe('January 5, 2027');
    expect(calendarDateText('soon')).toBe('soon');
  });
});
