import { stateNotes, transitionLabel } from './mermaid';
import type { ChartModel, ChartState, ChartTransition } from './model';

/**
 * A layered layout of a statechart, small enough to own (no graph-layout dependency, no
 * browser): each compound state lays its children out in rows by distance from its initial
 * state (parallel regions side by side), nested states become boxes inside their parent's box,
 * and every arrow is routed orthogonally through the gaps between rows, where each label gets
 * a line of its own so no two labels overlap. Text is monospace so widths are exact.
 */
export const metrics = {
  charW: 7.2,
  titleH: 18,
  noteH: 15,
  padY: 8,
  padX: 12,
  minBoxW: 90,
  hGap: 40,
  trackH: 18,
  gapPad: 12,
  minGap: 36,
  innerPad: 16,
  initialPad: 28,
  loopReach: 26,
};

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedState extends Rect {
  state: ChartState;
  /** Height of the title and notes strip (the whole box for a simple state). */
  headerH: number;
  notes: string[];
  isContainer: boolean;
  /** A region of a parallel state. */
  isRegion: boolean;
}

export interface Arrow {
  transition: ChartTransition;
  /** Orthogonal polyline, first point on the source, last on the target. */
  points: Array<[number, number]>;
  label: string;
  labelAt: [number, number];
  labelAnchor: 'start' | 'middle';
  /** A dotted line from the arrow to a label set apart in its gap's label column. */
  leader?: [x1: number, x2: number, y: number];
  /** Self and internal transitions: drawn as a loop on the box's right side. */
  loop?: { box: Rect; y: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  arrows: Arrow[];
  /** Where each compound state's initial-state marker points. */
  initials: Array<{ target: Rect }>;
}

const HEADER = '(header)';
/** Arrows from or to a container's own box leave from under its title. */
const HEADER_ATTACH = { x: 8, w: 40 };
const LABEL_GAP = 6;
/** Ends sharing a side are END_STEP apart, over at most SPREAD of its width. */
const SPREAD = 0.7;
const END_STEP = 24;
const textW = (text: string) => text.length * metrics.charW;
export const labelW = (text: string) => textW(text) + 8;

type Route =
  | { kind: 'loop'; t: ChartTransition; label: string; box: string }
  | { kind: 'gap'; t: ChartTransition; label: string; from: string; to: string; scope: string; gap: number; track: number; down: boolean }
  | { kind: 'under'; t: ChartTransition; label: string; from: string; to: string; scope: string; gap: number; track: number }
  | {
      kind: 'long';
      t: ChartTransition;
      label: string;
      from: string;
      to: string;
      scope: string;
      down: boolean;
      fromGap: number;
      fromTrack: number;
      toGap: number;
      toTrack: number;
      lane: number;
    };

interface Box {
  state: ChartState;
  w: number;
  h: number;
  headerH: number;
  notes: string[];
  loopSpace: number;
  /** Containers only: children positions relative to this box. */
  children: Array<{ id: string; x: number; y: number }>;
  /** Gap index → y of its first track, relative to this box (gap -1 is under the header). */
  gapTop: Map<number, number>;
  /** Lane index → x, relative to this box. */
  laneX: number[];
}

export function layoutChart(model: ChartModel): ChartLayout {
  const byId = new Map([model.root, ...model.states].map((s) => [s.id, s]));
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let s = byId.get(id); s; s = s.parentId ? byId.get(s.parentId) : undefined) chain.unshift(s.id);
    return chain;
  };
  const within = (id: string, ancestorId: string) => ancestors(id).includes(ancestorId);
  const ranks = rankAll(model, ancestors);
  const routes = planRoutes(model, ancestors, ranks);
  const boxes = new Map<string, Box>();
  measure(model.root, { byId, routes, ranks, within }, boxes);

  const placed = new Map<string, Rect>();
  const out: PlacedState[] = [];
  const place = (id: string, x: number, y: number) => {
    const box = boxes.get(id)!;
    placed.set(id, { x, y, w: box.w, h: box.h });
    const parent = box.state.parentId ? byId.get(box.state.parentId) : undefined;
    out.push({
      x, y, w: box.w, h: box.h, state: box.state, headerH: box.headerH, notes: box.notes,
      isContainer: box.children.length > 0,
      isRegion: parent?.type === 'parallel',
    });
    for (const c of box.children) place(c.id, x + c.x, y + c.y);
  };
  place(model.root.id, 0, 0);

  const arrows = drawRoutes(routes, boxes, placed);
  const initials = [model.root, ...model.states]
    .filter((s) => s.initialId)
    .map((s) => ({ target: placed.get(s.initialId!)! }));
  const root = boxes.get(model.root.id)!;
  return { width: root.w + root.loopSpace + 1, height: root.h + 1, states: out, arrows, initials };
}

/** Decides, for every transition, which gap tracks and lanes it runs through. */
function planRoutes(model: ChartModel, ancestors: (id: string) => string[], ranks: Map<string, number>): Route[] {
  const tracks = new Map<string, number>(); // `${scope}|${gap}` → tracks used
  const lanes = new Map<string, number>();
  const takeTrack = (scope: string, gap: number) => {
    const key = `${scope}|${gap}`;
    const n = tracks.get(key) ?? 0;
    tracks.set(key, n + 1);
    return n;
  };
  const routes: Route[] = [];
  for (const t of model.transitions) {
    const label = transitionLabel(t);
    const targets = t.targetless ? [t.sourceId] : t.targetIds;
    for (const target of targets) {
      if (target === t.sourceId) {
        routes.push({ kind: 'loop', t, label, box: t.sourceId });
        continue;
      }
      const a = ancestors(t.sourceId);
      const b = ancestors(target);
      let depth = 0;
      while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth++;
      const scope = a[depth - 1];
      // Lifted to the scope's children; an endpoint that is the scope itself is its header.
      const from = a[depth] ?? HEADER;
      const to = b[depth] ?? HEADER;
      const rank = (id: string) => (id === HEADER ? -1 : ranks.get(id)!);
      const [rf, rt] = [rank(from), rank(to)];
      if (Math.abs(rf - rt) === 1) {
        const gap = Math.min(rf, rt);
        routes.push({ kind: 'gap', t, label, from: t.sourceId, to: target, scope, gap, track: takeTrack(scope, gap), down: rf < rt });
      } else if (rf === rt) {
        routes.push({ kind: 'under', t, label, from: t.sourceId, to: target, scope, gap: rf, track: takeTrack(scope, rf) });
      } else {
        const down = rf < rt;
        const fromGap = down ? rf : rf - 1;
        const toGap = down ? rt - 1 : rt;
        const lane = lanes.get(scope) ?? 0;
        lanes.set(scope, lane + 1);
        routes.push({
          kind: 'long', t, label, from: t.sourceId, to: target, scope, down,
          fromGap, fromTrack: takeTrack(scope, fromGap), toGap, toTrack: takeTrack(scope, toGap), lane,
        });
      }
    }
  }
  return routes;
}

/** Row of every state within its parent: breadth-first distance from the parent's initial state. */
function rankAll(model: ChartModel, ancestors: (id: string) => string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const parent of [model.root, ...model.states]) {
    if (!parent.childIds.length) continue;
    if (parent.type === 'parallel') {
      parent.childIds.forEach((id) => ranks.set(id, 0));
      continue;
    }
    const lift = (id: string) => {
      const chain = ancestors(id);
      const i = chain.indexOf(parent.id);
      return i >= 0 && i + 1 < chain.length ? chain[i + 1] : undefined;
    };
    const next = new Map<string, string[]>();
    for (const t of model.transitions) {
      const from = lift(t.sourceId);
      for (const target of t.targetIds) {
        const to = lift(target);
        if (from && to && from !== to) next.set(from, [...(next.get(from) ?? []), to]);
      }
    }
    const order = [parent.initialId ?? parent.childIds[0], ...parent.childIds];
    let base = 0;
    for (const start of order) {
      if (ranks.has(start)) continue;
      const queue = [start];
      ranks.set(start, base);
      let deepest = base;
      while (queue.length) {
        const id = queue.shift()!;
        for (const to of next.get(id) ?? []) {
          if (ranks.has(to)) continue;
          ranks.set(to, ranks.get(id)! + 1);
          deepest = Math.max(deepest, ranks.get(to)!);
          queue.push(to);
        }
      }
      base = deepest + 1;
    }
  }
  return ranks;
}

interface Graph {
  byId: Map<string, ChartState>;
  routes: Route[];
  ranks: Map<string, number>;
  within: (id: string, ancestorId: string) => boolean;
}

function measure(state: ChartState, graph: Graph, boxes: Map<string, Box>): Box {
  const m = metrics;
  const { byId, routes, ranks } = graph;
  const notes = stateNotes(state);
  const title = state.type === 'history' ? `H (${state.key})` : state.key || state.id;
  const headerH = m.padY + m.titleH + notes.length * m.noteH + (notes.length ? 2 : 0);
  const headerW = Math.max(m.minBoxW, textW(title) + 2 * m.padX, ...notes.map((n) => textW(n) + 2 * m.padX));
  const loops = routes.filter((r) => r.kind === 'loop' && r.box === state.id);
  const loopSpace = loops.length ? m.loopReach + 6 + Math.max(...loops.map((l) => labelW(l.label))) : 0;
  const minLoopH = loops.length * m.trackH + m.padY;

  if (!state.childIds.length) {
    const box: Box = {
      state, notes, headerH, loopSpace, children: [], gapTop: new Map(), laneX: [],
      w: headerW, h: Math.max(headerH + m.padY, minLoopH),
    };
    boxes.set(state.id, box);
    return box;
  }

  const children = state.childIds.map((id) => measure(byId.get(id)!, graph, boxes));
  const rows: Box[][] = [];
  children.forEach((c) => (rows[ranks.get(c.state.id)!] ??= []).push(c));
  orderRows(rows, graph);

  const scoped = routes.filter((r): r is Exclude<Route, { kind: 'loop' }> => r.kind !== 'loop' && r.scope === state.id);
  const tracksIn = (gap: number) =>
    scoped.reduce((n, r) => n + (r.kind === 'long' ? Number(r.fromGap === gap) + Number(r.toGap === gap) : Number(r.gap === gap)), 0);
  const gapH = (gap: number) => {
    const n = tracksIn(gap);
    if (gap === rows.length - 1 && n === 0) return m.innerPad;
    return Math.max(gap === -1 ? m.innerPad : m.minGap, n ? 2 * m.gapPad + n * m.trackH : 0);
  };
  const rowW = (row: Box[]) => row.reduce((w, c) => w + c.w + c.loopSpace, 0) + (row.length - 1) * m.hGap;
  const contentW = Math.max(...rows.map(rowW));
  const laneWidths = scoped.filter((r) => r.kind === 'long').map((r) => labelW(r.label) + 16);

  const placedChildren: Box['children'] = [];
  const gapTop = new Map<number, number>();
  let y = headerH;
  gapTop.set(-1, y + m.gapPad);
  y += gapH(-1);
  rows.forEach((row, r) => {
    const h = Math.max(...row.map((c) => c.h));
    let x = m.initialPad + (contentW - rowW(row)) / 2;
    for (const c of row) {
      placedChildren.push({ id: c.state.id, x, y: y + (h - c.h) / 2 });
      x += c.w + c.loopSpace + m.hGap;
    }
    y += h;
    gapTop.set(r, y + m.gapPad);
    y += gapH(r);
  });
  // Gap labels start right of their arrow's rightmost end: reserve room for them before the lanes.
  const rightOf = (id: string) => {
    if (id === state.id) return HEADER_ATTACH.x + HEADER_ATTACH.w;
    let level = placedChildren.find((c) => graph.within(id, c.id))!;
    let [x, w] = [level.x, boxes.get(level.id)!.w];
    while (level.id !== id) {
      level = boxes.get(level.id)!.children.find((c) => graph.within(id, c.id))!;
      [x, w] = [x + level.x, boxes.get(level.id)!.w];
    }
    // Ends are spread around the middle of a side (see drawRoutes): bound the rightmost one.
    const ends = routes.filter((r) => r.kind !== 'loop' && (r.from === id || r.to === id)).length;
    return x + w / 2 + Math.min(w * SPREAD / 2, (ends * END_STEP) / 2);
  };
  const gapEnds = (gap: number) =>
    scoped.flatMap((r) =>
      r.kind === 'long'
        ? [...(r.fromGap === gap ? [r.from] : []), ...(r.toGap === gap ? [r.to] : [])]
        : r.gap === gap ? [r.from, r.to] : [],
    );
  // A gap's labels share one column, right of every arrow end in that gap.
  const labelsRight = Math.max(
    0,
    ...rows.map((_, i) => i).concat(-1).map((gap) => {
      const labelled = scoped.filter((r): r is Extract<Route, { kind: 'gap' | 'under' }> => r.kind !== 'long' && r.gap === gap);
      if (!labelled.length) return 0;
      return Math.max(...gapEnds(gap).map(rightOf)) + LABEL_GAP + Math.max(...labelled.map((r) => labelW(r.label)));
    }),
  );
  const laneX: number[] = [];
  let x = Math.max(m.initialPad + contentW + m.hGap / 2, labelsRight + m.hGap / 2);
  for (const w of laneWidths) {
    laneX.push(x + w / 2);
    x += w;
  }
  const width = Math.max(headerW, x + m.innerPad);
  const box: Box = { state, notes, headerH, loopSpace, children: placedChildren, gapTop, laneX, w: width, h: Math.max(y, minLoopH) };
  boxes.set(state.id, box);
  return box;
}

/** Fewer crossings: each row sorted by the mean position of its neighbours in the row above. */
function orderRows(rows: Box[][], { routes, within }: Graph): void {
  const linked = (a: string, b: string) =>
    routes.some(
      (r) => r.kind !== 'loop' && ((within(r.from, a) && within(r.to, b)) || (within(r.from, b) && within(r.to, a))),
    );
  for (let r = 1; r < rows.length; r++) {
    const above = rows[r - 1].map((c) => c.state.id);
    const weight = (c: Box) => {
      const idx = above.map((id, i) => (linked(id, c.state.id) ? i : -1)).filter((i) => i >= 0);
      return idx.length ? idx.reduce((a, b) => a + b, 0) / idx.length : Number.POSITIVE_INFINITY;
    };
    const keyed = rows[r].map((c, i) => ({ c, i, w: weight(c) }));
    keyed.sort((a, b) => (a.w === b.w ? a.i - b.i : a.w - b.w));
    rows[r] = keyed.map((k) => k.c);
  }
}

/** Turns planned routes into points, spreading the ends that share a side of a box. */
function drawRoutes(routes: Route[], boxes: Map<string, Box>, placed: Map<string, Rect>): Arrow[] {
  const m = metrics;
  const headerRect = (scope: string): Rect => {
    const r = placed.get(scope)!;
    return { x: r.x + HEADER_ATTACH.x, y: r.y, w: HEADER_ATTACH.w, h: boxes.get(scope)!.headerH };
  };
  const endRect = (id: string, scope: string, lifted: boolean) => (lifted ? headerRect(scope) : placed.get(id)!);
  const trackY = (scope: string, gap: number, track: number) =>
    placed.get(scope)!.y + boxes.get(scope)!.gapTop.get(gap)! + track * m.trackH + m.trackH / 2;

  interface End {
    rect: Rect;
    side: 'top' | 'bottom';
    toward: number;
    x?: number;
  }
  const ends: End[] = [];
  const endsInGap = new Map<string, End[]>();
  const end = (rect: Rect, side: End['side'], toward: number, gapKey: string): End => {
    const e: End = { rect, side, toward };
    ends.push(e);
    endsInGap.set(gapKey, [...(endsInGap.get(gapKey) ?? []), e]);
    return e;
  };
  const labelColumn = (gapKey: string) => Math.max(...endsInGap.get(gapKey)!.map((e) => e.x!)) + LABEL_GAP;

  // Arrows are built once every end is known, since ends sharing a side are spread together.
  const pending: Array<() => Arrow> = [];
  for (const route of routes) {
    if (route.kind === 'loop') continue;
    const scopeRect = placed.get(route.scope)!;
    const src = endRect(route.from, route.scope, route.from === route.scope);
    const dst = endRect(route.to, route.scope, route.to === route.scope);
    if (route.kind === 'gap' || route.kind === 'under') {
      const y = trackY(route.scope, route.gap, route.track);
      // 'under' joins two states of one row through the gap below it.
      const down = route.kind === 'gap' && route.down;
      const gapKey = `${route.scope}|${route.gap}`;
      const a = end(src, route.kind === 'under' || down ? 'bottom' : 'top', dst.x + dst.w / 2, gapKey);
      const b = end(dst, route.kind === 'under' || !down ? 'bottom' : 'top', src.x + src.w / 2, gapKey);
      pending.push(() => {
        const [ax, ay] = at(a);
        const [bx, by] = at(b);
        const column = labelColumn(gapKey);
        return {
          transition: route.t,
          label: route.label,
          points: [[ax, ay], [ax, y], [bx, y], [bx, by]],
          labelAt: [column, y],
          labelAnchor: 'start',
          leader: column - Math.max(ax, bx) > LABEL_GAP + 1 ? [Math.max(ax, bx), column, y] : undefined,
        };
      });
    } else {
      const laneX = scopeRect.x + boxes.get(route.scope)!.laneX[route.lane];
      const y1 = trackY(route.scope, route.fromGap, route.fromTrack);
      const y2 = trackY(route.scope, route.toGap, route.toTrack);
      const a = end(src, route.down ? 'bottom' : 'top', laneX, `${route.scope}|${route.fromGap}`);
      const b = end(dst, route.down ? 'top' : 'bottom', laneX, `${route.scope}|${route.toGap}`);
      pending.push(() => {
        const [ax, ay] = at(a);
        const [bx, by] = at(b);
        return {
          transition: route.t,
          label: route.label,
          points: [[ax, ay], [ax, y1], [laneX, y1], [laneX, y2], [bx, y2], [bx, by]],
          labelAt: [laneX, (y1 + y2) / 2],
          labelAnchor: 'middle',
        };
      });
    }
  }

  // Ends sharing a side are spread along it, ordered by where their arrow heads.
  const sides = new Map<string, End[]>();
  for (const e of ends) {
    const key = `${e.rect.x},${e.rect.y},${e.rect.w},${e.rect.h},${e.side}`;
    sides.set(key, [...(sides.get(key) ?? []), e]);
  }
  for (const group of sides.values()) {
    group.sort((p, q) => p.toward - q.toward);
    group.forEach((e, i) => {
      const span = Math.min(e.rect.w * SPREAD, group.length * END_STEP);
      e.x = e.rect.x + e.rect.w / 2 - span / 2 + (span * (i + 0.5)) / group.length;
    });
  }
  function at(e: End): [number, number] {
    return [e.x!, e.side === 'top' ? e.rect.y : e.rect.y + e.rect.h];
  }

  const arrows = pending.map((build) => build());
  // Loops: stacked down the right side of their box.
  const loopsByBox = new Map<string, Route[]>();
  for (const r of routes) if (r.kind === 'loop') loopsByBox.set(r.box, [...(loopsByBox.get(r.box) ?? []), r]);
  for (const [id, loops] of loopsByBox) {
    const box = placed.get(id)!;
    const top = boxes.get(id)!.children.length ? box.y : box.y + (box.h - loops.length * m.trackH) / 2;
    loops.forEach((r, i) => {
      const y = top + m.trackH * (i + 0.5) + (boxes.get(id)!.children.length ? m.padY : 0);
      arrows.push({ transition: r.t, label: r.label, points: [], labelAt: [box.x + box.w + m.loopReach + 4, y], labelAnchor: 'start', loop: { box, y } });
    });
  }
  return arrows;
}
