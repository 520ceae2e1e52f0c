// A manager in Inventory ('edit-products' is theirs outright: staff.ts, STAFF_PERMISSIONS): Edit on
// every product opens the form with its image control, and a new image is uploaded and saved
// with the product, as for the owner. (On Firebase a manager on her own account uploads to the
// owner's folder, which storage.rules lets her: product-images.test.ts.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listItemShowing, renderWithBackend, sampleProduct, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import { Inventory } from './inventory-screen';
import { fileOfSize } from './testing/files';

const KWAME = { id: 'staff-kwame', name: 'Kwame Asante', role: 'manager', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const MILO = sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 1250, costMinor: 900, quantity: 10 });

describe('A manager in Inventory', () => {
  it("edits a product's image: the form offers the image control, and the new image is uploaded and saved with the product", async () => {
    const user = userEvent.setup();
    const fake = testShop({ business: SAMPLE_BUSINESS, products: [MILO], staff: [KWAME] });
    await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, KWAME.id, KWAME.pin);
    renderWithBackend(<Inventory />, fake.backend);
    await screen.findByText(MILO.name);
    await user.click(within(listItemShowing(MILO.name)).getByRole('button', { name: `Edit ${MILO.name}` }));
    const form = within(await screen.findByRole('dialog'));
    const picker = form.getByLabelText(/^Image/);
    expect(picker).toBeEnabled();
    await user.upload(picker, fileOfSize('milo.png', 'image/png', 2048));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.products()[0]?.imagePath).toMatch(new RegExp(`^products/${SAMPLE_BUSINESS.ownerUid}/\\d+_milo\\.png$`)));
    expect(fake.calls.uploadProductImage).toEqual(['milo.png']);
  });
});
