import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment spies on its methods through a global `jest`.
Object.assign(globalThis, { jest: vi });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
