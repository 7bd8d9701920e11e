import { describe, expect, it } from 'vitest';
import { filtersFromSearch, minimumSalaryOf, NO_FILTERS, queryVariables, searchWithFilters } from './offerFilters';

// Issue 24 (EU pay transparency): the minimum salary filter, in euros a year.
describe('the salary filter', () => {
  it('reads salario from the URL and sends it as minimumSalary', () => {
    const filters = filtersFromSearch(new URLSearchParams('salario=30000&ciudad=Madrid'));
    expect(filters.minimumSalary).toBe('30000');
    expect(queryVariables(filters)).toMatchObject({ minimumSalary: 30000, city: 'Madrid' });
  });

  it('writes it as salario, and takes it away when cleared', () => {
    const written = searchWithFilters(new URLSearchParams('otra=1'), { ...NO_FILTERS, minimumSalary: ' 30000 ' });
    expect(written.toString()).toBe('otra=1&salario=30000');
    expect(searchWithFilters(written, NO_FILTERS).toString()).toBe('otra=1');
  });

  it('takes a whole amount from 1 to 10.000.000, with or without thousands points', () => {
    expect(minimumSalaryOf('30000')).toBe(30000);
    expect(minimumSalaryOf('30.000')).toBe(30000);
    expect(minimumSalaryOf(' 30 000 ')).toBe(30000);
    expect(minimumSalaryOf('10000000')).toBe(10000000);
  });

  it('counts an empty or invalid value as no filter', () => {
    for (const text of ['', '  ', '0', '-1', '30000,50', '3.00', 'mucho', '10000001']) {
      expect(minimumSalaryOf(text)).toBeNull();
    }
    expect(queryVariables(NO_FILTERS).minimumSalary).toBeNull();
  });
});
