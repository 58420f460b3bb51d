//! The fast engine at sizes where its big-board machinery switches on —
//! landmarks, parallel games, shared phase-1 tables, the precomputation's work
//! budget — against plain references:
//! the classic engine on a sample of games, and a lone fast solver (no
//! landmarks, one thread, no sharing) on all of them.

#![cfg(feature = "generate")]

mod support;

use huarong::generate::{Family, board, random_games, seeded};
use huarong::{Engine, FastSolver, Game, Puzzle, StateGraph};
use support::cases::answers;

/// Answers from one plain `FastSolver`, game by game.
fn plain(puzzle: &Puzzle) -> Vec<Option<u64>> {
    let graph = StateGraph::new(&puzzle.board);
    let mut solver = FastSolver::new(&graph);
    puzzle
        .games
        .iter()
        .map(|g| solver.solve(g).expect("valid game"))
        .collect()
}

fn puzzle(family: Family, side: usize, games: usize, seed: u64) -> Puzzle {
    let mut rng = seeded(seed);
    let board = board(family, side, side, &mut rng);
    let games = random_games(&board, games, &mut rng);
    Puzzle { board, games }
}

/// 125 x 125 at 30% fixed has over 20,000 branch states (landmarks start at
/// 8,000): with 4,000 games the
/// engine builds landmarks and runs the games on several threads.
#[test]
fn big_random_board_with_many_games() {
    let p = puzzle(Family::Random { fixed: 0.3 }, 125, 4000, 1);
    let graph = StateGraph::new(&p.board);
    assert!(graph.branch_count() > 20_000, "{}", graph.branch_count());
    let fast = answers(&p, Engine::Fast).unwrap();
    assert_eq!(fast, plain(&p));
    let sample = Puzzle {
        board: p.board.clone(),
        games: p.games[..40].to_vec(),
    };
    assert_eq!(
        answers(&sample, Engine::Classic).unwrap(),
        fast[..40].to_vec()
    );
}

/// Families whose corridors, cut vertices and long detours matter, at the
/// largest size the classic engine answers in a few seconds.
#[test]
fn corridor_families_agree_with_classic() {
    for (i, family) in [
        Family::PerfectMaze,
        Family::BraidedMaze { knock: 0.1 },
        Family::SnakingRing,
        Family::Spiral,
        Family::Comb,
        Family::Random { fixed: 0.42 },
    ]
    .into_iter()
    .enumerate()
    {
        let p = puzzle(family, 60, 60, 10 + i as u64);
        let fast = answers(&p, Engine::Fast).unwrap();
        assert_eq!(fast, answers(&p, Engine::Classic).unwrap(), "{family}");
    }
}

/// Many games sharing few targets and piece cells on a mid-size board: the
/// shared tables against lone searches.
#[test]
fn shared_searches_agree_with_lone_ones() {
    let mut p = puzzle(Family::Random { fixed: 0.25 }, 50, 2000, 3);
    let cells: Vec<Game> = p.games.iter().take(12).copied().collect();
    for (i, g) in p.games.iter_mut().enumerate() {
        let other = cells[i % cells.len()];
        g.target = other.target;
        if g.blank != other.piece {
            g.piece = other.piece;
        }
    }
    p.games.retain(|g| g.blank != g.piece);
    assert_eq!(answers(&p, Engine::Fast).unwrap(), plain(&p));
}

/// Few games on boards where some around-cost searches are long: the engine
/// precomputes to its work budget and the games' searches settle the costs
/// they reach. Against the eager graph, game by game.
#[test]
fn few_games_under_the_work_budget_agree() {
    for (i, family) in [
        Family::Random { fixed: 0.38 },
        Family::BraidedMaze { knock: 0.05 },
    ]
    .into_iter()
    .enumerate()
    {
        let mut p = puzzle(family, 200, 2000, 40 + i as u64);
        // The engine's limit (1,024 cells a search) leaves costs pending on
        // random clutter, where long detours lie in big rigid pieces; on the
        // braided maze the SPQR tree settles every long one.
        let budgeted = StateGraph::with_budget(&p.board, 1024);
        let pending = budgeted.pending_costs();
        if i == 0 {
            assert!(pending > 20, "{family}: only {pending} costs left pending");
        }
        // Mostly games the piece can win: 20 in all, under the engine's
        // threshold for a budget.
        let eager = plain(&p);
        let (won, lost): (Vec<_>, Vec<_>) = (0..p.games.len()).partition(|&g| eager[g].is_some());
        let chosen: Vec<usize> = won
            .iter()
            .take(16)
            .chain(lost.iter().take(4))
            .copied()
            .collect();
        assert_eq!(chosen.len(), 20, "{family}");
        p.games = chosen.iter().map(|&g| p.games[g]).collect();
        let want: Vec<_> = chosen.iter().map(|&g| eager[g]).collect();
        assert_eq!(answers(&p, Engine::Fast).unwrap(), want, "{family}");
    }
}
