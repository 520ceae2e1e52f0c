import { PAY_IN_OUT_KINDS } from '@shop/shared/domain';
import { describe, expect, it } from 'vitest';
import { PAY_IN_OUT_LABELS } from './shift-words';

describe("the shift bar's words", () => {
  it('names every kind of cash move', () => {
    expect(PAY_IN_OUT_KINDS.map((kind) => PAY_IN_OUT_LABELS[kind])).toEqual(['Pay-in', 'Pay-out']);
  });
});
