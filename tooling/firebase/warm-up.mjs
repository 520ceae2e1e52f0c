// Warms the official Firestore emulator up for one project before a test hands it to a browser.
//
// The emulator prints "Dev App Server is now running" (./official-firestore.mjs waits for that)
// long before it answers quickly: it initialises lazily. On the project's 2-core machines (load
// average 7 to 11 while others build and test) the first request of any kind took 5–10 s, the
// first to each further project id 2–4.6 s, the first its rules decide 0.7–1.5 s more, the first
// WebChannel Listen 0.4–1 s more; afterwards each takes tens of milliseconds. Whoever asks first
// pays. When that is a browser's live query this device has never synced (nothing of it in the
// persistent cache), the SDK raises no snapshot until the server answers (it falls back to the
// cache only if the channel has not opened within 10 s), so the screen keeps its spinner: in
// Chromium, a dashboard whose listen was the emulator's first request answered 7 s after login,
// 1.3 s after this warm-up; on a machine busier still, the till's "Loading products…" for over 20 s.
// Real Firestore has no such start-up, and the product rightly waits for the server there.
//
// `warmUpFirestore({ host, projectId })` pays that cost up front: a read as an administrator
// (`Bearer owner`, past the rules) and one the rules refuse (a visitor's), both for `projectId`,
// then a WebChannel Listen handshake carrying one target, as the browser SDK sends it (skipped
// with `webChannel: false`). Returns how long each took, in ms.
// `node tooling/firebase/warm-up.mjs` measures it on a fresh emulator.
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';

const CHANNEL_QUERY = (database, rid) =>
  `VER=8&database=${encodeURIComponent(database)}&RID=${rid}&CVER=22&X-HTTP-Session-Id=gsessionid&zx=warmup${rid}&t=1`;

async function timed(run) {
  const started = performance.now();
  await run();
  return Math.round(performance.now() - started);
}

export async function warmUpFirestore({ host, projectId, webChannel = true, timeoutMs = 120_000 }) {
  const database = `projects/${projectId}/databases/(default)`;
  const documents = `http://${host}/v1/${database}/documents`;
  const signal = AbortSignal.timeout(timeoutMs);
  const took = {};
  took.admin = await timed(async () => {
    const response = await fetch(`${documents}/warm-up/admin`, { headers: { Authorization: 'Bearer owner' }, signal });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 404) throw new Error(`Firestore warm-up: an administrator's read answered ${response.status}`);
  });
  took.rules = await timed(async () => {
    const response = await fetch(`${documents}/businesses/warm-up`, { signal });
    await response.arrayBuffer();
    if (response.status !== 403 && response.status !== 404) throw new Error(`Firestore warm-up: a visitor's read answered ${response.status}, not a refusal`);
  });
  if (webChannel) {
    took.webChannel = await timed(async () => {
      // The handshake of a Listen channel carrying one target (a document nobody may read: the
      // answer is a refusal, which goes through the rules as well), as the browser SDK sends it.
      const target = JSON.stringify({ database, addTarget: { documents: { documents: [`${database}/documents/businesses/warm-up`] }, targetId: 2 } });
      const url = `http://${host}/google.firestore.v1.Firestore/Listen/channel?${CHANNEL_QUERY(database, 1)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `count=1&ofs=0&req0___data__=${encodeURIComponent(target)}`,
        signal,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`Firestore warm-up: the WebChannel handshake answered ${response.status}: ${text.slice(0, 200)}`);
      // Its session, closed again so that it holds nothing on the emulator.
      const sid = /"c","([^"]+)"/.exec(text)?.[1];
      if (sid) {
        await fetch(`http://${host}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(database)}&SID=${encodeURIComponent(sid)}&RID=2&TYPE=terminate&zx=warmupend`, { signal })
          .then((r) => r.arrayBuffer())
          .catch(() => {});
      }
    });
  }
  return took;
}

// `node tooling/firebase/warm-up.mjs`: starts a fresh official emulator on a free port and prints
// what the warm-up took the first time, the second time, and for a second project id.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { createOfficialFirestore, findOfficialFirestore } = await import('./official-firestore.mjs');
  const official = findOfficialFirestore();
  if (!official.jar) {
    console.log(`warm-up: ${official.reason}`);
    process.exit(0);
  }
  const port = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  const firestore = createOfficialFirestore({ jar: official.jar, port });
  const started = performance.now();
  await firestore.start();
  console.log(`"Dev App Server is now running" after ${Math.round(performance.now() - started)} ms`);
  try {
    const host = `127.0.0.1:${port}`;
    console.log('first warm-up (ms):', await warmUpFirestore({ host, projectId: 'demo-warm-up' }));
    console.log('second warm-up (ms):', await warmUpFirestore({ host, projectId: 'demo-warm-up' }));
    console.log('another project id (ms):', await warmUpFirestore({ host, projectId: 'demo-warm-up-2' }));
  } finally {
    await firestore.stop();
  }
}
