import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { MalformedCsv, readCsv, sendCsv } from '../../../server/http/csv';

/** Just enough of Express's response to catch what sendCsv writes. */
function fakeResponse() {
  const sent: { body?: string; headers: Record<string, string>; file?: string } = { headers: {} };
  const res = {
    status: () => res,
    type: (t: string) => ((sent.headers['content-type'] = t), res),
    attachment: (name: string) => ((sent.file = name), res),
    set: (k: string, v: string) => ((sent.headers[k] = v), res),
    send: (body: string) => ((sent.body = body), res),
  };
  return { res: res as unknown as Response, sent };
}

describe('CSV files', () => {
  it('are written with a BOM and CRLF, formula-like cells defused, phones left alone', () => {
    const { res, sent } = fakeResponse();
    sendCsv(
      res,
      'book.csv',
      ['Name', 'Phone'],
      [
        ['=HYPERLINK("x")', '+96170123456'],
        ['Ann, "Nan"', '-5'],
        ['@cmd', '+cmd'],
      ],
    );
    expect(sent.file).toBe('book.csv');
    const lines = [
      'Name,Phone',
      `"'=HYPERLINK(""x"")",+96170123456`,
      `"Ann, ""Nan""",-5`,
      `'@cmd,'+cmd`,
    ];
    expect(sent.body).toBe(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  it('read back into the same values (BOM, defusing and header spaces undone)', () => {
    const { res, sent } = fakeResponse();
    sendCsv(
      res,
      'a.csv',
      [' Name ', 'Phone'],
      [
        ['=1+1', '+961 70 123 456'],
        ['Zoë', ''],
      ],
    );
    expect(readCsv(sent.body!, 10)).toEqual([
      { Name: '=1+1', Phone: '+961 70 123 456' },
      { Name: 'Zoë', Phone: '' },
    ]);
  });

  it('refuse malformed text with the reason, and stop one row past the limit', () => {
    expect(() => readCsv('a,b\n"open,1', 10)).toThrow(MalformedCsv);
    expect(() => readCsv('a,b\n1,2,3', 10)).toThrow(MalformedCsv);
    const many = ['n', ...Array.from({ length: 50 }, (_v, i) => String(i))].join('\n');
    expect(readCsv(many, 10)).toHaveLength(11);
  });
});
