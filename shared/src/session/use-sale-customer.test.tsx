// useSaleCustomer: the sale's customer with their phone, from the owner's customers (a Sale keeps
// only id and name), for sending the receipt.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Customer, Sale } from '../domain/entities';
import { createMemoryBackend } from '../backend/memory/index';
import { BackendProvider } from './backend-context';
import { useSaleCustomer } from './hooks';

const KOFI: Customer = { id: 'c-1', name: 'Kofi Boateng', email: '', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') };
const TO_KOFI: Pick<Sale, 'customer'> = { customer: { id: 'c-1', name: 'Kofi Boateng' } };

function hookOn(sale: Pick<Sale, 'customer'> | null, options: Parameters<typeof createMemoryBackend>[0] = {}) {
  const { backend } = createMemoryBackend({ customers: [KOFI], ...options });
  const wrapper = ({ children }: { children: ReactNode }) => <BackendProvider backend={backend}>{children}</BackendProvider>;
  return renderHook(({ s }) => useSaleCustomer(s), { wrapper, initialProps: { s: sale } });
}

describe('useSaleCustomer', () => {
  it("is the sale's customer with their phone once the customers are read", async () => {
    const { result } = hookOn(TO_KOFI);
    await waitFor(() => expect(result.current).toEqual(KOFI));
  });

  it('is undefined while the customers are being read', () => {
    const { result } = hookOn(TO_KOFI);
    expect(result.current).toBeUndefined();
  });

  it('is null for no sale, a walk-in sale, a customer no longer in the list, or nobody signed in', async () => {
    expect(hookOn(null).result.current).toBeNull();
    expect(hookOn({ customer: null }).result.current).toBeNull();
    const gone = hookOn({ customer: { id: 'gone', name: 'Yaw' } });
    await waitFor(() => expect(gone.result.current).toBeNull());
    const signedOut = hookOn(TO_KOFI, { user: null });
    await waitFor(() => expect(signedOut.result.current).toBeNull());
  });
});
