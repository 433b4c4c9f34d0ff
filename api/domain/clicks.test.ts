import { BOOKING_CLICK_RULES, CLICK_REPORT_RULES, REPORT_PERIOD_RULES, checkInput } from './inputs';
import { CLICK_PAGE_NAMES, addDays, clickCsvFileName, csvCell, csvFile, csvText, dayOf, lastDays, monthDays } from './clicks';

describe('the site’s day', () => {
  it('is Raleigh’s calendar day, not UTC’s', () => {
    // 03:30 UTC on the 25th is 22:30 on the 24th in Raleigh (EST, UTC−5).
    expect(dayOf(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
    expect(dayOf(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
    // Summer time (EDT, UTC−4).
    expect(dayOf(new Date('2026-07-05T03:59:00Z'))).toBe('2026-07-04');
    expect(dayOf(new Date('2026-07-05T04:00:00Z'))).toBe('2026-07-05');
    expect(dayOf(new Date('2026-11-25T03:30:00Z'), 'UTC')).toBe('2026-11-25');
  });

  it('steps over month, year and leap days by the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });

  it('lists a report’s days oldest first, ending today, across a clock change', () => {
    expect(lastDays(1, new Date('2026-11-24T15:00:00Z'))).toEqual(['2026-11-24']);
    expect(lastDays(7, new Date('2026-11-03T12:00:00Z'))).toEqual(['2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
    const month = lastDays(30, new Date('2026-11-24T15:00:00Z'));
    expect(month).toHaveLength(30);
    expect(month[0]).toBe('2026-10-26');
    expect(new Set(month).size).toBe(30);
  });
});

describe('CSV', () => {
  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Oak City')).toBe('Oak City');
    expect(csvCell('Oak, City')).toBe('"Oak, City"');
    expect(csvCell('The "Best" Cab')).toBe('"The ""Best"" Cab"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('-12')).toBe("'-12");
    expect(csvCell(-12)).toBe('-12');
  });

  it('neutralises a leading semicolon (a cell separator in many locales) and drops NUL and bidirectional controls', () => {
    expect(csvCell(';=SUM(A1)')).toBe("';=SUM(A1)");
    expect(csvCell('Oak\u0000 City')).toBe('Oak City');
    expect(csvCell('\u202Etxt.exe')).toBe('txt.exe');
    for (const control of ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) expect(csvCell(`a${control}b`)).toBe('ab');
    // A control cannot hide a formula's first character.
    expect(csvCell('\u202E=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('\u0000@cmd')).toBe("'@cmd");
  });

  it('writes rows with CRLF line ends, and names the file by its days', () => {
    expect(csvText([['a', 'b'], [1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    // A download starts with the BOM, so a spreadsheet reads it as UTF-8.
    expect(Buffer.from(csvFile([['Café Shuttle']]), 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('Café Shuttle\r\n', 'utf8')]));
    expect(clickCsvFileName(['2026-10-26', '2026-11-24'])).toBe('booking-clicks-2026-10-26-to-2026-11-24.csv');
  });
});

describe('the click and report rules', () => {
  it('takes a beacon’s click', () => {
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 3, page: 'comparison', clickId: crypto.randomUUID() })).toEqual({});
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: '3', page: 'provider' })).toEqual({});
    for (const page of CLICK_PAGE_NAMES) expect(checkInput(BOOKING_CLICK_RULES, { providerId: 1, page })).toEqual({});
  });

  it('refuses what is not a click', () => {
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 0, page: 'home' })).toEqual({ providerId: 'providerId must be the id of a provider' });
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 1.5, page: 'home' })).toEqual({ providerId: 'providerId must be the id of a provider' });
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 1, page: 'https://example.com/' })).toEqual({ page: 'page must be one of: home, comparison, providers, provider, partner' });
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 1, page: 'home', clickId: 'short' })).toEqual({ clickId: 'clickId must be 8 to 64 letters, digits or -' });
    expect(checkInput(BOOKING_CLICK_RULES, { providerId: 1, page: 'home', clickId: 'a'.repeat(65) })).toEqual({ clickId: 'clickId must be at most 64 characters' });
  });

  it('lists every day of a month', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2026-02')).toEqual(Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`));
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('takes a CSV period as days or a month written YYYY-MM', () => {
    expect(checkInput(REPORT_PERIOD_RULES, {})).toEqual({});
    expect(checkInput(REPORT_PERIOD_RULES, { month: '2026-10' })).toEqual({});
    expect(checkInput(REPORT_PERIOD_RULES, { days: '90' })).toEqual({});
    for (const month of ['2026-13', '2026-1', '10/2026', 'October']) expect(checkInput(REPORT_PERIOD_RULES, { month })).toEqual({ month: 'month must be a month written YYYY-MM, e.g. 2026-10' });
  });

  it('takes report lengths from one day to a leap year', () => {
    expect(checkInput(CLICK_REPORT_RULES, { days: 7 })).toEqual({});
    expect(checkInput(CLICK_REPORT_RULES, { days: '366' })).toEqual({});
    for (const days of [0, 367, 2.5, 'week', undefined]) expect(checkInput(CLICK_REPORT_RULES, { days })).toEqual({ days: 'days must be a whole number from 1 to 366' });
  });
});
