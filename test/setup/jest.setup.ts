import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import fs from 'node:fs';
import path from 'node:path';

import { parse } from 'dotenv';

// The app reads the signing key from process.env.API_SECRET (webpack inlines it in builds).
// Tests use the dev value from .env.example unless the environment sets one.
if (!process.env.API_SECRET) {
  const example = parse(fs.readFileSync(path.resolve(__dirname, '../../.env.example')));
  process.env.API_SECRET = example.API_SECRET ?? '';
}

import { fillJsdomGaps } from './jsdomGaps';

// `findBy…` and `waitFor` give up after 10 s instead of 1: on a 2-core machine shared with a
// build, answers took seconds. A limit, not a wait: a passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 });

// Node-environment tests (the prerender renders as in the build) have no DOM to fill in.
if (typeof window !== 'undefined') fillJsdomGaps();

// The checkout keeps its progress in sessionStorage: every test starts in a fresh tab. Cleared
// before each test too: a finished test's store may still write (an order completing after the
// last assertion), and the next store would start from it.
if (typeof window !== 'undefined') {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => window.sessionStorage.clear());
}
