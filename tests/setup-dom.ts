import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Animations finish at once in tests.
Globals.assign({ skipAnimation: true });
afterEach(() => cleanup());
