/** React 19 hosts the elements directly in JSX (test/frameworks/react19/Chat.tsx, the README snippet). */
import { createElement, version } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from './react19/Chat.js';
import { reactHostTests } from './react-host.js';

describe('host: React 19, elements in JSX', () => {
  reactHostTests({ major: 19, version, createElement, createRoot, Chat });
});
