import { PAGE_LIMIT, PAGING_TEXTS, likePattern, readFlag, readPageRequest } from './paging';

const SORTS = ['name', 'createdAt'] as const;

describe('readPageRequest', () => {
  it('gives the first page of the default size when nothing is asked', () => {
    expect(readPageRequest({}, SORTS)).toEqual({ ok: true, page: { limit: PAGE_LIMIT.default, offset: 0 } });
  });

  it('reads query-string and GraphQL values alike', () => {
    expect(readPageRequest({ limit: '25', offset: '50', q: '  smith ', sort: 'name', order: 'desc' }, SORTS)).toEqual({
      ok: true,
      page: { limit: 25, offset: 50, q: 'smith', sort: { field: 'name', direction: 'desc' } },
    });
    expect(readPageRequest({ limit: 500, offset: 0, q: '   ' }, SORTS)).toEqual({ ok: true, page: { limit: 500, offset: 0 } });
  });

  it.each([
    [{ limit: '0' }, 'limit', PAGING_TEXTS.limit],
    [{ limit: '501' }, 'limit', PAGING_TEXTS.limit],
    [{ limit: '1.5' }, 'limit', PAGING_TEXTS.limit],
    [{ limit: ['1', '2'] }, 'limit', PAGING_TEXTS.limit],
    [{ offset: '-1' }, 'offset', PAGING_TEXTS.offset],
    [{ offset: '1e3' }, 'offset', PAGING_TEXTS.offset],
    // A GraphQL Int arrives as a number, negative ones included.
    [{ offset: -1 }, 'offset', PAGING_TEXTS.offset],
    [{ q: 'x'.repeat(101) }, 'q', PAGING_TEXTS.q],
    [{ q: ['a'] }, 'q', PAGING_TEXTS.q],
    [{ sort: 'password' }, 'sort', PAGING_TEXTS.sort(SORTS)],
    [{ sort: 'name', order: 'up' }, 'order', PAGING_TEXTS.direction],
    [{ order: 'sideways' }, 'order', PAGING_TEXTS.direction],
  ])('refuses %j with its message', (raw, field, message) => {
    expect(readPageRequest(raw, SORTS)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('readFlag', () => {
  it.each([
    [undefined, { ok: true, value: undefined }],
    ['', { ok: true, value: undefined }],
    ['true', { ok: true, value: true }],
    [false, { ok: true, value: false }],
    ['yes', { ok: false }],
  ])('%j', (raw, answer) => expect(readFlag(raw)).toEqual(answer));
});

it('likePattern takes % and _ literally', () => {
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
