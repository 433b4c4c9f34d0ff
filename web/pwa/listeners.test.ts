import { listenerSet, valueStore } from './listeners';

describe('listenerSet', () => {
  it('tells every listener there is, in the order added, and stops telling one removed', () => {
    const heard: string[] = [];
    const set = listenerSet<[string]>();
    const removeA = set.add((e) => heard.push(`a:${e}`));
    set.add((e) => heard.push(`b:${e}`));
    set.tell('1');
    removeA();
    set.tell('2');
    expect(heard).toEqual(['a:1', 'b:1', 'b:2']);
  });

  it('a listener removing another while told does not change that round', () => {
    const heard: string[] = [];
    const set = listenerSet<[]>();
    let removeB = () => {};
    set.add(() => (heard.push('a'), removeB()));
    removeB = set.add(() => heard.push('b'));
    set.tell();
    set.tell();
    expect(heard).toEqual(['a', 'b', 'a']);
  });
});

describe('valueStore', () => {
  it('tells its listeners only when the value changes', () => {
    const store = valueStore(false);
    const told = jest.fn();
    const unsubscribe = store.subscribe(told);
    store.set(false);
    expect(told).not.toHaveBeenCalled();
    store.set(true);
    store.set(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(true);
    unsubscribe();
    store.set(false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(false);
  });
});
