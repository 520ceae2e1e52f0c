import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListScreen } from './use-list-screen';

interface Entry {
  id: string;
  name: string;
}

const kente: Entry = { id: 'p-1', name: 'Kente stole' };

function setup(remove: (entry: Entry) => Promise<void> = () => Promise.resolve()) {
  return renderHook(() => useListScreen<Entry>({ remove, one: 'product', many: 'products' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useListScreen', () => {
  it('opens the modal to add, to edit an entry, and closes it', () => {
    const { result } = setup();
    expect(result.current.editor).toEqual({ mode: 'closed' });
    act(() => result.current.openAdd());
    expect(result.current.editor).toEqual({ mode: 'add' });
    expect(result.current.editing).toBeNull();
    act(() => result.current.openEdit(kente));
    expect(result.current.editing).toBe(kente);
    act(() => result.current.closeEditor());
    expect(result.current.editor).toEqual({ mode: 'closed' });
  });

  it("deletes only after the 'Sure?', and says what was deleted", async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { result } = setup(remove);
    act(() => result.current.askDelete(kente));
    expect(result.current.toDelete).toBe(kente);
    expect(remove).not.toHaveBeenCalled();
    await act(() => result.current.confirmDelete());
    expect(remove).toHaveBeenCalledWith(kente);
    expect(result.current.toDelete).toBeNull();
    expect(result.current.deleting).toBe(false);
    expect(result.current.notice).toBe('Deleted Kente stole.');
  });

  it('only logs a failed delete and closes the question', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup(() => Promise.reject(new Error('offline')));
    act(() => result.current.askDelete(kente));
    await act(() => result.current.confirmDelete());
    expect(logged).toHaveBeenCalledWith('Failed to delete product', expect.any(Error));
    expect(result.current.notice).toBe('');
    expect(result.current.toDelete).toBeNull();
  });

  it('keeps the deletion pending while the shop answers', async () => {
    let finish = () => {};
    const { result } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => result.current.askDelete(kente));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.confirmDelete();
    });
    expect(result.current.deleting).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.deleting).toBe(false);
  });

  it('cancels the question without deleting', () => {
    const remove = vi.fn(() => Promise.resolve());
    const { result } = setup(remove);
    act(() => result.current.askDelete(kente));
    act(() => result.current.cancelDelete());
    expect(result.current.toDelete).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('announces a save, and counts in the shop’s words', () => {
    const { result } = setup();
    act(() => result.current.announceSaved('Milo 400g tin'));
    expect(result.current.notice).toBe('Saved Milo 400g tin.');
    expect(result.current.count(1)).toBe('1 product');
    expect(result.current.count(10_000)).toBe('10,000 products');
    expect(result.current.showing(3, 1_204)).toBe('Showing 3 of 1,204 products');
  });

  it('keeps the search query, and the query the list is showing', () => {
    const { result } = setup();
    act(() => result.current.setQuery('milo'));
    expect(result.current.query).toBe('milo');
    expect(result.current.deferredQuery).toBe('milo');
  });
});
