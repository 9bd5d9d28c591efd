import { render, within, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a page at `path` in a recorded memory location, as the shell's router would. */
export function renderPage(Page: ComponentType, path: string): RenderResult & { history: string[] } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <Page />
    </Router>,
  );
  return Object.assign(result, { history: location.history });
}

/** 'Subtotal' → '$1683.50': the rows of a definition list, as a visitor reads them. */
export function definitionRows(list: HTMLElement): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const dt of list.querySelectorAll('dt')) rows[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  return rows;
}

export const hrefOf = (el: HTMLElement): string | null => el.getAttribute('href');

export { within };
