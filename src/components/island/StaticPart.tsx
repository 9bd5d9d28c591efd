import { memo, Suspense, use, useState, type ComponentType, type ReactElement } from 'react';
import { isAdoptingServerHtml } from '../../hydration';
import { fulfilled } from '../../onDemand';
import type { LazyComponent } from './lazyComponent';

/**
 * A part of a prerendered page that never changes after the first paint (issue 39: text,
 * pictures, the footer's columns, the plans): hydration leaves it alone. The server renders it in
 * full inside a Suspense boundary; while the page hydrates, the boundary suspends on a promise
 * that never settles, so React keeps the server's HTML as it is, runs none of the part's code and
 * attaches no handlers in it. Rendered later (a client-side navigation, a render without server
 * HTML), it renders its content as any component.
 *
 * Its links have no handlers of their own then: staticLinks.ts navigates them inside the site.
 *
 * Props must be stable (primitives, module constants): a dehydrated boundary that receives new
 * props is thrown away and rendered on the client (its fallback, the same content: correct, but
 * the work saved is spent). So a static part is a component made once at module level, rendered
 * with strings and numbers only.
 */
const never = new Promise<never>(() => {});

/** Marks the wrapper of a static part, for the delegated link handler and for tests. */
export const staticPartAttribute = 'data-static-part';

type PartComponent<P> = ComponentType<P> | LazyComponent<P>;

function Frozen<P extends object>({ frozen, component, props }: { frozen: boolean; component: PartComponent<P>; props: P }): ReactElement {
  if (frozen) use(never);
  // A part whose code comes on demand: needed only when it renders on the client (a navigation).
  // Always through use(), also once the code is loaded (see `fulfilled`).
  const Component = 'load' in component ? use(component.current() ? fulfilled(component.current()!) : component.load()) : component;
  return <Component {...props} />;
}

/**
 * `hasLinks`: whether a part rendered with these props holds links. Only those are wrapped in an
 * element with the mark (the link handler's way to know them); a part without links needs no
 * element of its own, and every byte of the page counts (the 14 KB HTML budget).
 */
export function staticPart<P extends object>(component: PartComponent<P>, hasLinks: (props: P) => boolean = () => true): (props: P) => ReactElement {
  function StaticPart(props: P): ReactElement {
    // Decided when the part is first rendered: React tries a boundary nested in the page's later,
    // maybe after the page has been marked hydrated, and it must still find the server's HTML kept.
    const [frozen] = useState(isAdoptingServerHtml);
    const boundary = (
      // Never shown while the server's HTML is kept. Should React throw that HTML away (new props
      // or a context change reaching the boundary before it hydrated), it renders the content here
      // instead of nothing. A part whose code is on demand has none to show yet.
      <Suspense fallback={'load' in component ? null : <Frozen frozen={false} component={component} props={props} />}>
        <Frozen frozen={frozen} component={component} props={props} />
      </Suspense>
    );
    // `display: contents`: the wrapper adds no box, so the layout is the same with or without it.
    return hasLinks(props) ? (
      <div {...{ [staticPartAttribute]: '' }} style={{ display: 'contents' }}>
        {boundary}
      </div>
    ) : (
      boundary
    );
  }
  return memo(StaticPart) as unknown as (props: P) => ReactElement;
}
