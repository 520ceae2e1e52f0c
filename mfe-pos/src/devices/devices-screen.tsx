// Settings › Devices (issue #45, point 3): pair this device's receipt printer (Web Serial, WebUSB
// or Web Bluetooth, where the browser has them), its paper width, a test page, the cash drawer,
// and "print on Complete". The settings are this device's (@shop/shared/printer, device-settings.ts).
import { useState } from 'react';
import { operatorAccess } from '@shop/shared/domain';
import { useBusiness, useTillOperator } from '@shop/shared/session';
import { Button, Checkbox, SegmentedControl, ThemeRoot } from '@shop/shared/ui';
import { BROWSER_TRANSPORTS, browserConnections, CONNECTION_LABELS, loadPrintJobs, PAPER_WIDTHS, PrinterError, useDeviceSettings } from '@shop/shared/printer';
import type { PaperWidth, PrinterConnection, PrinterTransports } from '@shop/shared/printer';
import { DEVICES_TEXT as T, printerProblemText } from './devices-words';
import styles from './devices-screen.module.css';

export interface DevicesScreenProps {
  /** How the printer is reached; the browser's own by default (the stories and tests give the recording stand-in). */
  transports?: PrinterTransports;
  /** Which connections this browser has; read from the browser by default. */
  connections?: Readonly<Record<PrinterConnection, boolean>>;
}

/** The remote's root for the Devices view. */
export function DevicesScreen(props: DevicesScreenProps) {
  return (
    <ThemeRoot className={styles.root}>
      <DevicesSettings {...props} />
    </ThemeRoot>
  );
}

const PAIR_LABELS: Readonly<Record<PrinterConnection, string>> = { usb: T.pairUsb, serial: T.pairSerial, bluetooth: T.pairBluetooth };
const CONNECTION_ORDER: readonly PrinterConnection[] = ['usb', 'serial', 'bluetooth'];

type Status = { kind: 'busy' | 'done'; text: string } | { kind: 'problem'; text: string } | null;

function problemWords(error: unknown, name: string): string {
  return error instanceof PrinterError ? printerProblemText(error.problem, name) : printerProblemText('failed', name);
}

export function DevicesSettings({ transports = BROWSER_TRANSPORTS, connections = browserConnections() }: DevicesScreenProps) {
  const operator = useTillOperator();
  const business = useBusiness();
  const [settings, change] = useDeviceSettings();
  const [status, setStatus] = useState<Status>(null);
  const businessName = business.status === 'ready' ? business.business.businessName : null;
  // The test page prints the shop's logo as a receipt does (print-jobs.ts, printTestPage).
  const logoUrl = business.status === 'ready' ? (business.business.logoUrl ?? null) : null;
  const printer = settings.printer;
  const available = CONNECTION_ORDER.filter((connection) => connections[connection]);

  if (operatorAccess(operator, 'edit-business') === 'no') {
    return (
      <section className={styles.screen} aria-labelledby="devices-title">
        <h1 id="devices-title" className={styles.title}>
          {T.title}
        </h1>
        <p className={styles.error} role="alert">
          {T.notAllowed}
        </p>
      </section>
    );
  }

  const pair = async (connection: PrinterConnection) => {
    setStatus({ kind: 'busy', text: T.pairing });
    try {
      const transport = await transports[connection]();
      const paired = await transport.pair();
      change({ printer: paired });
      setStatus({ kind: 'done', text: T.pairedNow(paired.name) });
    } catch (error) {
      setStatus({ kind: 'problem', text: problemWords(error, 'The printer') });
    }
  };

  const send = async (job: 'test' | 'drawer') => {
    if (!printer) return;
    setStatus({ kind: 'busy', text: job === 'test' ? T.testPage : T.openDrawer });
    try {
      const jobs = await loadPrintJobs();
      const target = { printer, paper: settings.paper, transports };
      if (job === 'test') await jobs.printTestPage(businessName, target, { logoUrl });
      else await jobs.openDrawer(target);
      setStatus({ kind: 'done', text: job === 'test' ? T.testPageSent(printer.name) : T.drawerSent(printer.name) });
    } catch (error) {
      setStatus({ kind: 'problem', text: problemWords(error, printer.name) });
    }
  };

  const busy = status?.kind === 'busy';
  return (
    <section className={styles.screen} aria-labelledby="devices-title">
      <h1 id="devices-title" className={styles.title}>
        {T.title}
      </h1>
      <p className={styles.hint}>{T.subtitle}</p>
      <section className={styles.section} aria-labelledby="devices-printer">
        <h2 id="devices-printer" className={styles.sectionTitle}>
          {T.printerHeading}
        </h2>
        {printer ? (
          <p className={styles.printer} data-testid="paired-printer">
            {T.paired(printer.name, CONNECTION_LABELS[printer.connection])}
          </p>
        ) : (
          <p className={styles.hint}>{T.noPrinter}</p>
        )}
        {available.length > 0 ? (
          <div className={styles.actions}>
            {available.map((connection) => (
              <Button key={connection} variant={printer ? 'secondary' : 'primary'} disabled={busy} onClick={() => void pair(connection)}>
                {PAIR_LABELS[connection]}
              </Button>
            ))}
          </div>
        ) : (
          <p className={styles.hint} role="note">
            {T.noConnections}
          </p>
        )}
        {/* The control's own name is its aria-label; the words show it to the eye too. */}
        <p className={styles.fieldLabel} aria-hidden="true">
          {T.paperLabel}
        </p>
        <SegmentedControl<PaperWidth>
          label={T.paperLabel}
          options={PAPER_WIDTHS.map((paper) => ({ value: paper, label: `${paper} mm` }))}
          value={settings.paper}
          onChange={(paper) => change({ paper })}
        />
        <Checkbox
          asSwitch
          label={T.printOnComplete}
          hint={printer ? T.printOnCompleteHint : T.printOnCompleteNeedsPrinter}
          checked={settings.printOnComplete}
          disabled={!printer}
          onCheckedChange={(printOnComplete) => change({ printOnComplete })}
        />
        {printer ? (
          <div className={styles.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => void send('test')}>
              {T.testPage}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void send('drawer')}>
              {T.openDrawer}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                change({ printer: null, printOnComplete: false });
                setStatus({ kind: 'done', text: T.forgotten });
              }}
            >
              {T.forget}
            </Button>
          </div>
        ) : null}
        <p className={status?.kind === 'problem' ? styles.error : styles.status} role={status?.kind === 'problem' ? 'alert' : 'status'}>
          {status?.text ?? ''}
        </p>
      </section>
    </section>
  );
}
