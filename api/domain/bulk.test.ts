import { BULK_LIMIT, BULK_TEXTS, readIds } from './bulk';

describe('readIds', () => {
  it('takes a list of positive whole numbers, each once', () => {
    expect(readIds([3, 1, 3])).toEqual({ ok: true, ids: [3, 1] });
    expect(readIds(Array.from({ length: BULK_LIMIT }, (_, i) => i + 1))).toMatchObject({ ok: true });
  });

  it.each([[undefined], [[]], ['1,2'], [[0]], [[-1]], [[1.5]], [['1']], [[null]], [{ 0: 1 }], [Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1)]])(
    'refuses %j',
    (raw) => expect(readIds(raw)).toEqual({ ok: false, errors: { ids: BULK_TEXTS.ids } }),
  );
});
