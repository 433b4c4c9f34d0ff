// The providers the trip answer is measured at scale against, varied by their number: each serves
// two places in three (the first always), with fares per place, fees, hours past midnight, notice
// and capacity. bench/trip.js sends them through the admin API; tests/integration/integrators.test.ts
// inserts them (bench/tripMix.d.ts types them for it). Plain Node, so the bench needs no build of it.

/** Provider number `i`'s facts and card, for the places named `places` (the airport first). */
function tripMixProvider(i, places) {
  const served = places.filter((_, k) => (i + k) % 3 !== 0 || k === 0);
  return {
    type: i % 2 ? 'Shared Shuttle' : 'Black Car',
    imageUrl: 'https://images.example.com/van.jpg',
    priceRange: `$${20 + (i % 30)}.00 - $${90 + (i % 30)}.00`,
    serviceArea: served.join(', '),
    rating: String(3 + (i % 20) / 10),
    features: ['Flight tracking', 'Free Wi-Fi'],
    servedPlaces: served,
    maxPassengers: 2 + (i % 12),
    maxBags: i % 5 === 0 ? null : 1 + (i % 8),
    fareBasis: i % 2 ? 'PER_PERSON' : 'PER_VEHICLE',
    fares: served.filter((p) => p !== 'RDU Airport').slice(0, 4).map((place, k) => ({ place, amount: 25 + k * 7 + (i % 10) })),
    fees: i % 3 ? [{ label: 'Airport fee', amount: 2.5, per: 'BOOKING' }] : [{ label: 'Fuel', amount: 1, per: 'PERSON' }],
    hours: i % 4 === 0 ? [] : [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: i % 2 ? '05:00' : '06:30', closes: i % 3 ? '00:30' : '22:00' })),
    minNoticeHours: i % 6,
  };
}

module.exports = { tripMixProvider };
