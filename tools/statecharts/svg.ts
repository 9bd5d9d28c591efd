import { layoutChart, metrics, stateTitle, type Arrow, type PlacedState } from './layout';
import type { ChartModel } from './model';

/**
 * The chart as a standalone SVG (for readers whose viewer does not render Mermaid). Same
 * input, same bytes: coordinates are rounded and nothing depends on time or environment.
 */
const colors = {
  ink: '#1f2937',
  muted: '#475569',
  line: '#64748b',
  box: '#ffffff',
  container: '#f1f5f9',
  accent: '#0f766e',
};

const n = (v: number) => String(Math.round(v * 10) / 10);
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function toSvg(model: ChartModel): Promise<string> {
  const layout = await layoutChart(model);
  const margin = 12;
  const width = layout.width + 2 * margin;
  const height = layout.height + 2 * margin;
  const body = [
    ...layout.states.map(renderState),
    ...layout.initials.map(
      ({ dot, points }) =>
        `<circle cx="${n(dot.x + dot.w / 2)}" cy="${n(dot.y + dot.h / 2)}" r="${metrics.initialR}" fill="${colors.accent}"/><path d="${pathData(points)}" class="edge"/>`,
    ),
    ...layout.arrows.map(renderArrowLine),
    ...layout.arrows.map(renderArrowLabel),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img" aria-labelledby="title">`,
    `<title id="title">Statechart of the ${esc(model.id)} machine</title>`,
    '<defs>',
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${colors.line}"/></marker>`,
    '<style>',
    `text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;font-size:12px;fill:${colors.ink}}`,
    `.title{font-weight:700}.note{fill:${colors.muted};font-size:11px}`,
    `.edge{fill:none;stroke:${colors.line};stroke-width:1.2;marker-end:url(#arrow)}`,
    '.label-bg{fill:#fff;fill-opacity:0.92}',
    `.rule{fill:none;stroke:${colors.line};stroke-width:0.8}.internal{font-size:11px}`,
    '</style>',
    '</defs>',
    `<g transform="translate(${margin} ${margin})">`,
    ...body,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

function renderState(s: PlacedState): string {
  const m = metrics;
  const fill = s.isContainer ? colors.container : colors.box;
  // A parallel state's regions are dashed, like UML's region separators.
  const dashed = s.isRegion ? ' stroke-dasharray="5 4"' : '';
  const title = stateTitle(s.state);
  const parts = [
    `<g data-state="${esc(s.state.id)}">`,
    `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" rx="${s.isContainer ? 10 : 8}" fill="${fill}" stroke="${colors.ink}" stroke-width="1.2"${dashed}/>`,
  ];
  if (s.state.type === 'final') {
    parts.push(`<rect x="${n(s.x + 3)}" y="${n(s.y + 3)}" width="${n(s.w - 6)}" height="${n(s.h - 6)}" rx="6" fill="none" stroke="${colors.ink}"/>`);
  }
  // A simple state's text is centred; a container's sits in its top-left corner.
  const cx = s.isContainer ? s.x + m.padX : s.x + s.w / 2;
  const anchor = s.isContainer ? 'start' : 'middle';
  const textTop = s.isContainer ? s.y + m.padY : s.y + (s.h - (s.headerH - m.padY)) / 2;
  parts.push(`<text x="${n(cx)}" y="${n(textTop + 13)}" text-anchor="${anchor}" class="title">${esc(title)}</text>`);
  s.notes.forEach((note, i) => {
    parts.push(`<text x="${n(cx)}" y="${n(textTop + m.titleH + 2 + m.noteH * i + 10)}" text-anchor="${anchor}" class="note">${esc(note)}</text>`);
  });
  if (s.internals.length) {
    const ruleY = textTop + m.titleH + (s.notes.length ? 2 + m.noteH * s.notes.length : 0) + m.ruleGap / 2;
    parts.push(`<path d="M${n(s.x)} ${n(ruleY)}H${n(s.x + s.w)}" class="rule"/>`);
    s.internals.forEach(({ transition, label }, i) => {
      const y = ruleY + m.ruleGap / 2 + m.noteH * i + 10;
      parts.push(`<text x="${n(cx)}" y="${n(y)}" text-anchor="${anchor}" class="internal" data-transition="${esc(transition.key)}">${esc(label)}</text>`);
    });
  }
  parts.push('</g>');
  return parts.join('');
}

const pathData = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

function renderArrowLine(a: Arrow): string {
  return `<path d="${pathData(a.points)}" class="edge" data-transition="${esc(a.transition.key)}"/>`;
}

function renderArrowLabel(a: Arrow): string {
  const { x, y, w, h } = a.labelBox;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="3" class="label-bg"/>` +
    `<text x="${n(x + w / 2)}" y="${n(y + h / 2 + 4)}" text-anchor="middle">${esc(a.label)}</text>`
  );
}
