// The classic game's rating of a win (page/js/classic-rating.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marginOf, starsFor, starText } from '../../page/js/classic-rating.js';

test('the optimum earns three stars, a fifth more two, any win one', () => {
  assert.equal(starsFor(81, 81), 3);
  assert.equal(marginOf(81), 17);
  assert.equal(starsFor(98, 81), 2);
  assert.equal(starsFor(99, 81), 1);
  // A short layout leaves at least three moves of room.
  assert.equal(marginOf(5), 3);
  assert.equal(starsFor(8, 5), 2);
  assert.equal(starsFor(9, 5), 1);
  assert.equal(starText(2), '★★☆');
});
