// The drawn layouts' names (page/js/classic-drawn.js): each name is one
// draw of the backend, and the day is the player's own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SEEDS, dailyName, difficultyKey, drawRequest, localDate, newSeed, parseDrawn, randomName } from '../../page/js/classic-drawn.js';

test('a drawn layout\'s name draws it again, in the piece count', () => {
  assert.deepEqual(parseDrawn(randomName('hard', 482913)), { kind: 'random', difficulty: 'hard', seed: 482913 });
  assert.deepEqual(drawRequest('expert-7'), { action: 'random', difficulty: 'expert', seed: 7, metric: 'piece' });
  assert.deepEqual(drawRequest(dailyName('2026-12-07')), { action: 'daily', date: '2026-12-07', metric: 'piece' });
  for (const name of ['hengdao-lima', 'hard', 'hard-0', 'harder-5', 'daily-2026-1-7', '', null]) {
    assert.equal(parseDrawn(name), null, name);
    assert.equal(drawRequest(name), null, name);
  }
  assert.equal(difficultyKey('medium'), 'difficultyMedium');
});

test('the day is the local date, and seeds stay short', () => {
  // 1 a.m. local time on 1 March: the day of the clock on the wall.
  assert.equal(localDate(new Date(2027, 2, 1, 1, 0)), '2027-03-01');
  assert.equal(localDate(new Date(2026, 11, 31, 23, 59)), '2026-12-31');
  assert.equal(newSeed(() => 0), 1);
  assert.equal(newSeed(() => 0.999999999), SEEDS - 1);
});
