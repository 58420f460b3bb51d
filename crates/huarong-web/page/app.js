'use strict';

// The Huarong Dao playground. Cells are numbered row by row from 0 here
// (r * cols + c); the judge's format, the API and everything the player reads
// count rows and columns from 1.

(() => {
  const SAMPLE = '3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n';
  const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
  const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };
  const KEY_DIR = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
  const DIR_NAME = { U: 'up', D: 'down', L: 'left', R: 'right' };
  const MAX_CELL_PX = 64;
  const COLOR = {
    blank: '#fbf8f1',
    hollow: '#efe6d2',
    fixed: '#4a4a4a',
    fixedEdge: '#5f5f5f',
    tile: '#e6d3a3',
    tileEdge: '#a98b52',
    piece: '#c0392b',
    pieceEdge: '#7b241c',
    target: '#1f6fb2',
    reach: 'rgba(46, 160, 67, 0.45)',
    miss: '#8a1c1c',
    route: 'rgba(31, 111, 178, 0.55)',
    cursor: '#7b2cbf',
  };
  const HELP = {
    edit: 'Arrow keys move the cursor; Space or Enter applies the chosen tool; F toggles fixed / movable, '
      + 'B places the blank, P the piece and T the target. Drag the blank, the piece or the target to move it.',
    watch: 'Left and Right arrows step one move; Page Up and Page Down jump by moves of the piece; '
      + 'Home and End go to the start and the end; Space plays or pauses.',
    play: 'Arrow keys move the blank (or tap a cell beside it); Z undoes, Y redoes, H makes one optimal move.',
  };

  const $ = (id) => document.getElementById(id);
  const el = {
    board: $('board'), canvas: $('canvas'), help: $('board-help'), announce: $('announce'),
    gameNumber: $('game-number'), solve: $('solve'), answer: $('answer'),
    editPanel: $('edit-panel'), watchPanel: $('watch-panel'), playPanel: $('play-panel'),
    rows: $('rows'), cols: $('cols'), sizeForm: $('size-form'), clear: $('clear'),
    toStart: $('to-start'), prevPiece: $('prev-piece'), stepBack: $('step-back'),
    playPause: $('play-pause'), stepForward: $('step-forward'), nextPiece: $('next-piece'),
    toEnd: $('to-end'), scrubber: $('scrubber'), counter: $('counter'),
    pieceCounter: $('piece-counter'), speed: $('speed'),
    undo: $('undo'), redo: $('redo'), hint: $('hint'), restart: $('restart'), playStatus: $('play-status'),
    loadSample: $('load-sample'), file: $('file'), text: $('text'), loadText: $('load-text'),
    addGame: $('add-game'), removeGame: $('remove-game'), loadStatus: $('load-status'), games: $('games'),
    share: $('share'), download: $('download'), shareLink: $('share-link'), shareStatus: $('share-status'),
  };
  const ctx = el.canvas.getContext('2d');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  // The puzzle: the board, its games and their answers (a number, undefined
  // while unknown, or 'invalid' when the game breaks the rules on the board).
  let puzzle = { rows: 0, cols: 0, free: new Uint8Array(0), games: [], answers: [] };
  let current = 0;
  // Bumped when the board or the games change, and when anything shown does:
  // answers that come back for an older version are dropped.
  let boardVersion = 0;
  let viewVersion = 0;
  let mode = 'edit';
  let tool = 'toggle';
  let cursor = 0;
  let solution = null;
  let reach = null;
  let play = null;
  const watch = { index: 0, playing: false, progress: 0, last: 0 };
  // Optimal answers from positions of the game being played, by "blank,piece".
  let optimal = new Map();
  let drag = null;
  let answersTimer = 0;

  // ---- cells ---------------------------------------------------------------

  const index = (r, c) => r * puzzle.cols + c;
  const rowCol = (i) => [Math.floor(i / puzzle.cols), i % puzzle.cols];
  const isFree = (i) => puzzle.free[i] === 1;
  const where = (i) => {
    const [r, c] = rowCol(i);
    return `row ${r + 1}, column ${c + 1}`;
  };
  const pair = (i) => {
    const [r, c] = rowCol(i);
    return `(${r + 1}, ${c + 1})`;
  };

  function neighbor(i, dir) {
    const [r, c] = rowCol(i);
    const [nr, nc] = [r + STEP[dir][0], c + STEP[dir][1]];
    return nr >= 0 && nr < puzzle.rows && nc >= 0 && nc < puzzle.cols ? index(nr, nc) : -1;
  }

  function directionTo(from, to) {
    return Object.keys(STEP).find((dir) => neighbor(from, dir) === to);
  }

  const game = () => puzzle.games[current];

  // Why a game breaks the rules on the board, as the server would say it.
  function gameError(g) {
    for (const [role, cell] of [['the blank', g.blank], ['the piece', g.piece], ['the target', g.target]]) {
      if (!isFree(cell)) return `${role} is on a fixed cell ${pair(cell)}`;
    }
    return g.blank === g.piece ? 'the blank and the piece are on the same cell' : null;
  }

  // A game on the first movable cells, for boards that have none yet; a
  // board with fewer than two movable cells gets its first two opened.
  function defaultGame() {
    const free = [];
    for (let i = 0; i < puzzle.free.length && free.length < 2; i += 1) {
      if (isFree(i)) free.push(i);
    }
    if (free.length < 2) {
      puzzle.free[0] = 1;
      puzzle.free[1] = 1;
      return { blank: 1, piece: 0, target: 0 };
    }
    return { blank: free[1], piece: free[0], target: free[0] };
  }

  // ---- the judge's format and the share link -------------------------------

  function judgeText(games) {
    const lines = [`${puzzle.rows} ${puzzle.cols} ${games.length}`];
    for (let r = 0; r < puzzle.rows; r += 1) {
      lines.push(Array.from(puzzle.free.subarray(r * puzzle.cols, (r + 1) * puzzle.cols)).join(' '));
    }
    for (const g of games) lines.push(gameNumbers(g).join(' '));
    return `${lines.join('\n')}\n`;
  }

  const gameNumbers = (g) => [g.blank, g.piece, g.target].flatMap((i) => rowCol(i).map((v) => v + 1));

  // Reads text the server has accepted, so it is well formed.
  function parseJudge(text) {
    const t = text.trim().split(/\s+/).map(Number);
    const [rows, cols, count] = t;
    const free = Uint8Array.from(t.slice(3, 3 + rows * cols));
    const games = [];
    for (let k = 3 + rows * cols; games.length < count; k += 6) {
      const [er, ec, sr, sc, tr, tc] = t.slice(k, k + 6).map((v) => v - 1);
      games.push({ blank: er * cols + ec, piece: sr * cols + sc, target: tr * cols + tc });
    }
    return { rows, cols, free, games };
  }

  // The board's cells as bits, eight to a byte, in URL-safe base64.
  function encodeBits(free) {
    let bytes = '';
    for (let i = 0; i < free.length; i += 8) {
      let byte = 0;
      for (let b = 0; b < 8; b += 1) byte = (byte << 1) | (free[i + b] ? 1 : 0);
      bytes += String.fromCharCode(byte);
    }
    return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function decodeBits(text, length) {
    const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    if (bytes.length !== Math.ceil(length / 8)) throw new Error('wrong length');
    const free = new Uint8Array(length);
    for (let i = 0; i < length; i += 1) free[i] = (bytes.charCodeAt(i >> 3) >> (7 - (i & 7))) & 1;
    return free;
  }

  function fragment() {
    const games = puzzle.games.map((g) => gameNumbers(g).join('.')).join('_');
    return `#r=${puzzle.rows}&c=${puzzle.cols}&b=${encodeBits(puzzle.free)}&g=${games}&k=${current + 1}`;
  }

  // The puzzle in a share link, or null when the fragment holds none.
  function readFragment(hash) {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const rows = Number(params.get('r'));
    const cols = Number(params.get('c'));
    if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1 || rows * cols < 2) return null;
    let free;
    try {
      free = decodeBits(params.get('b') || '', rows * cols);
    } catch {
      return null;
    }
    const games = [];
    for (const text of (params.get('g') || '').split('_').filter(Boolean)) {
      const n = text.split('.').map(Number);
      const inside = n.length === 6 && n.every((v, k) => Number.isInteger(v) && v >= 1 && v <= (k % 2 ? cols : rows));
      if (!inside) return null;
      games.push({ blank: (n[0] - 1) * cols + n[1] - 1, piece: (n[2] - 1) * cols + n[3] - 1, target: (n[4] - 1) * cols + n[5] - 1 });
    }
    const selected = Math.min(Math.max(Number(params.get('k')) || 1, 1), Math.max(games.length, 1)) - 1;
    return { puzzle: { rows, cols, free, games }, selected };
  }

  function updateUrl() {
    history.replaceState(null, '', fragment());
    el.shareLink.value = location.href;
  }

  // ---- the server -----------------------------------------------------------

  async function post(path, text) {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: text });
    if (!response.ok) throw new Error(await errorMessage(response));
    return response;
  }

  async function errorMessage(response) {
    try {
      return (await response.json()).error;
    } catch {
      return `the server answered ${response.status}`;
    }
  }

  const postJson = async (path, text) => (await post(path, text)).json();

  // The optimal answer and moves from a position of the current game.
  function optimumAt(blank, piece) {
    const key = `${blank},${piece}`;
    if (!optimal.has(key)) {
      const g = { blank, piece, target: game().target };
      const request = postJson('/api/solve', judgeText([g])).then((data) => data.answers[0]);
      request.catch(() => optimal.delete(key));
      optimal.set(key, request);
    }
    return optimal.get(key);
  }

  // ---- status lines ---------------------------------------------------------

  function say(node, text, isError = false) {
    node.textContent = text;
    node.classList.toggle('error', isError);
  }

  // Screen readers hear the text even when it repeats the last one.
  function announce(text) {
    el.announce.textContent = '';
    window.requestAnimationFrame(() => { el.announce.textContent = text; });
  }

  function describe() {
    const g = game();
    return `Board of ${puzzle.rows} by ${puzzle.cols}. Blank at ${where(g.blank)}; piece at ${where(g.piece)}; `
      + `target at ${where(g.target)}.`;
  }

  function showAnswer(text, unsolvable = false) {
    el.answer.textContent = text;
    el.answer.classList.toggle('unsolvable', unsolvable);
  }

  // ---- loading and changing the puzzle --------------------------------------

  function setPuzzle(next, answers, selected) {
    puzzle = { ...next, answers };
    if (puzzle.games.length === 0) puzzle.games.push(defaultGame());
    current = selected;
    cursor = game().piece;
    el.rows.value = puzzle.rows;
    el.cols.value = puzzle.cols;
    boardVersion += 1;
    resetView();
    el.text.value = judgeText(puzzle.games);
    updateUrl();
    layoutCanvas();
    renderGames();
    showAnswer('');
    setMode('edit');
    if (answers.length !== puzzle.games.length) scheduleAnswers(0);
  }

  // Forgets what belongs to the game as it was: its solution, explanation
  // and play.
  function resetView() {
    viewVersion += 1;
    pause();
    solution = null;
    reach = null;
    play = null;
    optimal = new Map();
  }

  async function loadText(text, from) {
    say(el.loadStatus, `Loading ${from}…`);
    let data;
    try {
      data = await postJson('/api/solve?moves=false', text);
    } catch (error) {
      say(el.loadStatus, `${from}: ${error.message}`, true);
      return;
    }
    const next = parseJudge(text);
    if (next.rows * next.cols < 2) {
      say(el.loadStatus, `${from}: a board needs two cells at least for a game`, true);
      return;
    }
    setPuzzle(next, data.answers.map((a) => a.answer), 0);
    const games = data.answers.length;
    say(el.loadStatus, `Loaded ${from}: ${next.rows} × ${next.cols}, ${games} game${games === 1 ? '' : 's'}.`);
  }

  // After an edit of the board (every game's answer may change) or of the
  // current game only.
  function edited(boardChanged) {
    resetView();
    boardVersion += 1;
    if (boardChanged) puzzle.answers = [];
    else puzzle.answers[current] = undefined;
    el.text.value = judgeText(puzzle.games);
    updateUrl();
    if (boardChanged) layoutCanvas();
    renderGames();
    showAnswer('');
    if (mode !== 'edit') setMode('edit');
    draw();
    scheduleAnswers(300);
  }

  function scheduleAnswers(delay) {
    window.clearTimeout(answersTimer);
    answersTimer = window.setTimeout(refreshAnswers, delay);
  }

  // Answers every valid game of the list, for the list.
  async function refreshAnswers() {
    const version = boardVersion;
    const valid = [];
    puzzle.games.forEach((g, k) => {
      if (gameError(g)) puzzle.answers[k] = 'invalid';
      else valid.push(k);
    });
    renderGames();
    if (valid.length === 0) return;
    let data;
    try {
      data = await postJson('/api/solve?moves=false', judgeText(valid.map((k) => puzzle.games[k])));
    } catch (error) {
      if (version === boardVersion) say(el.loadStatus, `The games' answers: ${error.message}`, true);
      return;
    }
    if (version !== boardVersion) return;
    data.answers.forEach((a, k) => { puzzle.answers[valid[k]] = a.answer; });
    renderGames();
  }

  function answerText(answer) {
    if (answer === 'invalid') return 'not valid on this board';
    return answer === undefined ? 'answer …' : `answer ${answer}`;
  }

  function renderGames() {
    // The list is drawn anew: a keyboard user keeps their place in it.
    const focused = el.games.contains(document.activeElement) ? document.activeElement.dataset.game : null;
    const items = document.createDocumentFragment();
    puzzle.games.forEach((g, k) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.game = String(k + 1);
      const [blank, piece, target] = [g.blank, g.piece, g.target].map(pair);
      button.textContent = `Game ${k + 1}: ${answerText(puzzle.answers[k])}`;
      button.title = `blank ${blank}, piece ${piece}, target ${target}`;
      if (k === current) button.setAttribute('aria-current', 'true');
      button.addEventListener('click', () => selectGame(k));
      const item = document.createElement('li');
      item.append(button);
      items.append(item);
    });
    el.games.replaceChildren(items);
    if (focused) el.games.querySelector(`[data-game="${focused}"]`)?.focus();
    el.gameNumber.textContent = String(current + 1);
    el.removeGame.disabled = puzzle.games.length < 2;
  }

  function selectGame(k) {
    current = k;
    cursor = game().piece;
    resetView();
    updateUrl();
    renderGames();
    showAnswer('');
    setMode('edit');
    announce(`Game ${k + 1}. ${describe()}`);
  }

  // Changes one cell as the tool says ('toggle', 'blank', 'piece' or 'target').
  function applyTool(i, which) {
    const g = game();
    if (which === 'toggle') {
      const holder = [['the blank', g.blank], ['the piece', g.piece], ['the target', g.target]].find(([, c]) => c === i);
      if (holder && isFree(i)) {
        announce(`${holder[0]} is on ${where(i)}: move it before fixing the cell.`);
        return;
      }
      puzzle.free[i] ^= 1;
      edited(true);
      announce(`${where(i)} is now ${isFree(i) ? 'movable' : 'fixed'}.`);
      return;
    }
    const boardChanged = !isFree(i);
    puzzle.free[i] = 1;
    // The blank and the piece never share a cell: placing one on the other
    // swaps them.
    if (which === 'blank' && g.piece === i) g.piece = g.blank;
    if (which === 'piece' && g.blank === i) g.blank = g.piece;
    g[which] = i;
    edited(boardChanged);
    announce(`The ${which === 'piece' ? 'piece' : which} is now at ${where(i)}.`);
  }

  function resize(rows, cols) {
    const old = { ...puzzle };
    const free = new Uint8Array(rows * cols).fill(1);
    for (let r = 0; r < Math.min(rows, old.rows); r += 1) {
      for (let c = 0; c < Math.min(cols, old.cols); c += 1) free[r * cols + c] = old.free[r * old.cols + c];
    }
    const move = (i) => Math.min(Math.floor(i / old.cols), rows - 1) * cols + Math.min(i % old.cols, cols - 1);
    puzzle.rows = rows;
    puzzle.cols = cols;
    puzzle.free = free;
    puzzle.games = puzzle.games.map((g) => ({ blank: move(g.blank), piece: move(g.piece), target: move(g.target) }));
    if (gameError(game())) puzzle.games[current] = defaultGame();
    cursor = Math.min(cursor, rows * cols - 1);
    el.rows.value = rows;
    el.cols.value = cols;
    edited(true);
    announce(`The board is now ${rows} by ${cols}.`);
  }

  // ---- solving --------------------------------------------------------------

  async function solveCurrent() {
    const g = game();
    const problem = gameError(g);
    if (problem) {
      showAnswer(`This game cannot be solved as it is: ${problem}.`, true);
      return;
    }
    const version = viewVersion;
    const k = current + 1;
    showAnswer('Solving…');
    let answer;
    try {
      answer = (await postJson('/api/solve', judgeText([g]))).answers[0];
    } catch (error) {
      if (version === viewVersion) showAnswer(`The server could not solve it: ${error.message}`, true);
      return;
    }
    if (version !== viewVersion) return;
    puzzle.answers[current] = answer.answer;
    renderGames();
    if (answer.answer >= 0) {
      solution = replay(g, answer.moves);
      showAnswer(`Game ${k}: answer ${answer.answer} (the fewest moves). Watch it, or play it yourself.`);
      setMode('watch');
      setWatchIndex(0);
      return;
    }
    showAnswer(`Game ${k}: answer -1. Finding out why…`, true);
    let data;
    try {
      data = await postJson('/api/reach', judgeText([g]));
    } catch (error) {
      if (version === viewVersion) showAnswer(`Game ${k}: answer -1 (no explanation: ${error.message})`, true);
      return;
    }
    if (version !== viewVersion) return;
    reach = new Set(data.cells.map(([r, c]) => index(r - 1, c - 1)));
    const why = reach.size === 1
      ? 'the blank can never get beside the piece, so the piece can never move'
      : `the piece can only ever reach the ${reach.size} shaded cells (it moves only into the blank beside it)`;
    showAnswer(`Game ${k}: answer -1: no sequence of moves works. Why: ${why}, and the target ${pair(g.target)} `
      + 'is not one of them.', true);
    if (mode !== 'edit') setMode('edit');
    draw();
  }

  // Every position of a solution, and where the piece moves.
  function replay(g, moves) {
    const blank = [g.blank];
    const piece = [g.piece];
    const pieceMoves = [];
    for (const dir of moves) {
      const b = blank[blank.length - 1];
      const p = piece[piece.length - 1];
      const next = neighbor(b, dir);
      blank.push(next);
      piece.push(next === p ? b : p);
      if (next === p) pieceMoves.push(blank.length - 1);
    }
    return { moves, blank, piece, pieceMoves, length: moves.length };
  }

  // ---- watching ---------------------------------------------------------------

  function setWatchIndex(i) {
    watch.index = Math.max(0, Math.min(solution.length, i));
    watch.progress = 0;
    renderWatch();
    draw();
  }

  function renderWatch() {
    const n = solution ? solution.length : 0;
    const i = watch.index;
    const pieceMoves = solution ? solution.pieceMoves : [];
    const done = pieceMoves.filter((m) => m <= i).length;
    el.scrubber.max = String(n);
    el.scrubber.value = String(i);
    el.counter.textContent = `Move ${i} of ${n}`;
    el.scrubber.setAttribute('aria-valuetext', `Move ${i} of ${n}`);
    el.pieceCounter.textContent = `piece moves ${done} of ${pieceMoves.length}`;
    el.playPause.querySelector('.icon-play').toggleAttribute('hidden', watch.playing);
    el.playPause.querySelector('.icon-pause').toggleAttribute('hidden', !watch.playing);
    el.playPause.setAttribute('aria-label', watch.playing ? 'Pause' : 'Play');
    for (const button of [el.toStart, el.stepBack, el.prevPiece]) button.disabled = i === 0;
    for (const button of [el.toEnd, el.stepForward, el.nextPiece]) button.disabled = i === n;
  }

  function step(delta) {
    pause();
    setWatchIndex(watch.index + delta);
    announce(el.counter.textContent);
  }

  function jumpPiece(forward) {
    pause();
    const moves = solution.pieceMoves;
    const target = forward
      ? moves.find((m) => m > watch.index) ?? solution.length
      : [...moves].reverse().find((m) => m < watch.index) ?? 0;
    setWatchIndex(target);
    announce(`${el.counter.textContent}, ${el.pieceCounter.textContent}`);
  }

  function togglePlay() {
    if (watch.playing) {
      pause();
      return;
    }
    if (watch.index >= solution.length) setWatchIndex(0);
    watch.playing = true;
    watch.last = performance.now();
    renderWatch();
    window.requestAnimationFrame(tick);
  }

  function pause() {
    if (!watch.playing) return;
    watch.playing = false;
    watch.progress = 0;
    renderWatch();
    draw();
  }

  function tick(now) {
    if (!watch.playing) return;
    watch.progress += ((now - watch.last) / 1000) * Number(el.speed.value);
    watch.last = now;
    while (watch.progress >= 1 && watch.index < solution.length) {
      watch.index += 1;
      watch.progress -= 1;
    }
    if (watch.index >= solution.length) {
      watch.index = solution.length;
      pause();
      announce(`${el.counter.textContent}: the piece is on the target.`);
      return;
    }
    renderWatch();
    draw();
    window.requestAnimationFrame(tick);
  }

  // ---- playing ------------------------------------------------------------------

  function startPlay() {
    const g = game();
    const problem = gameError(g);
    if (problem) {
      play = null;
      say(el.playStatus, `This game cannot be played as it is: ${problem}.`, true);
      return;
    }
    play = { blank: g.blank, piece: g.piece, history: [], redone: [], start: undefined };
    const version = viewVersion;
    optimumAt(g.blank, g.piece).then((answer) => {
      if (version !== viewVersion || !play) return;
      play.start = answer.answer;
      renderPlay();
    }, (error) => say(el.playStatus, `The server could not solve it: ${error.message}`, true));
    renderPlay();
    draw();
  }

  const solved = () => play.piece === game().target;

  // Moves the blank one cell; returns whether it could.
  function moveBlank(dir, how) {
    if (!play || (solved() && how !== 'undo')) return false;
    const next = neighbor(play.blank, dir);
    if (next < 0 || !isFree(next)) {
      announce(`The blank cannot move ${DIR_NAME[dir]}.`);
      return false;
    }
    if (next === play.piece) play.piece = play.blank;
    play.blank = next;
    if (how === 'undo') {
      play.redone.push(play.history.pop());
    } else {
      play.history.push(dir);
      if (how !== 'redo') play.redone = [];
    }
    renderPlay();
    draw();
    return true;
  }

  function undo() {
    if (play && play.history.length) moveBlank(OPPOSITE[play.history[play.history.length - 1]], 'undo');
  }

  function redo() {
    if (play && play.redone.length) moveBlank(play.redone.pop(), 'redo');
  }

  async function hint() {
    if (!play || solved()) return;
    const { blank, piece } = play;
    const version = viewVersion;
    let answer;
    try {
      answer = await optimumAt(blank, piece);
    } catch (error) {
      say(el.playStatus, `No hint: ${error.message}`, true);
      return;
    }
    // A move made while the hint was on its way makes it stale.
    if (version !== viewVersion || !play || play.blank !== blank || play.piece !== piece) return;
    if (answer.answer < 0) {
      announce('No move helps: the piece can never reach the target.');
      return;
    }
    const dir = answer.moves[0];
    if (moveBlank(dir, 'move')) announce(`Hint: the blank moved ${DIR_NAME[dir]}.`);
  }

  function renderPlay() {
    if (!play) return;
    const k = play.history.length;
    const movesText = `${k} move${k === 1 ? '' : 's'}`;
    const start = play.start === undefined ? '…' : String(play.start);
    el.undo.disabled = k === 0;
    el.redo.disabled = play.redone.length === 0;
    el.hint.disabled = solved();
    el.playStatus.classList.toggle('solved', solved());
    el.playStatus.classList.remove('error');
    if (solved()) {
      el.playStatus.textContent = `Well done: solved in ${movesText} (optimal: ${start}).`;
      return;
    }
    if (play.start !== undefined && play.start < 0) {
      el.playStatus.textContent = `Moves: ${k}. This game has no solution: the piece can never reach the target.`;
      return;
    }
    const { blank, piece } = play;
    const version = viewVersion;
    el.playStatus.textContent = `Moves: ${k} · optimal from here: … · optimal from the start: ${start}`;
    optimumAt(blank, piece).then((answer) => {
      if (version !== viewVersion || !play || play.blank !== blank || play.piece !== piece || solved()) return;
      el.playStatus.textContent = `Moves: ${k} · optimal from here: ${answer.answer} · optimal from the start: ${start}`;
    }, () => {});
  }

  // ---- modes ---------------------------------------------------------------------

  function setMode(next) {
    if (next === 'watch' && !solution) {
      mode = 'edit';
      syncMode();
      solveCurrent();
      return;
    }
    pause();
    mode = next;
    if (mode === 'play') startPlay();
    syncMode();
    if (mode === 'watch') renderWatch();
    draw();
  }

  function syncMode() {
    for (const input of document.querySelectorAll('input[name="mode"]')) input.checked = input.value === mode;
    el.editPanel.hidden = mode !== 'edit';
    el.watchPanel.hidden = mode !== 'watch';
    el.playPanel.hidden = mode !== 'play';
    el.help.textContent = HELP[mode];
    el.board.dataset.mode = mode;
    el.board.setAttribute('aria-label', `Board, ${puzzle.rows} by ${puzzle.cols}, ${mode === 'edit' ? 'editing'
      : mode === 'watch' ? 'watching the solution' : 'playing'}`);
  }

  // ---- drawing -------------------------------------------------------------------

  let cell = 0;
  let background = null;

  function layoutCanvas() {
    const width = el.board.parentElement.clientWidth - 8;
    const height = Math.max(200, window.innerHeight * 0.7);
    cell = Math.max(1, Math.min(MAX_CELL_PX, Math.floor(width / puzzle.cols), Math.floor(height / puzzle.rows)));
    const ratio = window.devicePixelRatio || 1;
    for (const canvas of [el.canvas]) {
      canvas.style.width = `${cell * puzzle.cols}px`;
      canvas.style.height = `${cell * puzzle.rows}px`;
      canvas.width = Math.round(cell * puzzle.cols * ratio);
      canvas.height = Math.round(cell * puzzle.rows * ratio);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    background = null;
  }

  // The board without the blank, the piece and the marks: drawn once per
  // board, since a large one has many cells.
  function drawBackground() {
    background = document.createElement('canvas');
    background.width = el.canvas.width;
    background.height = el.canvas.height;
    const layer = background.getContext('2d');
    layer.setTransform(ctx.getTransform());
    layer.fillStyle = COLOR.blank;
    layer.fillRect(0, 0, cell * puzzle.cols, cell * puzzle.rows);
    for (let i = 0; i < puzzle.free.length; i += 1) {
      const [r, c] = rowCol(i);
      if (isFree(i)) tile(layer, c * cell, r * cell, COLOR.tile, COLOR.tileEdge);
      else {
        layer.fillStyle = COLOR.fixed;
        layer.fillRect(c * cell, r * cell, cell, cell);
        if (cell >= 8) {
          layer.strokeStyle = COLOR.fixedEdge;
          layer.lineWidth = 1;
          layer.strokeRect(c * cell + 0.5, r * cell + 0.5, cell - 1, cell - 1);
        }
      }
    }
  }

  function tile(layer, x, y, fill, edge) {
    layer.fillStyle = fill;
    if (cell < 8) {
      layer.fillRect(x, y, cell, cell);
      return;
    }
    const inset = Math.max(1, cell * 0.05);
    layer.beginPath();
    layer.roundRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, cell * 0.15);
    layer.fill();
    layer.lineWidth = Math.max(1, cell * 0.04);
    layer.strokeStyle = edge;
    layer.stroke();
  }

  // The blank: a hollow with a dashed rim, so that it stands out from the
  // page around the board.
  function drawBlank(i) {
    const [r, c] = rowCol(i);
    ctx.fillStyle = COLOR.hollow;
    ctx.fillRect(c * cell, r * cell, cell, cell);
    if (cell < 8) return;
    const inset = cell * 0.12;
    ctx.setLineDash([cell * 0.1, cell * 0.08]);
    ctx.lineWidth = Math.max(1, cell * 0.04);
    ctx.strokeStyle = COLOR.tileEdge;
    ctx.strokeRect(c * cell + inset, r * cell + inset, cell - 2 * inset, cell - 2 * inset);
    ctx.setLineDash([]);
  }

  function drawPiece(x, y) {
    tile(ctx, x, y, COLOR.piece, COLOR.pieceEdge);
    if (cell >= 10) {
      // A white dot: the piece is told by its shape too, not by colour alone.
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(x + cell / 2, y + cell / 2, cell * 0.14, 0, 2 * Math.PI);
      ctx.fill();
    }
  }

  function centre(i) {
    const [r, c] = rowCol(i);
    return [c * cell + cell / 2, r * cell + cell / 2];
  }

  // What the board shows now: the game's start, a position of the solution
  // (perhaps with a piece sliding), or the position being played.
  function shownPosition() {
    const g = game();
    if (mode === 'watch' && solution) {
      const i = watch.index;
      const position = { blank: solution.blank[i], piece: solution.piece[i], slide: null };
      if (watch.playing && i < solution.length && !reducedMotion.matches) {
        const from = solution.blank[i + 1];
        position.slide = { from, to: solution.blank[i], t: watch.progress, isPiece: from === position.piece };
      }
      return position;
    }
    if (mode === 'play' && play) return { blank: play.blank, piece: play.piece, slide: null };
    return { blank: g.blank, piece: g.piece, slide: null };
  }

  function draw() {
    if (!puzzle.games.length) return;
    if (!background) drawBackground();
    const g = game();
    const position = shownPosition();
    const width = cell * puzzle.cols;
    const height = cell * puzzle.rows;
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(background, 0, 0, width, height);
    drawBlank(position.blank);
    if (reach) {
      ctx.fillStyle = COLOR.reach;
      for (const i of reach) {
        const [r, c] = rowCol(i);
        ctx.fillRect(c * cell, r * cell, cell, cell);
      }
    }
    if (mode === 'watch' && solution) drawRoute();
    const { slide } = position;
    if (slide) drawBlank(slide.from);
    if (!slide || !slide.isPiece) {
      const [r, c] = rowCol(position.piece);
      drawPiece(c * cell, r * cell);
    }
    if (slide) {
      const [fr, fc] = rowCol(slide.from);
      const [tr, tc] = rowCol(slide.to);
      const x = (fc + (tc - fc) * slide.t) * cell;
      const y = (fr + (tr - fr) * slide.t) * cell;
      if (slide.isPiece) drawPiece(x, y);
      else tile(ctx, x, y, COLOR.tile, COLOR.tileEdge);
    }
    drawTarget(g.target, reach && !reach.has(g.target));
    if (mode === 'edit' && document.activeElement === el.board) {
      const [r, c] = rowCol(cursor);
      ctx.strokeStyle = COLOR.cursor;
      ctx.lineWidth = Math.max(2, cell * 0.1);
      ctx.strokeRect(c * cell + ctx.lineWidth / 2, r * cell + ctx.lineWidth / 2, cell - ctx.lineWidth, cell - ctx.lineWidth);
    }
    const [br, bc] = rowCol(position.blank).map((v) => v + 1);
    const [pr, pc] = rowCol(position.piece).map((v) => v + 1);
    const [tr, tc] = rowCol(g.target).map((v) => v + 1);
    Object.assign(el.board.dataset, {
      rows: puzzle.rows, cols: puzzle.cols, blank: `${br},${bc}`, piece: `${pr},${pc}`, target: `${tr},${tc}`,
    });
    if (reach) el.board.dataset.reach = String(reach.size);
    else delete el.board.dataset.reach;
  }

  function drawTarget(i, missed) {
    const [x, y] = centre(i);
    ctx.lineWidth = Math.max(2, cell * 0.09);
    ctx.strokeStyle = COLOR.target;
    ctx.beginPath();
    ctx.arc(x, y, Math.max(1, cell * 0.32), 0, 2 * Math.PI);
    ctx.stroke();
    if (missed) {
      // Out of reach: crossed out.
      const d = cell * 0.22;
      ctx.strokeStyle = COLOR.miss;
      ctx.beginPath();
      ctx.moveTo(x - d, y - d);
      ctx.lineTo(x + d, y + d);
      ctx.moveTo(x + d, y - d);
      ctx.lineTo(x - d, y + d);
      ctx.stroke();
    }
  }

  function drawRoute() {
    const route = [solution.piece[0], ...solution.pieceMoves.map((m) => solution.piece[m])];
    if (route.length < 2) return;
    ctx.strokeStyle = COLOR.route;
    ctx.lineWidth = Math.max(1, cell * 0.12);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    route.forEach((i, k) => {
      const [x, y] = centre(i);
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.stroke();
  }

  // ---- the board's pointer and keys ---------------------------------------------

  function cellAt(event) {
    const box = el.canvas.getBoundingClientRect();
    const c = Math.floor((event.clientX - box.left) / cell);
    const r = Math.floor((event.clientY - box.top) / cell);
    return r >= 0 && r < puzzle.rows && c >= 0 && c < puzzle.cols ? index(r, c) : -1;
  }

  el.canvas.addEventListener('pointerdown', (event) => {
    const i = cellAt(event);
    if (i < 0) return;
    el.board.focus({ preventScroll: true });
    if (mode !== 'edit') return;
    cursor = i;
    const g = game();
    const which = ['piece', 'blank', 'target'].find((w) => g[w] === i);
    drag = { from: i, to: i, which };
    el.canvas.setPointerCapture(event.pointerId);
    draw();
  });

  el.canvas.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const i = cellAt(event);
    if (i >= 0) drag.to = i;
  });

  el.canvas.addEventListener('pointerup', (event) => {
    const i = cellAt(event);
    if (mode === 'play') {
      tapToMove(i);
      return;
    }
    if (!drag) return;
    const { from, which } = drag;
    drag = null;
    const to = i >= 0 ? i : from;
    if (which && to !== from) applyTool(to, which);
    else applyTool(from, tool);
  });

  el.canvas.addEventListener('pointercancel', () => { drag = null; });

  function tapToMove(i) {
    if (!play || i < 0) return;
    const dir = directionTo(play.blank, i);
    if (dir) moveBlank(dir, 'move');
    else announce('Tap a cell beside the blank to move it there.');
  }

  el.board.addEventListener('keydown', (event) => {
    if (event.altKey || event.metaKey) return;
    const handled = {
      edit: editKey, watch: watchKey, play: playKey,
    }[mode](event);
    if (handled) event.preventDefault();
  });

  function editKey(event) {
    const dir = KEY_DIR[event.key];
    if (dir) {
      const next = neighbor(cursor, dir);
      if (next >= 0) cursor = next;
      draw();
      const g = game();
      const here = [['the blank', g.blank], ['the piece', g.piece], ['the target', g.target]]
        .filter(([, c]) => c === cursor).map(([name]) => name);
      announce(`${where(cursor)}: ${isFree(cursor) ? 'movable' : 'fixed'}${here.length ? `, ${here.join(' and ')}` : ''}.`);
      return true;
    }
    const keyTool = { f: 'toggle', b: 'blank', p: 'piece', t: 'target', ' ': tool, Enter: tool }[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (keyTool && !event.ctrlKey) {
      applyTool(cursor, keyTool);
      return true;
    }
    return false;
  }

  function watchKey(event) {
    if (!solution) return false;
    const action = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      PageUp: () => jumpPiece(false),
      PageDown: () => jumpPiece(true),
      Home: () => step(-solution.length),
      End: () => step(solution.length),
      ' ': togglePlay,
    }[event.key];
    if (action) action();
    return Boolean(action);
  }

  function playKey(event) {
    const dir = KEY_DIR[event.key];
    const key = event.key.toLowerCase();
    if (dir) moveBlank(dir, 'move');
    else if (key === 'z' && event.shiftKey && event.ctrlKey) redo();
    else if (key === 'z') undo();
    else if (key === 'y') redo();
    else if (key === 'h' && !event.ctrlKey) hint();
    else return false;
    return true;
  }

  // The skip link focuses the board without touching the URL's fragment,
  // which holds the shared puzzle.
  document.querySelector('.skip').addEventListener('click', (event) => {
    event.preventDefault();
    el.board.focus();
  });

  el.board.addEventListener('focus', () => {
    draw();
    announce(describe());
  });
  el.board.addEventListener('blur', draw);

  // ---- controls ------------------------------------------------------------------

  for (const input of document.querySelectorAll('input[name="mode"]')) {
    input.addEventListener('change', () => setMode(input.value));
  }
  for (const input of document.querySelectorAll('input[name="tool"]')) {
    input.addEventListener('change', () => { tool = input.value; });
  }
  el.solve.addEventListener('click', solveCurrent);
  el.sizeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const rows = Number(el.rows.value);
    const cols = Number(el.cols.value);
    if (rows * cols < 2) {
      announce('A board needs two cells at least.');
      return;
    }
    resize(rows, cols);
  });
  el.clear.addEventListener('click', () => {
    puzzle.free.fill(1);
    edited(true);
    announce('Every cell is movable.');
  });

  el.toStart.addEventListener('click', () => step(-solution.length));
  el.stepBack.addEventListener('click', () => step(-1));
  el.playPause.addEventListener('click', togglePlay);
  el.stepForward.addEventListener('click', () => step(1));
  el.toEnd.addEventListener('click', () => step(solution.length));
  el.prevPiece.addEventListener('click', () => jumpPiece(false));
  el.nextPiece.addEventListener('click', () => jumpPiece(true));
  el.scrubber.addEventListener('input', () => {
    pause();
    setWatchIndex(Number(el.scrubber.value));
  });

  el.undo.addEventListener('click', undo);
  el.redo.addEventListener('click', redo);
  el.hint.addEventListener('click', hint);
  el.restart.addEventListener('click', startPlay);

  el.loadSample.addEventListener('click', () => loadText(SAMPLE, 'the sample'));
  el.loadText.addEventListener('click', () => loadText(el.text.value, 'the text'));
  el.file.addEventListener('change', () => {
    const [file] = el.file.files;
    if (file) file.text().then((text) => loadText(text, file.name));
    el.file.value = '';
  });
  el.addGame.addEventListener('click', () => {
    puzzle.games.push({ ...game() });
    puzzle.answers.push(puzzle.answers[current]);
    selectGame(puzzle.games.length - 1);
    boardVersion += 1;
    el.text.value = judgeText(puzzle.games);
  });
  el.removeGame.addEventListener('click', () => {
    if (puzzle.games.length < 2) return;
    puzzle.games.splice(current, 1);
    puzzle.answers.splice(current, 1);
    boardVersion += 1;
    el.text.value = judgeText(puzzle.games);
    selectGame(Math.min(current, puzzle.games.length - 1));
  });

  el.share.addEventListener('click', async () => {
    updateUrl();
    try {
      await navigator.clipboard.writeText(location.href);
      say(el.shareStatus, 'The link is copied: it reopens this board and game.');
    } catch {
      el.shareLink.select();
      say(el.shareStatus, 'Copy the link from the box: it reopens this board and game.');
    }
  });

  el.download.addEventListener('click', async () => {
    const g = game();
    const problem = gameError(g);
    if (problem) {
      say(el.shareStatus, `Nothing to draw: ${problem}.`, true);
      return;
    }
    // The whole puzzle when it is valid, so that the picture has the game's
    // own number.
    const whole = puzzle.games.every((other) => !gameError(other));
    const path = `/api/svg?game=${whole ? current + 1 : 1}`;
    say(el.shareStatus, 'Drawing…');
    let blob;
    try {
      blob = await (await post(path, judgeText(whole ? puzzle.games : [g]))).blob();
    } catch (error) {
      say(el.shareStatus, `No picture: ${error.message}`, true);
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `huarong-game-${current + 1}.svg`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(el.shareStatus, `Downloaded ${link.download}.`);
  });

  // A file dropped anywhere on the page, or text pasted outside a text box,
  // is loaded as a puzzle.
  document.addEventListener('dragover', (event) => {
    event.preventDefault();
    document.body.classList.add('dragging');
  });
  document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    document.body.classList.remove('dragging');
    const [file] = event.dataTransfer.files;
    if (file) file.text().then((text) => loadText(text, file.name));
  });
  document.addEventListener('paste', (event) => {
    if (event.target.closest('input, textarea')) return;
    const text = event.clipboardData.getData('text/plain');
    if (text.trim()) loadText(text, 'the pasted text');
  });

  window.addEventListener('resize', () => {
    layoutCanvas();
    draw();
  });
  window.addEventListener('hashchange', openFragment);

  function openFragment() {
    const shared = readFragment(location.hash);
    if (!shared) return false;
    setPuzzle(shared.puzzle, [], shared.selected);
    say(el.loadStatus, `Opened the shared board: ${puzzle.rows} × ${puzzle.cols}, game ${current + 1}.`);
    return true;
  }

  if (!openFragment()) loadText(SAMPLE, 'the sample');
})();
