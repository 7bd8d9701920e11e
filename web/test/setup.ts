import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes import their module on first render; on a cold transform cache under a
// loaded CI machine that can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// relay-test-utils' mock environment spies on its methods through a global `jest`.
Object.assign(globalThis, { jest: vi });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
