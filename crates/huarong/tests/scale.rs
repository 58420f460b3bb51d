//! The fast engine at sizes where its big-board machinery switches on —
//! landmarks, parallel games, shared phase-1 tables, the precomputation's work
//! budget — against the classic engine, which shares none of it: on all the
//! games where the board is small enough for it, on a sample spread over
//! them where it is not.
#![cfg(feature = "generate")]

mod support;

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Condvar, Mutex};
use std::thread::ThreadId;
use std::time::Duration;

use huarong::generate::{Family, board, random_games, seeded};
use huarong::{Budget, Engine, FastSolver, Game, Progress, Puzzle, SolveOptions, StateGraph};
use support::cases::answers;

/// `games` uniform games on a `side` x `side` board of `family`.
fn puzzle(family: Family, side: usize, games: usize, seed: u64) -> Puzzle {
    let mut rng = seeded(seed);
    let board = board(family, side, side, &mut rng);
    let games = random_games(&board, games, &mut rng);
    Puzzle { board, games }
}

/// `puzzle` with only the games at `chosen`.
fn only(puzzle: &Puzzle, chosen: impl Iterator<Item = usize>) -> Puzzle {
    Puzzle {
        board: puzzle.board.clone(),
        games: chosen.map(|g| puzzle.games[g]).collect(),
    }
}

/// How long a thread that reported a game waits for another thread to report
/// one: only a limit that turns a run on one thread into a failure.
const OTHER_THREAD_GUARD: Duration = Duration::from_secs(120);

/// The threads that answered games, as a solve's reports tell them. The
/// first thread to report waits until another reports too: while it waits,
/// a solve that spreads its games over threads answers more of them on
/// others, and one that keeps them all on one thread never does.
#[derive(Default)]
struct Answering {
    threads: Mutex<HashSet<ThreadId>>,
    another: Condvar,
    gave_up: AtomicBool,
}

impl Answering {
    fn reported(&self) {
        let mut threads = self.threads.lock().expect("no panic");
        threads.insert(std::thread::current().id());
        self.another.notify_all();
        if self.gave_up.load(Relaxed) {
            return;
        }
        let (threads, waited) = self
            .another
            .wait_timeout_while(threads, OTHER_THREAD_GUARD, |threads| threads.len() < 2)
            .expect("no panic");
        drop(threads);
        if waited.timed_out() {
            self.gave_up.store(true, Relaxed);
        }
    }
}

/// A long cycle of small pieces of four region tiles (520 x 520 beads) with
/// 100 games: the engine builds its shortcuts across the thin regions in
/// the landmarks' place, and its answers are those of a lone fast solver
/// without them (the classic engine would take hours here; the overlay's
/// unit tests check it against plain searches on every family).
#[test]
fn a_long_cycle_of_pieces_takes_shortcuts_instead_of_landmarks() {
    let p = puzzle(Family::Beads { width: 3 }, 520, 100, 3);
    let phases = Mutex::new(Vec::new());
    let report = |progress| {
        if let Progress::Phase(name) = progress {
            phases.lock().expect("no panic").push(name);
        }
    };
    let options = SolveOptions::new(Engine::Fast).with_progress(&report);
    let fast = huarong::solve(&p, &options).expect("solved").into_costs();
    let phases = phases.into_inner().expect("no panic");
    assert!(phases.contains(&"shortcuts"), "no shortcuts: {phases:?}");
    assert!(!phases.contains(&"landmarks"), "landmarks too: {phases:?}");
    let graph = StateGraph::new(&p.board);
    let mut lone = FastSolver::new(&graph);
    for (game, answer) in p.games.iter().zip(&fast) {
        assert_eq!(lone.solve(game).expect("valid game"), *answer, "{game:?}");
    }
}

/// 125 x 125 at 30% fixed has over 20,000 branch states (landmarks start at
/// 8,000): with 4,000 games the engine builds landmarks and spreads the
/// games over threads. On a pool of four threads, whatever the machine, the
/// reports show both; a sample of the answers spread over all of them is
/// the classic engine's, and all of them a lone fast solver's (no
/// landmarks, one thread, no sharing).
#[cfg(feature = "parallel")]
#[test]
fn a_big_board_with_many_games_builds_landmarks_and_uses_threads() {
    let p = puzzle(Family::Random { fixed: 0.3 }, 125, 4000, 1);
    let graph = StateGraph::new(&p.board);
    assert!(graph.branch_count() > 20_000, "{}", graph.branch_count());
    let phases = Mutex::new(Vec::new());
    let answering = Answering::default();
    let report = |progress| match progress {
        Progress::Phase(name) => phases.lock().expect("no panic").push(name),
        Progress::Solved(_) => answering.reported(),
        _ => {}
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .expect("a pool of 4 threads");
    let options = SolveOptions::new(Engine::Fast).with_progress(&report);
    let fast = pool
        .install(|| huarong::solve(&p, &options))
        .expect("solved")
        .into_costs();
    let phases = phases.into_inner().expect("no panic");
    assert!(phases.contains(&"landmarks"), "no landmarks: {phases:?}");
    let threads = answering.threads.into_inner().expect("no panic").len();
    assert!(threads >= 2, "games answered on {threads} thread(s)");

    let sample: Vec<usize> = (0..p.games.len()).step_by(100).collect();
    let classic = answers(&only(&p, sample.iter().copied()), Engine::Classic).unwrap();
    let want: Vec<_> = sample.iter().map(|&g| fast[g]).collect();
    assert_eq!(classic, want, "classic on games {sample:?}");
    let mut lone = FastSolver::new(&graph);
    for (game, answer) in p.games.iter().zip(&fast) {
        assert_eq!(lone.solve(game).expect("valid game"), *answer, "{game:?}");
    }
}

/// Families whose corridors, cut vertices and long detours matter, at the
/// largest size the classic engine answers in a few seconds.
#[test]
fn corridor_families_agree_with_classic() {
    let families = Family::CORRIDORS
        .into_iter()
        .chain([Family::Random { fixed: 0.42 }]);
    for (i, family) in families.enumerate() {
        let p = puzzle(family, 60, 60, 10 + i as u64);
        let fast = answers(&p, Engine::Fast).unwrap();
        assert_eq!(fast, answers(&p, Engine::Classic).unwrap(), "{family}");
    }
}

/// Many games sharing few targets and piece cells on a mid-size board: the
/// shared tables against the classic engine's search per game.
#[test]
fn shared_searches_agree_with_classic() {
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
    assert_eq!(
        answers(&p, Engine::Fast).unwrap(),
        answers(&p, Engine::Classic).unwrap()
    );
}

/// The most cells one around-cost search settles up front here: low enough
/// that a board the classic engine answers in seconds leaves many costs
/// pending, as the engine's own limit does on boards of 200 x 200.
const SMALL_BUDGET: usize = 48;

/// Few games on boards where some around-cost searches are long: the engine
/// precomputes to a work budget and the games' searches settle the costs
/// they reach. Under a small budget and under the engine's own choice for
/// 20 games, against the classic engine.
#[test]
fn few_games_under_a_work_budget_agree_with_classic() {
    for (i, family) in [
        Family::Random { fixed: 0.38 },
        Family::BraidedMaze { knock: 0.05 },
    ]
    .into_iter()
    .enumerate()
    {
        let p = puzzle(family, 60, 600, 40 + i as u64);
        // The budget leaves costs pending on random clutter, where long
        // detours lie in big rigid pieces; on the braided maze the SPQR tree
        // settles every long one.
        let pending = StateGraph::with_budget(&p.board, SMALL_BUDGET).pending_costs();
        if i == 0 {
            assert!(pending > 20, "{family}: only {pending} costs left pending");
        }
        // Mostly games the piece can win: 20 in all, under the engine's
        // threshold for a budget.
        let classic = answers(&p, Engine::Classic).unwrap();
        let (won, lost): (Vec<_>, Vec<_>) = (0..p.games.len()).partition(|&g| classic[g].is_some());
        let chosen: Vec<usize> = won
            .iter()
            .take(16)
            .chain(lost.iter().take(4))
            .copied()
            .collect();
        assert_eq!(chosen.len(), 20, "{family}");
        let few = only(&p, chosen.iter().copied());
        let want: Vec<_> = chosen.iter().map(|&g| classic[g]).collect();
        for budget in [Budget::Limit(SMALL_BUDGET), Budget::Auto] {
            let options = SolveOptions::new(Engine::Fast).with_budget(budget);
            let fast = huarong::solve(&few, &options).unwrap().into_costs();
            assert_eq!(fast, want, "{family} {budget:?}");
        }
    }
}
