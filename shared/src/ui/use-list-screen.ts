// The state every list screen of the shop keeps (All Products, All Customers): the search box,
// the add/edit modal, the 'Sure?' before a delete, and the quiet notice of what was just saved or
// deleted. The screens keep what differs: their list, its index, their modal and their words.
import { useCallback, useDeferredValue, useState } from 'react';

/** The add/edit modal: closed, adding a new entry, or editing one. */
export type ListEditor<T> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: T };

export interface ListScreenOptions<T> {
  /** Deletes the entry from the shop (the backend call). */
  remove: (item: T) => Promise<void>;
  /** What one entry is called, for counts and the log, e.g. 'product'. */
  one: string;
  /** What several are called, e.g. 'products'. */
  many: string;
}

export interface ListScreen<T> {
  query: string;
  setQuery: (query: string) => void;
  /** The query the list is showing: it lags typing, so a keystroke never waits for the filtering. */
  deferredQuery: string;
  editor: ListEditor<T>;
  /** The entry being edited, or null when adding or closed. */
  editing: T | null;
  openAdd: () => void;
  openEdit: (item: T) => void;
  closeEditor: () => void;
  /** The entry waiting for its 'Sure?', or null. */
  toDelete: T | null;
  deleting: boolean;
  askDelete: (item: T) => void;
  cancelDelete: () => void;
  /** Deletes the entry waiting for its 'Sure?'; a failure is only logged (docs/product-rules.md). */
  confirmDelete: () => Promise<void>;
  /** What was just saved or deleted, for a polite status region. */
  notice: string;
  announceSaved: (name: string) => void;
  /** '1 product', '1,204 products'. */
  count: (n: number) => string;
  /** 'Showing 3 of 1,204 products'. */
  showing: (shown: number, total: number) => string;
}

export function useListScreen<T extends { name: string }>({ remove, one, many }: ListScreenOptions<T>): ListScreen<T> {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [editor, setEditor] = useState<ListEditor<T>>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState('');

  // Stable, so memoised rows do not re-render on every keystroke.
  const openAdd = useCallback(() => setEditor({ mode: 'add' }), []);
  const openEdit = useCallback((item: T) => setEditor({ mode: 'edit', item }), []);
  const closeEditor = useCallback(() => setEditor({ mode: 'closed' }), []);
  const askDelete = useCallback((item: T) => setToDelete(item), []);
  const cancelDelete = useCallback(() => setToDelete(null), []);
  const announceSaved = useCallback((name: string) => setNotice(`Saved ${name}.`), []);
  const count = useCallback((n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`, [one, many]);
  const showing = useCallback((shown: number, total: number) => `Showing ${shown.toLocaleString('en-US')} of ${count(total)}`, [count]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await remove(toDelete);
      setNotice(`Deleted ${toDelete.name}.`);
    } catch (error) {
      // A failed delete is only logged (docs/product-rules.md): the entry stays.
      console.error(`Failed to delete ${one}`, error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return {
    query,
    setQuery,
    deferredQuery,
    editor,
    editing: editor.mode === 'edit' ? editor.item : null,
    openAdd,
    openEdit,
    closeEditor,
    toDelete,
    deleting,
    askDelete,
    cancelDelete,
    confirmDelete,
    notice,
    announceSaved,
    count,
    showing,
  };
}
