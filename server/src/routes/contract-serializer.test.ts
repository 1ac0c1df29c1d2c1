import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializer } from './contract-serializer.ts';

const contract = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      city: z.string().nullable(),
      distance: z.number().nullable(),
      outside: z.boolean().optional(),
    }),
  ),
});
const serialize = contractSerializer({
  schema: contract,
  method: 'POST',
  url: '/api/v1/organizations',
  httpStatus: '200',
});

describe('the serializer compiled from a response contract', () => {
  it('writes the contract’s fields in its order and leaves out whatever else a row carries', () => {
    const row = { tier: 0, city: null, name: 'Peer Group', distance: 1.5, id: 7, sort_name: 'p' };
    const json = serialize({ data: [row] });
    expect(json).toBe('{"data":[{"id":7,"name":"Peer Group","city":null,"distance":1.5}]}');
    expect(contract.parse(JSON.parse(json))).toEqual({
      data: [{ id: 7, name: 'Peer Group', city: null, distance: 1.5 }],
    });
  });

  it('refuses a row without a field the contract requires', () => {
    expect(() => serialize({ data: [{ id: 7, city: null, distance: null }] })).toThrow(/name/);
  });
});
