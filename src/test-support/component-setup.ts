/**
 * The component lane's set-up (vitest.config.ts): jest-dom's matchers (`toHaveAccessibleDescription`,
 * `toBeInvalid`…) on Vitest's `expect`, and each test's rendering removed after it.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
