// The store link as a QR code to print for the counter (issue #43). The encoder (uqr) is loaded
// on first use, in a chunk of its own, so neither the dashboard's first load nor the partner
// widget carries it. Drawn as one SVG path of dark modules, with the quiet zone the standard asks
// (border 4); the same SVG is offered as a file to download and print.
import { useEffect, useState } from 'react';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import styles from './online-store-screen.module.css';

/** The QR code's dark modules as an SVG path over a square of `size` modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** Encodes `text` (error correction M: a printed code survives a smudge) and draws its dark modules. */
export async function drawQrCode(text: string): Promise<QrDrawing> {
  const { encode } = await import(/* webpackChunkName: "online-only-store-qr" */ 'uqr');
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  // One rectangle per run of dark modules along a row.
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}

function svgText({ size, path }: QrDrawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

export function StoreQrCode({ link }: { link: string }) {
  const [drawn, setDrawn] = useState<{ link: string; drawing: QrDrawing | null } | null>(null);

  useEffect(() => {
    let current = true;
    drawQrCode(link).then(
      (drawing) => current && setDrawn({ link, drawing }),
      (error: unknown) => {
        console.warn(T.qrFailed, error);
        if (current) setDrawn({ link, drawing: null });
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (drawn === null || drawn.link !== link) {
    return (
      <p className={styles.qrPlaceholder} role="status">
        {T.qrLoading}
      </p>
    );
  }
  if (drawn.drawing === null) return <p className={styles.qrPlaceholder}>{T.qrFailed}</p>;
  const { size, path } = drawn.drawing;
  return (
    <figure className={styles.qr}>
      <svg className={styles.qrImage} role="img" aria-label={T.qrLabel(link)} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className={styles.hint}>{T.qrHint}</figcaption>
      <a className={styles.linkButton} href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(drawn.drawing))}`} download="store-qr-code.svg">
        {T.printQr}
      </a>
    </figure>
  );
}
