// Inventory › Import (issue #46, point 1): the template to download, a CSV or Excel file to choose,
// the preview of what each row would do with its problems in the product form's words and the
// counts of new, updated, unchanged and refused rows — before anything is written; Apply writes it
// whole or not at all (the port's importCatalogue), Undo last import puts the products back. The
// products export in the same columns, as CSV or Excel, so a file round-trips. The file's
// libraries load when first used (catalogue-file.ts, loaded on the first file or download).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { CATALOGUE_IMPORT_MESSAGES, newSaleId, operatorMay, previewCatalogueImport, productsCsvFileName, readCatalogueTable } from '@shop/shared/domain';
import type { CatalogueImportRecord, CatalogueRow, PreviewRow } from '@shop/shared/domain';
import { useProducts, useShop, useTillOperator } from '@shop/shared/session';
import { Button, downloadFile, ErrorBanner, ThemeRoot } from '@shop/shared/ui';
import type { CatalogueFormat } from './catalogue-file';
import { IMPORT_TEXT, STATUS_TEXT } from './import-words';
import styles from './import-screen.module.css';

/** At most this many rows are drawn in the preview (the refused ones first); the counts cover them all. */
export const PREVIEW_ROWS_SHOWN = 200;

type Chosen =
  | { state: 'none' }
  | { state: 'reading'; fileName: string }
  | { state: 'problem'; fileName: string; problem: string }
  | { state: 'read'; fileName: string; rows: CatalogueRow[] };

const SHOWN_CODES = new Set(['invalid-argument', 'failed-precondition', 'not-found', 'permission-denied']);

/** A refusal's own words (the backend's, the domain's), or ours for a failure. */
function refusalText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SHOWN_CODES.has(code) && error instanceof Error ? error.message.replace(/^Firebase: /, '') : IMPORT_TEXT.failed;
}

const loadFiles = () => import('./catalogue-file');

/** The remote's root: the import inside the design system's theme. */
export function ImportScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <CatalogueImport />
    </ThemeRoot>
  );
}

export function CatalogueImport() {
  const { uid, backend } = useShop();
  const live = useProducts();
  const operator = useTillOperator();
  const mayImport = operatorMay(operator, 'edit-products');
  const [chosen, setChosen] = useState<Chosen>({ state: 'none' });
  const [busy, setBusy] = useState<'apply' | 'undo' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<CatalogueImportRecord | null>(null);
  // One id per file chosen, kept through retries: the same import sent again is applied once.
  const importId = useRef<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (!uid || !mayImport) return;
    let current = true;
    backend.lastCatalogueImport(uid).then(
      (record) => current && setLast(record),
      () => current && setLast(null),
    );
    return () => {
      current = false;
    };
  }, [uid, backend, mayImport]);

  const products = live.status === 'ready' ? live.data : null;
  const preview = useMemo(() => (chosen.state === 'read' && products ? previewCatalogueImport(chosen.rows, products) : null), [chosen, products]);
  const shownRows = useMemo(() => {
    if (!preview) return [];
    const refusedFirst = [...preview.rows.filter((row) => row.status === 'refused'), ...preview.rows.filter((row) => row.status !== 'refused')];
    return refusedFirst.slice(0, PREVIEW_ROWS_SHOWN);
  }, [preview]);

  if (!mayImport) return <p role="alert">{IMPORT_TEXT.notAllowed}</p>;

  async function download(what: 'template' | 'export', format: CatalogueFormat) {
    setError(null);
    try {
      const { catalogueFile } = await loadFiles();
      const baseName = what === 'template' ? 'products-template' : productsCsvFileName(new Date()).replace(/\.csv$/, '');
      const { file, fileName } = await catalogueFile(what === 'template' ? [] : (products ?? []), format, baseName);
      downloadFile(fileName, file);
    } catch {
      setError(IMPORT_TEXT.failed);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setError(null);
    importId.current = null;
    setChosen({ state: 'reading', fileName: file.name });
    try {
      const { readCatalogueFile } = await loadFiles();
      const table = readCatalogueTable(await readCatalogueFile(file));
      setChosen(table.ok ? { state: 'read', fileName: file.name, rows: table.rows } : { state: 'problem', fileName: file.name, problem: table.problem });
    } catch {
      setChosen({ state: 'problem', fileName: file.name, problem: CATALOGUE_IMPORT_MESSAGES.unreadable });
    }
  }

  async function apply() {
    if (!uid || chosen.state !== 'read' || !preview) return;
    setBusy('apply');
    setError(null);
    try {
      importId.current ??= newSaleId();
      const record = await backend.importCatalogue(uid, { id: importId.current, fileName: chosen.fileName, rows: chosen.rows, expected: preview.counts });
      importId.current = null;
      setLast(record);
      setChosen({ state: 'none' });
      setNotice(IMPORT_TEXT.applied(record.counts));
    } catch (caught) {
      setError(refusalText(caught));
    } finally {
      setBusy(null);
    }
  }

  async function undo() {
    if (!uid || !last) return;
    setBusy('undo');
    setError(null);
    try {
      await backend.undoCatalogueImport(uid, last.id);
      setLast(await backend.lastCatalogueImport(uid));
      setNotice(IMPORT_TEXT.undone);
    } catch (caught) {
      setError(refusalText(caught));
    } finally {
      setBusy(null);
    }
  }

  const refused = preview?.counts.refused ?? 0;
  const changes = preview ? preview.counts.new + preview.counts.updated : 0;

  return (
    <section className={styles.screen} aria-labelledby="import-title">
      <h1 id="import-title" className={styles.title}>
        {IMPORT_TEXT.title}
      </h1>
      <p className={styles.intro}>{IMPORT_TEXT.intro}</p>

      <div className={styles.actions}>
        <Button onClick={() => void download('template', 'csv')}>{IMPORT_TEXT.templateCsv}</Button>
        <Button onClick={() => void download('template', 'xlsx')}>{IMPORT_TEXT.templateXlsx}</Button>
        <Button onClick={() => void download('export', 'csv')} disabled={!products}>
          {IMPORT_TEXT.exportCsv}
        </Button>
        <Button onClick={() => void download('export', 'xlsx')} disabled={!products}>
          {IMPORT_TEXT.exportXlsx}
        </Button>
      </div>

      <label className={styles.file} htmlFor={inputId}>
        {IMPORT_TEXT.chooseFile}
        <input id={inputId} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => void choose(event)} disabled={busy !== null} />
      </label>

      {notice ? <p role="status">{notice}</p> : null}
      {error ? <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner> : null}
      {chosen.state === 'reading' ? <p role="status">{IMPORT_TEXT.reading}</p> : null}
      {chosen.state === 'problem' ? (
        <p role="alert" className={styles.problem}>
          {chosen.problem}
        </p>
      ) : null}

      {chosen.state === 'read' && preview ? (
        <section aria-labelledby="import-preview-title">
          <h2 id="import-preview-title">{IMPORT_TEXT.previewTitle(chosen.fileName)}</h2>
          <p className={styles.counts} data-testid="import-counts">
            {IMPORT_TEXT.counts(preview.counts)}
          </p>
          {refused > 0 ? (
            <p role="alert" className={styles.problem}>
              {CATALOGUE_IMPORT_MESSAGES.refusedWhole(refused)}
            </p>
          ) : changes === 0 ? (
            <p>{IMPORT_TEXT.nothingToApply}</p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void apply()} disabled={refused > 0 || changes === 0 || busy !== null}>
              {busy === 'apply' ? IMPORT_TEXT.applying : IMPORT_TEXT.apply}
            </Button>
          </div>
          {preview.rows.length > shownRows.length ? <p>{IMPORT_TEXT.shownRows(shownRows.length, preview.rows.length)}</p> : null}
          <PreviewTable rows={shownRows} />
        </section>
      ) : null}

      {last && last.undoneAt === null ? (
        <div className={styles.actions}>
          <p>{IMPORT_TEXT.lastImport(last.fileName, last.importedAt.toLocaleString())}</p>
          <Button variant="danger" onClick={() => void undo()} disabled={busy !== null}>
            {busy === 'undo' ? IMPORT_TEXT.undoing : IMPORT_TEXT.undo}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{IMPORT_TEXT.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{IMPORT_TEXT.columnRow}</th>
            <th scope="col">{IMPORT_TEXT.columnName}</th>
            <th scope="col">{IMPORT_TEXT.columnResult}</th>
            <th scope="col">{IMPORT_TEXT.columnWhy}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.status === 'refused' ? styles.refused : undefined}>
              <th scope="row">{row.line}</th>
              <td>{row.name}</td>
              <td>{STATUS_TEXT[row.status]}</td>
              <td>
                {row.problems.length + row.notes.length > 0 ? (
                  <ul>
                    {[...row.problems, ...row.notes].map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
