// The page's store: each change by name, what its listeners hear, and that
// no other module of the page writes the state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromParsed } from '../../page/js/format.js';
import { replay, resizeBoard, route } from '../../page/js/rules.js';
import { UPDATES, createStore, currentGame } from '../../page/js/store.js';
import { SAMPLE_PARSED } from './sample.mjs';

const js = join(dirname(fileURLToPath(import.meta.url)), '../../page/js');

/** A store with the sample loaded, and the names its listeners heard. */
function loaded() {
  const store = createStore();
  const heard = [];
  store.subscribe((name) => heard.push(name));
  store.loadPuzzle(fromParsed(SAMPLE_PARSED), 1);
  return { store, state: store.state, heard };
}

test('each change is a method of the store, and its listeners hear its name', () => {
  const { store, state, heard } = loaded();
  for (const name of Object.keys(UPDATES)) assert.equal(typeof store[name], 'function', name);
  assert.deepEqual(heard, ['loadPuzzle']);
  assert.equal(state.current, 1);
  assert.equal(state.cursor, currentGame(state).piece);
  assert.equal(state.mode, 'edit');
  const stop = store.subscribe(() => { throw new Error('unsubscribed'); });
  stop();
  store.setMode('play');
  assert.deepEqual(heard, ['loadPuzzle', 'setMode']);
});

test('an edit forgets the game as it was and the answers it changes', () => {
  const { store, state } = loaded();
  store.setAnswers([[0, 2], [1, -1]]);
  const { viewVersion, boardVersion } = state;
  store.placeRole('target', 0);
  assert.equal(currentGame(state).target, 0);
  // Cell 0 was fixed: the board changed, every answer goes.
  assert.equal(state.puzzle.free[0], 1);
  assert.deepEqual(state.puzzle.answers, []);
  assert.equal(state.viewVersion, viewVersion + 1);
  assert.equal(state.boardVersion, boardVersion + 1);
  store.setAnswers([[0, 2], [1, -1]]);
  // The blank placed on the piece swaps them; only the game shown's answer goes.
  const g = { ...currentGame(state) };
  store.placeRole('blank', g.piece);
  assert.deepEqual(currentGame(state), { ...g, blank: g.piece, piece: g.blank });
  assert.deepEqual(state.puzzle.answers, [2, undefined]);
  store.toggleCell(0);
  assert.equal(state.puzzle.free[0], 0);
  assert.equal(state.origin, null);
});

test('games are added, taken out and picked; the last game stays', () => {
  const { store, state } = loaded();
  assert.equal(store.addGame(), 2);
  assert.deepEqual(state.puzzle.games[2], state.puzzle.games[1]);
  store.selectGame(2);
  assert.equal(store.removeGame(), 1);
  assert.equal(store.removeGame(), 0);
  assert.equal(store.removeGame(), 0);
  assert.equal(state.puzzle.games.length, 1);
});

test('the list asks, stops and answers', () => {
  const { store, state } = loaded();
  store.askAnswers([0, 1]);
  store.setAnswers([[0, 'invalid']]);
  store.stopAnswers([0, 1]);
  assert.deepEqual(state.puzzle.answers, ['invalid', 'stopped']);
});

test('a resize keeps the games on the board; a reset game opens two cells where it must', () => {
  const { store, state } = loaded();
  store.resize(resizeBoard(state.puzzle, state.puzzle.games, 1, 2));
  assert.equal(state.puzzle.rows * state.puzzle.cols, 2);
  state.puzzle.free.fill(0);
  assert.equal(store.resetGame(), true);
  assert.deepEqual(currentGame(state), { blank: 1, piece: 0, target: 0 });
  assert.equal(store.resetGame(), false);
});

test('Watch steps, plays and stops at the end', () => {
  const { store, state } = loaded();
  store.selectGame(0);
  const solution = replay(state.puzzle, currentGame(state), ['U', 'U', 'L', 'D']);
  store.showSolution(solution, route(solution));
  store.watchAt(99);
  assert.equal(state.watch.index, 4);
  store.watchPlay(1000);
  assert.equal(state.watch.index, 0, 'played from the start again');
  assert.equal(store.watchTick(1500, 4, false), false);
  assert.equal(state.watch.index, 2);
  assert.equal(store.watchTick(2500, 4, false), true);
  assert.equal(state.watch.index, 4);
  assert.equal(state.watch.playing, false);
  store.watchPlay(0);
  store.setMode('edit');
  assert.equal(state.watch.playing, false, 'leaving Watch stops it');
});

test('Play moves, undoes and redoes, and is solved on the target', () => {
  const { store, state } = loaded();
  store.selectGame(0);
  store.startPlay(0);
  const g = currentGame(state);
  store.movePlay('U', { blank: g.piece, piece: g.target }, 'move', 5);
  assert.equal(state.play.ended, 5, 'the piece is on its target');
  store.movePlay('D', { blank: g.blank, piece: g.piece }, 'undo', 6);
  assert.deepEqual([state.play.history, state.play.redone, state.play.ended], [[], ['U'], null]);
  store.movePlay('U', { blank: g.piece, piece: g.target }, 'redo', 7);
  assert.deepEqual([state.play.history, state.play.redone], [['U'], []]);
  store.selectGame(1);
  assert.equal(state.play, null, 'another game forgets the play');
});

test('no module of the page but the store writes its state', async () => {
  // An assignment to `state.` or to a part of it, or a method that changes
  // an array, a Map or a typed array in place.
  const write = /\bstate\.[\w.[\]]+\s*(?:[-+*/^|&]?=(?!=)|\+\+|--)|\bstate\.[\w.[\]]+\.(?:push|pop|splice|shift|unshift|set|delete|fill|clear)\(/;
  for (const file of await readdir(js)) {
    if (!file.endsWith('.js') || file === 'store.js') continue;
    const lines = (await readFile(join(js, file), 'utf8')).split('\n');
    lines.forEach((line, k) => assert.doesNotMatch(line, write, `${file}:${k + 1} writes the state`));
  }
});
