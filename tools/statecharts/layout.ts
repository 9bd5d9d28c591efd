import ELK, { type ElkExtendedEdge, type ElkNode, type LayoutOptions } from 'elkjs/lib/elk.bundled.js';
import { stateNotes, transitionLabel } from './mermaid';
import type { ChartModel, ChartState, ChartTransition } from './model';

/**
 * A statechart laid out by ELK's layered algorithm (the engine the Stately tools use): this
 * module only measures the boxes and labels, hands ELK one graph with every nested state
 * inside its parent (`INCLUDE_CHILDREN`, so arrows between levels are routed together), and
 * reads the positions back. Text is monospace so widths are exact; the seed is pinned so the
 * same machine always gives the same picture.
 */
export const metrics = {
  charW: 7.2,
  titleH: 18,
  noteH: 15,
  padY: 8,
  padX: 12,
  minBoxW: 90,
  innerPad: 16,
  labelH: 16,
  initialR: 5,
  /** Space for the rule above a state's internal transitions. */
  ruleGap: 6,
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
  /** Transitions without a target, listed in the box under a rule, as UML draws internal transitions. */
  internals: Array<{ transition: ChartTransition; label: string }>;
  isContainer: boolean;
  /** A region of a parallel state. */
  isRegion: boolean;
}

export interface Arrow {
  transition: ChartTransition;
  /** Orthogonal polyline, first point on the source, last on the target. */
  points: Array<[number, number]>;
  label: string;
  labelBox: Rect;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  arrows: Arrow[];
  /** Each compound state's initial-state marker: a dot and its arrow to the initial child. */
  initials: Array<{ dot: Rect; points: Array<[number, number]> }>;
}

/**
 * One layered layout, top to bottom, nested states laid out with their parents. ELK reads these
 * from each compound state's own graph, not from the root alone, so every compound carries them.
 */
const layered: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.randomSeed': '1',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // Layers follow a walk from the initial state, so it stays on top and arrows back to earlier
  // states turn up. (Model-order strategies crash ELK 0.12.1 in hierarchical mode.)
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelLabel': '4',
};

/** Positions in the picture's coordinates, whatever the nesting. */
const chartOptions: LayoutOptions = {
  ...layered,
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const textW = (text: string) => text.length * metrics.charW;
export const labelW = (text: string) => textW(text) + 8;
export const stateTitle = (state: ChartState) => (state.type === 'history' ? `H (${state.key})` : state.key || state.id);
const initialId = (parentId: string) => `${parentId} (initial)`;

type Header = Pick<PlacedState, 'notes' | 'internals'> & { h: number; w: number };

/** Title, notes and internal transitions of a state: the strip's height and the width it needs. */
function header(state: ChartState, model: ChartModel): Header {
  const m = metrics;
  const notes = stateNotes(state);
  const internals = model.transitions.filter((t) => t.sourceId === state.id && t.targetless).map((t) => ({ transition: t, label: transitionLabel(t) }));
  const h = m.padY + m.titleH + notes.length * m.noteH + (notes.length ? 2 : 0) + internals.length * m.noteH + (internals.length ? m.ruleGap : 0);
  const lines = [stateTitle(state), ...notes, ...internals.map((i) => i.label)];
  const w = Math.max(m.minBoxW, ...lines.map((t) => textW(t) + 2 * m.padX));
  return { notes, internals, h, w };
}

function toElkNode(state: ChartState, model: ChartModel, byId: Map<string, ChartState>): ElkNode {
  const m = metrics;
  const { h, w } = header(state, model);
  if (!state.childIds.length) return { id: state.id, width: w, height: h + m.padY };
  const marker = state.initialId ? [{ id: initialId(state.id), width: 2 * m.initialR, height: 2 * m.initialR }] : [];
  return {
    id: state.id,
    layoutOptions: {
      ...layered,
      'elk.padding': `[top=${h + m.innerPad},left=${m.innerPad},bottom=${m.innerPad},right=${m.innerPad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${w}, ${h + m.padY})`,
    },
    children: [...marker, ...state.childIds.map((id) => toElkNode(byId.get(id)!, model, byId))],
  };
}

function toElkEdges(model: ChartModel): Array<ElkExtendedEdge & { transition?: ChartTransition; label?: string }> {
  const initials = [model.root, ...model.states]
    .filter((s) => s.initialId)
    .map((s) => ({ id: `${initialId(s.id)} edge`, sources: [initialId(s.id)], targets: [s.initialId!] }));
  const transitions = model.transitions.flatMap((t) => {
    const label = transitionLabel(t);
    return t.targetIds.map((target, i) => ({
      id: `${t.key}>${i}`,
      sources: [t.sourceId],
      targets: [target],
      labels: [{ text: label, width: labelW(label), height: metrics.labelH }],
      transition: t,
      label,
    }));
  });
  return [...initials, ...transitions];
}

const elk = new ELK();

export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  const byId = new Map([model.root, ...model.states].map((s) => [s.id, s]));
  const edges = toElkEdges(model);
  const graph: ElkNode = { id: '(chart)', layoutOptions: chartOptions, children: [toElkNode(model.root, model, byId)], edges };
  const laid = await elk.layout(graph);

  const placed = new Map<string, ElkNode>();
  const collect = (node: ElkNode) => {
    placed.set(node.id, node);
    node.children?.forEach(collect);
  };
  laid.children!.forEach(collect);
  const rect = (node: ElkNode): Rect => ({ x: node.x!, y: node.y!, w: node.width!, h: node.height! });

  const states = [model.root, ...model.states].map((state): PlacedState => {
    const { notes, internals, h } = header(state, model);
    const parent = state.parentId ? byId.get(state.parentId) : undefined;
    return {
      ...rect(placed.get(state.id)!),
      state,
      headerH: h,
      notes,
      internals,
      isContainer: state.childIds.length > 0,
      isRegion: parent?.type === 'parallel',
    };
  });
  const route = (edge: ElkExtendedEdge): Array<[number, number]> =>
    (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p): [number, number] => [p.x, p.y]));
  const laidEdges = new Map((laid.edges as ElkExtendedEdge[]).map((e) => [e.id, e]));
  const arrows = edges.flatMap((e): Arrow[] => {
    if (!e.transition) return [];
    const out = laidEdges.get(e.id)!;
    const label = out.labels![0];
    return [{ transition: e.transition, label: e.label!, points: route(out), labelBox: { x: label.x!, y: label.y!, w: label.width!, h: label.height! } }];
  });
  const initials = edges.filter((e) => !e.transition).map((e) => ({ dot: rect(placed.get(e.sources[0])!), points: route(laidEdges.get(e.id)!) }));
  // ELK's own size can fall a hair short of a label on the edge of the picture.
  const extent = (axis: 'x' | 'y', size: 'w' | 'h') =>
    Math.max(...arrows.flatMap((a) => [a.labelBox[axis] + a.labelBox[size], ...a.points.map((p) => p[axis === 'x' ? 0 : 1])]), 0);
  return { width: Math.max(laid.width!, extent('x', 'w')), height: Math.max(laid.height!, extent('y', 'h')), states, arrows, initials };
}
