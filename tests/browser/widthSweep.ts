/**
 * Sweeps one page across widths inside the browser: the page is loaded once in a frame of the
 * test's host page and the frame is narrowed step by step, each width measured in the same task.
 * A frame's media queries and viewport units follow its own size as a window's do; resizing the
 * window itself instead cost a round trip to the browser and a resize message per width (30-40 ms
 * each on the busy 2-core machine, against 17 ms of layout). Self-contained: it runs in the page.
 */
export interface SweepProblem {
  width: number;
  /** What a visitor would see go wrong at that width. */
  problem: string;
  /** How many px too wide, for a page wider than the screen. */
  by?: number;
}

export interface SweepRequest {
  path: string;
  from: number;
  to: number;
  step: number;
  height: number;
  /** Also check that every field's placeholder (a select: its shown option) fits its field. */
  placeholders: boolean;
}

export async function sweepInFrame({ path, from, to, step, height, placeholders }: SweepRequest): Promise<{ widths: number; problems: SweepProblem[] }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `position: fixed; top: 0; left: 0; border: 0; height: ${height}px; width: ${to}px; background: #fff;`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  // The frame's own classes: an element of its document is not an instance of the host's.
  const win = frame.contentWindow! as unknown as typeof globalThis;
  const doc = frame.contentDocument!;
  const deadline = performance.now() + 30_000;
  while (!doc.getElementById('root')?.hasAttribute('data-hydrated')) {
    if (performance.now() > deadline) throw new Error(`${path} did not hydrate`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await doc.fonts.ready;
  // Scrollbars as a phone's and the test browser's window's (overlaid, taking no width); the home
  // sections, laid out only near the viewport, laid out here, so text they would clip is seen.
  const style = doc.createElement('style');
  style.textContent = 'html { scrollbar-width: none; } main section { content-visibility: visible !important; }';
  doc.head.append(style);

  // Both sides of every width at which the site's CSS changes, besides the regular steps.
  const breakpoints = new Set<number>();
  const readRules = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof win.CSSMediaRule) {
        for (const m of rule.conditionText.matchAll(/(?:min|max)-width:\s*([\d.]+)px/g)) breakpoints.add(Math.round(Number(m[1])));
      }
      if ('cssRules' in rule) readRules((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of doc.styleSheets) readRules(sheet.cssRules);
  const widths = new Set<number>();
  for (let w = from; w <= to; w += step) widths.add(w);
  for (const b of breakpoints) for (const w of [b - 1, b, b + 1]) if (w >= from && w <= to) widths.add(w);

  const name = (el: Element) => el.tagName.toLowerCase() + (el.classList.length ? '.' + [...el.classList].join('.') : '');
  const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || /paint|content|strict/.test(s.contain) || s.contentVisibility === 'auto';
  const measureText = doc.createElement('canvas').getContext('2d')!;
  const range = doc.createRange();

  const problems: SweepProblem[] = [];
  for (const width of [...widths].sort((a, b) => b - a)) {
    frame.style.width = `${width}px`;
    const vw = doc.documentElement.clientWidth;
    const overflow = doc.documentElement.scrollWidth - vw;
    if (overflow > 0) problems.push({ width, problem: 'wider than the screen', by: overflow });
    // Text running off the screen, or out of the nearest box that clips it (unless that box scrolls).
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      const el = node.parentElement;
      if (!el || !text.trim() || el.closest('script, style, noscript, template, .visually-hidden, [hidden]')) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      if (r.right > vw + 1 || r.left < -1) problems.push({ width, problem: `${name(el)} ${quote(text)} runs off the screen` });
      for (let box: Element | null = el; box && box !== doc.body; box = box.parentElement) {
        const s = win.getComputedStyle(box);
        if (!clips(s)) continue;
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') break;
        const b = box.getBoundingClientRect();
        if (r.right > b.right + 1 || r.left < b.left - 1) problems.push({ width, problem: `${name(el)} ${quote(text)} cut by ${name(box)}` });
        break;
      }
    }
    // A placeholder says what to type and, by its asterisk, that the field is required: cut short, it says neither.
    if (placeholders) {
      for (const el of doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('main input[placeholder], main select')) {
        if (!el.offsetParent) continue;
        const s = win.getComputedStyle(el);
        const text = el instanceof win.HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.placeholder;
        const arrow = el instanceof win.HTMLSelectElement ? 20 : 0;
        measureText.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
        if (measureText.measureText(text).width > room) problems.push({ width, problem: `the placeholder of ${el.name} ${quote(text)} is cut` });
      }
    }
  }
  frame.remove();
  return { widths: widths.size, problems };
}

/** Folds one page's problems into one line per problem with the widths where it happens. */
export function foldByProblem(path: string, problems: SweepProblem[]): string[] {
  const widths = new Map<string, [number, string][]>();
  for (const { width, problem, by } of problems) widths.set(problem, [...(widths.get(problem) ?? []), [width, by ? `${width} (by ${by})` : `${width}`]]);
  return [...widths].map(
    ([problem, at]) =>
      `${path}: ${problem} at ${at
        .sort((a, b) => a[0] - b[0])
        .map(([, w]) => w)
        .join(', ')} px`,
  );
}
