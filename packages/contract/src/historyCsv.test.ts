import { describe, expect, it } from 'vitest';
import { csvField, historyCsv } from './historyCsv';

describe('the history as CSV', () => {
  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes a header and one row a line', () => {
    expect(
      historyCsv([
        {
          time: '2030-01-01T00:00:00.000Z',
          kind: 'bet',
          detail: 'Slot',
          amount: -1,
          status: 'lost',
        },
      ]),
    ).toBe('time,kind,detail,amount,status\r\n2030-01-01T00:00:00.000Z,bet,Slot,-1,lost\r\n');
  });
});
