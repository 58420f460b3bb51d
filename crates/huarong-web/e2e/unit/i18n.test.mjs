// The page's words: both languages complete, every key the page uses
// defined, and the server's words for broken games translated.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES, pickLanguage, serverMessage, translate } from '../../page/js/i18n.js';

const page = join(dirname(fileURLToPath(import.meta.url)), '../../page');

test('English and Chinese have the same messages', () => {
  assert.deepEqual(Object.keys(MESSAGES['zh-CN']).sort(), Object.keys(MESSAGES.en).sort());
  for (const [key, value] of Object.entries(MESSAGES['zh-CN'])) {
    if (typeof value === 'string' && key !== 'api') assert.notEqual(value, MESSAGES.en[key], `${key} is not translated`);
  }
});

test('every key the page and its modules ask for exists', async () => {
  const keys = new Set(Object.keys(MESSAGES.en));
  const html = await readFile(join(page, 'index.html'), 'utf8');
  for (const [, key] of html.matchAll(/data-i18n(?:-label|-title|-role)?="([^"]+)"/g)) assert.ok(keys.has(key), `index.html: ${key}`);
  for (const file of await readdir(join(page, 'js'))) {
    const source = await readFile(join(page, 'js', file), 'utf8');
    for (const [, key] of source.matchAll(/\bt\('([\w-]+)'/g)) assert.ok(keys.has(key), `${file}: ${key}`);
  }
});

test('the language comes from the browser\'s list', () => {
  assert.equal(pickLanguage(['zh-CN', 'en']), 'zh-CN');
  assert.equal(pickLanguage(['zh-TW']), 'zh-CN');
  assert.equal(pickLanguage(['fr', 'en-GB', 'zh']), 'en');
  assert.equal(pickLanguage(['fr']), 'en');
  assert.equal(pickLanguage([]), 'en');
});

test('holes are filled, plurals follow the number', () => {
  assert.equal(translate('en', 'counter', { i: 1, n: 2 }), 'Move 1 of 2');
  assert.equal(translate('zh-CN', 'counter', { i: 1, n: 2 }), '第 1 步，共 2 步');
  assert.equal(translate('en', 'loaded', { from: 'the sample', rows: 3, cols: 4, n: 1 }), 'Loaded the sample: 3 × 4, 1 game.');
  assert.equal(translate('en', 'loaded', { from: 'the sample', rows: 3, cols: 4, n: 2 }), 'Loaded the sample: 3 × 4, 2 games.');
  assert.equal(translate('en', 'whyReach', { n: 3 }).startsWith('the piece can only ever reach the 3 shaded cells besides its own'), true);
  assert.throws(() => translate('en', 'no-such-key'), /no message/);
});

test('the library\'s words for a broken game are translated, others marked as the solver\'s', () => {
  // As crates/huarong/src/input/puzzle.rs words them.
  assert.equal(
    serverMessage('zh-CN', 'game 1: the blank at (3, 3) is on a fixed cell (0); it must be on a 1-cell'),
    '第 1 局：空白格（3, 3）在固定格子（0）上；它必须在可移动格子（1）上',
  );
  assert.equal(
    serverMessage('zh-CN', 'game 2: the blank and the designated piece are both at (1, 2); they must differ'),
    '第 2 局：空白格和指定棋子都在（1, 2）；它们必须不同',
  );
  assert.equal(serverMessage('zh-CN', 'game 1: the target at (9, 2) is outside the board'), '第 1 局：目标位置（9, 2）在棋盘之外');
  assert.equal(
    serverMessage('zh-CN', '9 is out of range: expected TX of game 1: a row from 1 to 3'),
    '9 超出范围：第 1 局的 TX 应为 1 到 3 的行号',
  );
  assert.equal(serverMessage('zh-CN', 'the server is busy'), '求解器：the server is busy');
  assert.equal(serverMessage('en', 'the server is busy'), 'the server is busy');
});

test('every library message in the shared fixture is translated', async () => {
  // tests/page_words.rs checks that the library still words them so.
  const fixture = await readFile(join(page, '../tests/fixtures/game-errors.txt'), 'utf8');
  for (const line of fixture.trim().split('\n')) {
    const zh = serverMessage('zh-CN', line);
    assert.ok(!zh.startsWith('求解器：') && !/[a-z]{4}/.test(zh.replace(/\b[EST][XY]\b/g, '')), `not translated: ${line} -> ${zh}`);
  }
});
