// Reads a windowed list (shared/src/ui/virtual-list.tsx) as a person sees it: its scroller (the
// region named by the list's label), the rows it has rendered (each an <li> with data-index and
// aria-posinset/aria-setsize) and where they are on screen, and scrolls it the way a person would.

/**
 * Waits for the page's finite animations (a dialog scaling in changes every box it holds), then
 * until the rendered rows and the list's height stay the same for two frames (at most `timeout` ms).
 */
export function settle(scroller, { timeout = 2000 } = {}) {
  return scroller.evaluate(async (element, timeout) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => {}))), new Promise((resolve) => setTimeout(resolve, timeout))]);
    const list = element.querySelector(':scope > ul');
    const shape = () => `${element.scrollTop}|${element.scrollHeight}|${list?.style.height}|${[...(list?.children ?? [])].map((li) => `${li.dataset.index}:${li.style.transform}:${li.offsetHeight}`).join(',')}`;
    const deadline = performance.now() + timeout;
    let before = shape();
    let stable = 0;
    while (stable < 2 && performance.now() < deadline) {
      await frame();
      const now = shape();
      stable = now === before ? stable + 1 : 0;
      before = now;
    }
  }, timeout);
}

/**
 * Where everything is: the scroller's offsets, its visible box (inside its borders), the list's box,
 * and each rendered row's box, its content's box and its first line of text, in index order.
 */
export function measure(scroller) {
  return scroller.evaluate((element) => {
    const list = element.querySelector(':scope > ul');
    const box = element.getBoundingClientRect();
    const viewTop = box.top + element.clientTop;
    const listBox = list.getBoundingClientRect();
    const rows = [...list.children]
      .map((li) => {
        const r = li.getBoundingClientRect();
        const content = li.firstElementChild?.getBoundingClientRect() ?? r;
        return {
          index: Number(li.dataset.index),
          posinset: Number(li.getAttribute('aria-posinset')),
          setsize: Number(li.getAttribute('aria-setsize')),
          top: r.top,
          bottom: r.bottom,
          contentTop: content.top,
          contentBottom: content.bottom,
          text: li.innerText.replace(/\s+/g, ' ').trim(),
        };
      })
      .sort((a, b) => a.index - b.index);
    return {
      scrollTop: element.scrollTop,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      viewTop,
      viewBottom: viewTop + element.clientHeight,
      listTop: listBox.top,
      listHeight: listBox.height,
      // Room a list may leave after its last row (the till's, on a phone, under the "View sale" bar).
      paddingBottom: Number.parseFloat(getComputedStyle(element).paddingBottom) || 0,
      windowHeight: window.innerHeight,
      rows,
    };
  });
}

/**
 * What is wrong with the layout measured (an empty list when nothing is): rows not one after the
 * other, overlapping or leaving a gap (each row's top is the previous row's bottom within 1 px),
 * content spilling out of its row, the first or last row away from the list's edge, a scroll height
 * other than the list's, rows that leave part of the visible box empty.
 */
export function layoutProblems(m, { tolerance = 1 } = {}) {
  const problems = [];
  const { rows } = m;
  if (rows.length === 0) return ['no rows are rendered'];
  const size = rows[0].setsize;
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [rows[i - 1], rows[i]];
    if (b.index !== a.index + 1) problems.push(`row ${b.index} follows row ${a.index}`);
    const step = b.top - a.bottom;
    if (Math.abs(step) > tolerance) problems.push(`${step < 0 ? 'overlap' : 'gap'} of ${Math.abs(step).toFixed(1)}px between rows ${a.index} and ${b.index}`);
  }
  for (const row of rows) {
    if (row.posinset !== row.index + 1 || row.setsize !== size) problems.push(`row ${row.index} says it is ${row.posinset} of ${row.setsize}`);
    if (row.contentTop < row.top - tolerance || row.contentBottom > row.bottom + tolerance) {
      problems.push(`row ${row.index}'s content (${row.contentTop.toFixed(1)}–${row.contentBottom.toFixed(1)}) spills out of it (${row.top.toFixed(1)}–${row.bottom.toFixed(1)})`);
    }
  }
  if (rows[0].index === 0 && Math.abs(rows[0].top - m.listTop) > tolerance) problems.push(`the first row starts ${(rows[0].top - m.listTop).toFixed(1)}px below the list's top`);
  const listBottom = m.listTop + m.listHeight;
  const last = rows.at(-1);
  if (last.index === size - 1 && Math.abs(last.bottom - listBottom) > tolerance) problems.push(`the last row ends ${(listBottom - last.bottom).toFixed(1)}px above the list's bottom`);
  const content = Math.max(m.clientHeight, Math.round(m.listHeight + m.paddingBottom));
  if (Math.abs(m.scrollHeight - content) > tolerance) problems.push(`scrollHeight ${m.scrollHeight} is not the content's ${m.listHeight.toFixed(1)}px and its ${m.paddingBottom}px room after it`);
  // The visible box is filled: a row reaches its top, and one its bottom (unless the list ends sooner).
  if (!rows.some((r) => r.top <= m.viewTop + tolerance)) problems.push(`nothing is shown at the top of the list (first rendered row ${rows[0].index} at ${(rows[0].top - m.viewTop).toFixed(1)}px)`);
  if (listBottom > m.viewBottom + tolerance && !rows.some((r) => r.bottom >= m.viewBottom - tolerance)) {
    problems.push(`nothing is shown at the bottom of the list (last rendered row ${last.index} ends ${(m.viewBottom - last.bottom).toFixed(1)}px above it)`);
  }
  return problems;
}

/** Whether the row at `index` is on screen whole (in the scroller's visible box and the window) and not covered at its centre. */
export function rowOnScreen(scroller, index) {
  return scroller.evaluate((element, index) => {
    const li = element.querySelector(`:scope > ul > li[data-index="${index}"]`);
    if (!li) return { rendered: false };
    const box = element.getBoundingClientRect();
    const viewTop = box.top + element.clientTop;
    const viewBottom = viewTop + element.clientHeight;
    const r = li.getBoundingClientRect();
    const inScroller = r.top >= viewTop - 1 && r.bottom <= viewBottom + 1;
    const inWindow = r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { rendered: true, inScroller, inWindow, uncovered: !!hit && li.contains(hit), covering: hit && !li.contains(hit) ? (hit.closest('button, a, [role], section, header, nav')?.textContent ?? hit.tagName).replace(/\s+/g, ' ').trim().slice(0, 60) : null, text: li.innerText.replace(/\s+/g, ' ').trim(), top: r.top, bottom: r.bottom };
  }, index);
}

/** Scrolls the scroller to `top` (px) as dragging its scroll bar does, then lets it settle. */
export async function scrollListTo(scroller, top) {
  await scroller.evaluate((element, top) => {
    element.scrollTop = top;
  }, top);
  await settle(scroller);
}

/**
 * Scrolls to the very bottom as a person keeps dragging the scroll bar down: again while rows
 * measured on the way change the height. Returns how many drags it took.
 */
export async function scrollListToBottom(scroller, { tries = 10 } = {}) {
  for (let drag = 1; drag <= tries; drag += 1) {
    await scrollListTo(scroller, 1e9);
    const atBottom = await scroller.evaluate((element) => {
      const last = element.querySelector(':scope > ul > li:last-child');
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1 && Number(last?.getAttribute('aria-posinset')) === Number(last?.getAttribute('aria-setsize'));
    });
    if (atBottom) return drag;
  }
  throw new Error(`the list did not reach its bottom in ${tries} drags`);
}

/** Brings the whole scroller into the window (the page scrolls, as a person's thumb would). */
export async function showScroller(scroller) {
  await scroller.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: box.height > window.innerHeight ? 'start' : 'end' });
  });
}

/**
 * Presses `key` (End, PageDown…) on the focused list as a person does: waits for the animated
 * scroll to end (its scrollend, or `quiet` ms without one) and the rows to settle, and presses
 * again while the list is not at its end and rows measured on the way made it longer. Returns how
 * many presses it took.
 */
export async function pressUntilEnd(page, scroller, { key = 'End', presses = 6, quiet = 1500 } = {}) {
  for (let press = 1; press <= presses; press += 1) {
    await scroller.evaluate((element, quiet) => {
      window.__listScrollEnded = new Promise((resolve) => {
        element.addEventListener('scrollend', () => resolve(), { once: true });
        setTimeout(resolve, quiet);
      });
    }, quiet);
    await page.keyboard.press(key);
    await page.evaluate(() => window.__listScrollEnded);
    await settle(scroller);
    const atEnd = await scroller.evaluate((element) => {
      const last = element.querySelector(':scope > ul > li:last-child');
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1 && Number(last?.getAttribute('aria-posinset')) === Number(last?.getAttribute('aria-setsize'));
    });
    if (atEnd) return press;
  }
  throw new Error(`${key} did not bring the list to its end in ${presses} presses`);
}
