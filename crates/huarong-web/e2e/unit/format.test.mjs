// The judge's format, error places and the share link, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAMPLE, clock, decodeBits, encodeBits, errorPlace, fragment, fromParsed, judgeText, quoteLine, readFragment,
} from '../../page/js/format.js';
import { SAMPLE_PARSED } from './sample.mjs';

test('the library\'s reading of the sample becomes the page\'s puzzle, and writes back the same', () => {
  const puzzle = fromParsed(SAMPLE_PARSED);
  assert.equal(puzzle.rows, 3);
  assert.equal(puzzle.cols, 4);
  assert.deepEqual(puzzle.games[0], { blank: 9, piece: 1, target: 5 });
  assert.equal(judgeText(puzzle, puzzle.games), SAMPLE);
});

test('bits survive base64 at every length', () => {
  for (let length = 1; length < 40; length += 1) {
    const free = Uint8Array.from({ length }, (_, i) => (i * 7) % 3 === 0 ? 1 : 0);
    assert.deepEqual(decodeBits(encodeBits(free), length), free);
  }
  assert.throws(() => decodeBits(encodeBits(new Uint8Array(16)), 30), /wrong length/);
});

test('a share link carries the board, the game and the mode; a generated board its parameters', () => {
  const puzzle = fromParsed(SAMPLE_PARSED);
  const link = fragment(puzzle, puzzle.games, 1, 'watch', null);
  assert.match(link, /^#r=3&c=4&b=[\w-]+&g=3\.2\.1\.2\.2\.2_1\.2\.2\.2\.3\.2&k=2&m=watch$/);
  const back = readFragment(link);
  assert.deepEqual(back.board, { rows: 3, cols: 4, free: puzzle.free });
  assert.deepEqual(back.games, puzzle.games);
  assert.equal(back.selected, 1);
  assert.equal(back.mode, 'watch');
  // A generated board of any size is a few bytes: the generator draws it again.
  const origin = { family: 'random:0.2', rows: 1000, cols: 1000, games: 100, seed: 7, uniform: false };
  const generated = fragment({ rows: 1000, cols: 1000, free: new Uint8Array(1_000_000) }, [], 4, 'play', origin);
  assert.equal(generated, '#r=1000&c=1000&n=100&k=5&m=play&f=random%3A0.2&s=7');
  assert.deepEqual(readFragment(generated), { origin, selected: 4, mode: 'play' });
  assert.equal(readFragment('#r=10&c=x&n=1&f=rooms&s=1'), null);
  const plain = readFragment(fragment(puzzle, puzzle.games, 0, 'edit', null));
  assert.equal(plain.mode, 'edit');
  assert.equal(plain.origin, null);
  assert.equal(readFragment(fragment(puzzle, puzzle.games, 0, 'learn', null)).mode, 'learn');
});

test('a broken link holds no puzzle', () => {
  assert.equal(readFragment(''), null);
  assert.equal(readFragment('#r=3&c=4&b=AAAA&g=&k=1'), null);
  assert.equal(readFragment('#r=1&c=1&b=gA&g='), null);
  const puzzle = fromParsed(SAMPLE_PARSED);
  const link = fragment(puzzle, puzzle.games, 0, 'edit', null);
  assert.equal(readFragment(link.replace('3.2.1.2.2.2', '9.2.1.2.2.2')), null);
  assert.equal(readFragment(link.replace(/&g=[\d._]+/, '&g=')), null, 'a board without a game');
  assert.equal(readFragment(`${link.replace('&k=1', '&k=7')}&m=fly`).selected, 1);
  assert.equal(readFragment(`${link}&m=fly`).mode, 'edit');
});

test('an error\'s place is quoted with a caret under its column', () => {
  const text = '3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 9 2\n';
  const place = errorPlace('line 5, column 9: game 1: the target at (9, 2) is outside the board', text);
  assert.deepEqual(place, { line: 5, column: 9, detail: 'game 1: the target at (9, 2) is outside the board', source: '3 2 1 2 9 2' });
  assert.equal(quoteLine(place), '5 | 3 2 1 2 9 2\n  |         ^');
  assert.equal(errorPlace('the puzzle has 3000 games, more than the limit', text), null);
});

test('the timer reads m:ss, and h:mm:ss past an hour', () => {
  assert.equal(clock(0), '0:00');
  assert.equal(clock(65_400), '1:05');
  assert.equal(clock(3_723_000), '1:02:03');
});
