#!/usr/bin/env node
// The `question-elements` command: the line wizard for question sets in a terminal (see the README).
import '../dist/npm/cli.js';
