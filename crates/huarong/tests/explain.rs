//! Explanations against independent answers: the brute-force engine's, and
//! plain breadth-first searches of the blank written here.
#![cfg(feature = "generate")]

use std::collections::VecDeque;

use huarong::generate::{Family, board, mixed_games, seeded};
use huarong::{
    Board, BruteSolver, CellExplanation, Dir, Game, GameExplanation, Pos, Solver, StateGraph,
    StepKind,
};

/// The blank's shortest walk from `from` to `to` on `board` without entering
/// `avoid`: a plain breadth-first search.
fn walk(board: &Board, from: Pos, to: Pos, avoid: Pos) -> Option<u64> {
    let cols = board.cols();
    let mut dist = vec![u64::MAX; board.rows() * cols];
    let at = |p: Pos| p.row() * cols + p.col();
    dist[at(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        if p == to {
            return Some(dist[at(p)]);
        }
        for d in Dir::ALL {
            if let Some(q) = board.neighbor(p, d)
                && q != avoid
                && board.is_free(q)
                && dist[at(q)] == u64::MAX
            {
                dist[at(q)] = dist[at(p)] + 1;
                queue.push_back(q);
            }
        }
    }
    None
}

fn beside(board: &Board, piece: Pos, side: Dir) -> Pos {
    board.neighbor(piece, side).expect("a side on the board")
}

/// Every check of one explained game against the brute-force answer.
fn check_game(board: &Board, graph: &StateGraph, game: &Game, want: Option<u64>, what: &str) {
    let explained = GameExplanation::new(board, game).expect("a valid game");
    assert_eq!(explained.answer(), want, "{what}: the answer");
    // One entry per free side, each the plain search's first walk.
    let free: Vec<Dir> = Dir::ALL
        .into_iter()
        .filter(|&d| {
            board
                .neighbor(game.piece, d)
                .is_some_and(|q| board.is_free(q))
        })
        .collect();
    let sides: Vec<Dir> = explained.start.iter().map(|s| s.side).collect();
    assert_eq!(sides, free, "{what}: the free sides");
    for start in &explained.start {
        let side = beside(board, game.piece, start.side);
        assert_eq!(
            start.cost,
            walk(board, game.blank, side, game.piece),
            "{what}: the first walk to {:?}",
            start.side
        );
    }
    let Some(path) = &explained.path else {
        assert!(explained.solution.is_none(), "{what}: moves without a path");
        return;
    };
    let solution = explained.solution.as_ref().expect("a path has its moves");
    assert_eq!(Some(solution.cost), want, "{what}: the moves' count");
    let first = path[0];
    assert_eq!(first.kind, StepKind::Start, "{what}");
    assert_eq!(first.piece, game.piece, "{what}");
    if game.piece == game.target {
        assert_eq!((path.len(), first.cost), (1, 0), "{what}: piece on target");
    } else {
        let side = first.side.expect("a start side");
        let start = explained.start.iter().find(|s| s.side == side);
        assert_eq!(
            start.and_then(|s| s.cost),
            Some(first.cost),
            "{what}: start"
        );
    }
    // The steps add up: each around step is the plain walk round the piece
    // (and the state graph's around-cost), each swap one move.
    for pair in path.windows(2) {
        let (before, after) = (pair[0], pair[1]);
        let (a, b) = (before.side.expect("a side"), after.side.expect("a side"));
        match after.kind {
            StepKind::Around => {
                assert_eq!(before.piece, after.piece, "{what}: the piece stays");
                assert_ne!(a, b, "{what}: round to another side");
                let cost = after.cost - before.cost;
                let plain = walk(
                    board,
                    beside(board, before.piece, a),
                    beside(board, before.piece, b),
                    before.piece,
                );
                assert_eq!(Some(cost), plain, "{what}: around {a:?} -> {b:?}");
                let p = board.cell(before.piece);
                assert_eq!(graph.around(p, a, b).map(u64::from), plain, "{what}");
            }
            StepKind::Swap => {
                assert_eq!(after.cost, before.cost + 1, "{what}: a swap is one move");
                assert_eq!(after.piece, beside(board, before.piece, a), "{what}");
                assert_eq!(b, a.opposite(), "{what}: the blank is where the piece was");
            }
            StepKind::Start => panic!("{what}: a start step after the first"),
        }
    }
    let last = path.last().expect("a path has a step");
    assert_eq!((last.piece, Some(last.cost)), (game.target, want), "{what}");
    // The path is the moves replayed: after `cost` moves the piece and the
    // blank stand as each step says.
    let mut states = vec![(game.piece, game.blank)];
    let (mut blank, mut piece) = (game.blank, game.piece);
    for &dir in &solution.moves {
        let next = board.neighbor(blank, dir).expect("a legal move");
        if next == piece {
            piece = blank;
        }
        blank = next;
        states.push((piece, blank));
    }
    assert_eq!(
        huarong::replay(board, game, &solution.moves),
        Ok(game.target)
    );
    for step in path {
        let (piece, blank) = states[usize::try_from(step.cost).expect("small")];
        assert_eq!(piece, step.piece, "{what}: after {} moves", step.cost);
        if let Some(side) = step.side {
            assert_eq!(
                blank,
                beside(board, piece, side),
                "{what}: after {}",
                step.cost
            );
        }
    }
}

#[test]
fn explanations_agree_with_brute_force_on_every_family() {
    let mut games_seen = 0;
    let mut around_seen = 0;
    for (i, family) in Family::ALL.into_iter().enumerate() {
        for (rows, cols) in [(3, 4), (5, 5), (6, 7)] {
            let mut rng = seeded(24 + i as u64 * 7 + rows as u64);
            let (rows, cols) = family.shape(rows, cols);
            let board = board(family, rows, cols, &mut rng);
            let graph = StateGraph::new(&board);
            let mut brute = BruteSolver::new(&board).expect("a small board");
            for (k, game) in mixed_games(&board, 25, &mut rng).iter().enumerate() {
                let want = brute.solve(game).expect("a valid game");
                let what = format!("{family} {rows}x{cols} game {}", k + 1);
                check_game(&board, &graph, game, want, &what);
                games_seen += 1;
                let explained = GameExplanation::new(&board, game).expect("valid");
                around_seen += explained
                    .path
                    .iter()
                    .flatten()
                    .filter(|s| s.kind == StepKind::Around)
                    .count();
            }
        }
    }
    assert!(games_seen > 500, "only {games_seen} games");
    assert!(around_seen > 100, "only {around_seen} around steps");
}

#[test]
fn cells_list_every_ordered_pair_of_free_sides_with_the_plain_walk() {
    for (i, family) in Family::ALL.into_iter().enumerate() {
        let (rows, cols) = family.shape(5, 6);
        let board = board(family, rows, cols, &mut seeded(100 + i as u64));
        let graph = StateGraph::with_budget(&board, 1);
        for row in 0..rows {
            for col in 0..cols {
                let cell = Pos::new(row, col);
                let Ok(explained) = CellExplanation::new(&graph, cell) else {
                    assert!(!board.is_free(cell), "{family}: a free cell refused");
                    continue;
                };
                let free = Dir::ALL
                    .into_iter()
                    .filter(|&d| board.neighbor(cell, d).is_some_and(|q| board.is_free(q)))
                    .count();
                assert_eq!(explained.around.len(), free * free.saturating_sub(1));
                for around in &explained.around {
                    let plain = walk(
                        &board,
                        beside(&board, cell, around.from),
                        beside(&board, cell, around.to),
                        cell,
                    );
                    assert_eq!(around.cost.map(u64::from), plain, "{family} {cell:?}");
                }
            }
        }
    }
}

/// The sample's first game, by hand: the blank walks one move to below the
/// piece, which swaps down; the second game has no path.
#[test]
fn the_sample_explained() {
    let board = Board::from_rows(&["0111", "0110", "0100"]).expect("a board");
    let game = Game {
        blank: Pos::new(2, 1),
        piece: Pos::new(0, 1),
        target: Pos::new(1, 1),
    };
    let explained = GameExplanation::new(&board, &game).expect("valid");
    let path = explained.path.expect("solvable");
    assert_eq!(path.len(), 2);
    let unsolvable = Game {
        blank: Pos::new(0, 1),
        piece: Pos::new(1, 1),
        target: Pos::new(2, 1),
    };
    let explained = GameExplanation::new(&board, &unsolvable).expect("valid");
    assert_eq!((explained.answer(), explained.path), (None, None));
}
