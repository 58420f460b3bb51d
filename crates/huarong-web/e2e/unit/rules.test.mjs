// The board's geometry and moves, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  defaultGame, directionTo, moveBlank, neighbor, nextPieceMove, pieceMovesDone, previousPieceMove,
  replay, resizeBoard, route, sizeProblem,
} from '../../page/js/rules.js';
import { fromParsed } from '../../page/js/format.js';
import { SAMPLE_PARSED } from './sample.mjs';

const sample = fromParsed(SAMPLE_PARSED);

test('neighbours stop at the edge of the board', () => {
  assert.equal(neighbor(sample, 0, 'U'), -1);
  assert.equal(neighbor(sample, 0, 'L'), -1);
  assert.equal(neighbor(sample, 0, 'R'), 1);
  assert.equal(neighbor(sample, 0, 'D'), 4);
  assert.equal(neighbor(sample, 11, 'R'), -1);
  assert.equal(directionTo(sample, 5, 1), 'U');
  assert.equal(directionTo(sample, 5, 7), undefined);
});

test('replaying game 1 of the sample: UU moves the piece once, onto the target', () => {
  const g = sample.games[0];
  const solution = replay(sample, g, 'UU');
  assert.deepEqual([...solution.blank], [9, 5, 1]);
  assert.deepEqual([...solution.piece], [1, 1, 5]);
  assert.deepEqual(solution.pieceMoves, [2]);
  assert.equal(solution.piece[2], g.target);
  assert.deepEqual(route(solution), [1, 5]);
  assert.throws(() => replay(sample, g, 'DD'), /leaves the board/);
});

test('piece-move jumps and counts', () => {
  const solution = { pieceMoves: [3, 7, 8], length: 10 };
  assert.equal(nextPieceMove(solution, 0), 3);
  assert.equal(nextPieceMove(solution, 3), 7);
  assert.equal(nextPieceMove(solution, 8), 10);
  assert.equal(previousPieceMove(solution, 8), 7);
  assert.equal(previousPieceMove(solution, 3), 0);
  assert.deepEqual([0, 3, 4, 8, 10].map((i) => pieceMovesDone(solution, i)), [0, 1, 1, 3, 3]);
});

test('the blank bumps into the edge and into fixed cells', () => {
  const at = { blank: 9, piece: 1 };
  assert.deepEqual(moveBlank(sample, at, 'D'), { blocked: 'edge' });
  assert.deepEqual(moveBlank(sample, at, 'L'), { blocked: 'fixed' });
  assert.deepEqual(moveBlank(sample, at, 'U'), { blank: 5, piece: 1 });
  assert.deepEqual(moveBlank(sample, { blank: 5, piece: 1 }, 'U'), { blank: 1, piece: 5 });
});

test('resizing keeps what overlaps and moves the games inside', () => {
  const { board, games } = resizeBoard(sample, sample.games, 2, 2);
  assert.deepEqual([...board.free], [0, 1, 0, 1]);
  assert.deepEqual(games[0], { blank: 3, piece: 1, target: 3 });
  const bigger = resizeBoard(sample, sample.games, 4, 5);
  assert.equal(bigger.board.free.length, 20);
  assert.equal(bigger.board.free[19], 1);
  assert.deepEqual(bigger.games[0], { blank: 11, piece: 1, target: 6 });
});

test('sizes: from 1, two cells at least, within the server\'s cells', () => {
  assert.equal(sizeProblem(3, 4), null);
  assert.equal(sizeProblem(0, 4), 'size-positive');
  assert.equal(sizeProblem(1.5, 4), 'size-positive');
  assert.equal(sizeProblem(1, 1), 'size-two');
  assert.equal(sizeProblem(300, 300), null);
  assert.equal(sizeProblem(501, 500), null);
  assert.equal(sizeProblem(501, 500, 250_000), 'size-limit');
  assert.equal(sizeProblem(500, 500, 250_000), null);
});

test('a default game opens two cells on a board with none', () => {
  const board = { rows: 1, cols: 3, free: new Uint8Array(3) };
  assert.deepEqual(defaultGame(board), { blank: 1, piece: 0, target: 0 });
  assert.deepEqual([...board.free], [1, 1, 0]);
});
