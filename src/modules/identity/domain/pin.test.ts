import { describe, expect, it } from 'vitest';
import { pinRefusal } from './pin';

describe('PIN rules', () => {
  it('takes six digits that are not trivial', () => {
    for (const pin of ['482915', '100200', '135790', '240601']) expect(pinRefusal(pin, null), pin).toBeNull();
  });
  it('refuses what is not exactly six digits', () => {
    for (const pin of ['', '12345', '1234567', '12a456', ' 48291', '４８２９１５']) expect(pinRefusal(pin, null), pin).toBe('PinNotSixDigits');
  });
  it('refuses six equal digits and ascending or descending runs', () => {
    for (const pin of ['000000', '777777']) expect(pinRefusal(pin, null)).toBe('PinAllSame');
    for (const pin of ['123456', '234567', '456789', '987654', '543210']) expect(pinRefusal(pin, null), pin).toBe('PinSequence');
    expect(pinRefusal('890123', null)).toBeNull();
  });
  it('refuses the date of birth as people write it', () => {
    for (const pin of ['240690', '062490', '900624']) expect(pinRefusal(pin, '1990-06-24'), pin).toBe('PinIsDateOfBirth');
    expect(pinRefusal('240690', null)).toBeNull();
    expect(pinRefusal('240690', '1991-06-24')).toBeNull();
  });
});
