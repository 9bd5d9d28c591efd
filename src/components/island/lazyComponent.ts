import type { ComponentType } from 'react';
import { onDemand, type OnDemand } from '../../onDemand';

/** A component whose code is fetched on demand; once loaded, rendering it never suspends. */
export type LazyComponent<P> = OnDemand<ComponentType<P>>;

export const lazyComponent = <P>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> => onDemand(importer);
