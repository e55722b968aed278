import { readStored, storedChoiceMonths, writeStored } from './browser-storage';

describe('a choice kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('is read back until its months are over, then forgotten and removed', () => {
    const chosen = new Date('2026-11-26T10:00:00Z');
    writeStored('choice', 'de', chosen);
    const later = (months: number, days = 0) => {
      const date = new Date(chosen);
      date.setMonth(date.getMonth() + months);
      date.setDate(date.getDate() + days);
      return date;
    };
    expect(readStored('choice', later(storedChoiceMonths, -1))).toBe('de');
    expect(readStored('choice', later(storedChoiceMonths))).toBeNull();
    expect(localStorage.getItem('choice')).toBeNull();
  });

  it('treats an entry it did not write as nothing stored, and removes it', () => {
    localStorage.setItem('choice', 'de');
    expect(readStored('choice')).toBeNull();
    expect(localStorage.getItem('choice')).toBeNull();
  });

  it('removes the choice when told null', () => {
    writeStored('choice', 'granted');
    writeStored('choice', null);
    expect(localStorage.getItem('choice')).toBeNull();
  });

  it('answers undefined, and never throws, where the storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStored('choice')).toBeUndefined();
    expect(() => writeStored('choice', 'de')).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
