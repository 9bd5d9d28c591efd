import { fireEvent } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../src/pageModules';
import { routes } from '../../../src/routes';
import { renderPage } from './renderPage';

const templateRoutes = routes.filter((r) => r.page.startsWith('template/'));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('template pages must not fetch'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('every template page', () => {
  it('covers the eighteen template routes', () => {
    expect(templateRoutes.map((r) => r.path).sort()).toEqual(
      [
        '/marketing',
        '/startup',
        '/seo-agency',
        '/services',
        '/services-details',
        '/projects',
        '/projects-details',
        '/team',
        '/contact',
        '/blog',
        '/blog-details',
        '/products-list',
        '/products-details',
        '/cart',
        '/checkout',
        '/coming-soon',
        '/login',
        '/signup',
      ].sort(),
    );
  });

  it.each(templateRoutes.map((r) => [r.path, r] as const))('%s has one h1, reads as a sample, loads nothing and never submits', async (path, route) => {
    const Page = await loadPage(route.page);
    const { container, history } = renderPage(Page, path);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container).toHaveTextContent('Sample page');
    for (const form of container.querySelectorAll('form')) {
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      fireEvent(form, submit);
      expect(submit.defaultPrevented, `a form on ${path} would leave the page`).toBe(true);
    }
    expect(history).toEqual([path]);
    expect(fetch).not.toHaveBeenCalled();
    for (const img of container.querySelectorAll('img')) expect(img).toHaveAttribute('alt');
  });

  it.each(templateRoutes.map((r) => [r.path, r] as const))(
    '%s has no accessibility violations axe can see without a layout',
    async (path, route) => {
      const Page = await loadPage(route.page);
      const { container } = renderPage(Page, path);
      const { violations } = await axe.run(container, {
        // jsdom has no layout: colour contrast is checked in the browser test; a page alone has no landmarks.
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
    30_000,
  ); // axe walks the whole page: seconds on a busy two-core machine
});
