//! The memory estimate against the memory a solve really allocates.
//!
//! A counting global allocator wraps the system's and tracks the bytes held
//! and the most held since the counter was last reset. For every board
//! family, with and without moves, on one thread and on two, the fast
//! engine's peak from just before the solve to its end must be within 25%
//! of [`estimate_memory`] less its parsed-puzzle part (which the solve does
//! not allocate); the classic engine's likewise on a smaller board, and the
//! parsed-puzzle part within 25% of what parsing leaves allocated.
//!
//! Spelled-out moves are not in the estimate (their length is the answer):
//! with moves, the games are picked for short solutions, and the bytes the
//! moves hold are taken off the measured peak.

#![cfg(feature = "generate")]
// The counting allocator implements `GlobalAlloc`, an unsafe trait.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::{Mutex, MutexGuard, PoisonError};

use huarong::generate::{Family, board, mixed_games, random_games, seeded};
use huarong::{
    Answers, Engine, InputLimits, MemoryEstimate, Plan, Progress, Puzzle, SolveOptions,
    TableLimits, estimate_memory, estimated_plan, memory_bounds, parse_puzzle, solve, solver_plan,
};

/// The system allocator, counting the bytes it holds.
struct Counting;

/// Bytes held now.
static CURRENT: AtomicUsize = AtomicUsize::new(0);
/// The most bytes held since the last [`reset_peak`].
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// Counts `size` more bytes held.
fn grew(size: usize) {
    let now = CURRENT.fetch_add(size, Relaxed) + size;
    PEAK.fetch_max(now, Relaxed);
}

/// Counts `size` fewer bytes held.
fn shrank(size: usize) {
    CURRENT.fetch_sub(size, Relaxed);
}

// SAFETY: every call is passed on to `System` unchanged; the counters only
// observe the sizes of the blocks it hands out and takes back.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's guarantees for `layout` are `System`'s.
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: `block` came from `System` with `layout`.
        unsafe { System.dealloc(block, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        // SAFETY: `block` came from `System` with `layout`; `size` is the
        // caller's valid new size.
        let moved = unsafe { System.realloc(block, layout, size) };
        if !moved.is_null() {
            if size >= layout.size() {
                grew(size - layout.size());
            } else {
                shrank(layout.size() - size);
            }
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The tests share the counters: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// The counters to this test alone, until dropped.
fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The tolerance: the estimate within this share of the measured peak.
const TOLERANCE: f64 = 0.25;

/// `work`'s result, and the most bytes it held at once on top of what was
/// held before it started.
fn peak_of<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let before = CURRENT.load(Relaxed);
    PEAK.store(before, Relaxed);
    let out = work();
    (out, PEAK.load(Relaxed).saturating_sub(before))
}

/// `work` on a rayon pool of `threads` threads (on this thread without the
/// `parallel` feature, where `threads` is always 1).
fn on_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> T {
    #[cfg(feature = "parallel")]
    {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool")
            .install(work)
    }
    #[cfg(not(feature = "parallel"))]
    {
        assert_eq!(threads, 1);
        work()
    }
}

/// Thread counts to try: one, and two when there are threads.
fn thread_counts() -> &'static [usize] {
    if cfg!(feature = "parallel") {
        &[1, 2]
    } else {
        &[1]
    }
}

/// One comparison of an estimate with a measured peak.
struct Check {
    what: String,
    estimate: u64,
    measured: u64,
}

impl Check {
    /// The estimate over the measured peak.
    fn ratio(&self) -> f64 {
        self.estimate as f64 / self.measured.max(1) as f64
    }

    fn passes(&self) -> bool {
        let ratio = self.ratio();
        (1.0 - TOLERANCE..=1.0 + TOLERANCE).contains(&ratio)
    }
}

/// Runs `collect` with the counters to itself, and asserts that every
/// check it collects passes.
fn run_checks(collect: impl FnOnce(&mut Vec<Check>)) {
    let _serial = serial();
    let mut checks = Vec::new();
    collect(&mut checks);
    assert_all(&checks);
}

/// Asserts that every check passes, listing them all.
fn assert_all(checks: &[Check]) {
    let mut table = String::new();
    for check in checks {
        table.push_str(&format!(
            "{:<44} estimate {:>12} measured {:>12} ratio {:.3}{}\n",
            check.what,
            check.estimate,
            check.measured,
            check.ratio(),
            if check.passes() { "" } else { "  <-- off" }
        ));
    }
    eprint!("{table}");
    assert!(
        checks.iter().all(Check::passes),
        "estimates more than {:.0}% off:\n{table}",
        TOLERANCE * 100.0
    );
}

/// The estimate of the solve alone: without the parsed puzzle, which is
/// allocated before the solve starts.
fn solve_part(estimate: &MemoryEstimate) -> u64 {
    estimate.total - estimate.part("parsed puzzle")
}

/// The bytes the spelled-out moves of `answers` hold.
fn moves_bytes(answers: &Answers) -> usize {
    answers.solutions().map_or(0, |solutions| {
        solutions.iter().flatten().map(|s| s.moves.capacity()).sum()
    })
}

/// Estimates and measures the solve of `puzzle` with `options` on `threads`
/// threads.
fn check_solve(what: &str, puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> Check {
    let estimate = estimate_memory(puzzle, options, threads);
    assert_eq!(estimate.threads, threads);
    let (answers, peak) =
        peak_of(|| on_threads(threads, || solve(puzzle, options).expect("valid games")));
    let measured = peak.saturating_sub(moves_bytes(&answers));
    drop(answers);
    Check {
        what: format!("{what} ({} at {})", threads, estimate.peak_at),
        estimate: solve_part(&estimate),
        measured: measured as u64,
    }
}

/// [`check_solve`] for the fast engine, with or without `moves`.
fn check_fast(what: &str, puzzle: &Puzzle, moves: bool, threads: usize) -> Check {
    let options = SolveOptions::new(Engine::Fast).with_moves(moves);
    let what = format!("{what}, {} games{}", puzzle.games.len(), moves_note(moves));
    check_solve(&what, puzzle, &options, threads)
}

/// ", moves" when `moves`, for a check's name.
fn moves_note(moves: bool) -> &'static str {
    if moves { ", moves" } else { "" }
}

/// `count` uniform games on `board`, drawn from `seed`.
fn random_puzzle(board: huarong::Board, count: usize, seed: u64) -> Puzzle {
    Puzzle {
        games: random_games(&board, count, &mut seeded(seed)),
        board,
    }
}

/// A board side that keeps the test short: big enough that the tables
/// dwarf the fixed costs, smaller when unoptimised.
fn side(release: usize, debug: usize) -> usize {
    if cfg!(debug_assertions) {
        debug
    } else {
        release
    }
}

/// A board of `family` with about `side * side` cells (a line or a column
/// of that many).
fn family_board(family: Family, side: usize, seed: u64) -> huarong::Board {
    let mut rng = seeded(seed);
    match family {
        Family::Line => board(family, 1, side * side, &mut rng),
        Family::Column => board(family, side * side, 1, &mut rng),
        _ => board(family, side, side, &mut rng),
    }
}

/// Every family's board of `side` (as [`family_board`] makes it), with the
/// family's index, which seeds it.
fn every_family(side: usize) -> impl Iterator<Item = (u64, Family, huarong::Board)> {
    (0..)
        .zip(Family::ALL)
        .map(move |(i, family)| (i, family, family_board(family, side, i)))
}

/// `count` games on `board` whose solutions are at most `longest` moves
/// (or unsolvable), so that spelling them out costs little memory: picked
/// from special cases and uniform games, by their costs.
fn short_games(board: &huarong::Board, count: usize, longest: u64) -> Vec<huarong::Game> {
    let candidates = Puzzle {
        board: board.clone(),
        games: mixed_games(board, 10 * count, &mut seeded(7)),
    };
    let costs = solve(&candidates, &SolveOptions::default())
        .expect("valid games")
        .into_costs();
    candidates
        .games
        .into_iter()
        .zip(costs)
        .filter(|&(_, cost)| cost.is_none_or(|c| c <= longest))
        .map(|(game, _)| game)
        .take(count)
        .collect()
}

/// The fast engine on every family, one and two threads, with and without
/// moves: 100 games each.
#[test]
fn fast_engine_estimates_within_a_quarter() {
    run_checks(|checks| {
        let side = side(300, 80);
        for (i, family, board) in every_family(side) {
            let uniform = random_puzzle(board.clone(), 100, 100 + i);
            let short = Puzzle {
                games: short_games(&board, 100, 20_000),
                board,
            };
            for &threads in thread_counts() {
                for (puzzle, moves) in [(&uniform, false), (&short, true)] {
                    let what = format!("fast {family} {side}");
                    checks.push(check_fast(&what, puzzle, moves, threads));
                }
            }
        }
    });
}

/// The boards whose around-cost searches stop and leave long detours (rooms
/// and beads, whose doors and links the SPQR tree settles; random clutter,
/// where a few stop or none), and open-ish clutter, with 1, 5 and 100
/// games (a work budget with few): the estimate plans as the solver does,
/// and is within a quarter of the peak wherever it falls, the around-costs
/// included.
#[test]
fn long_detours_estimate_within_a_quarter() {
    run_checks(|checks| {
        let side = side(300, 60);
        let rooms = [5, 8, 32].map(|size| Family::Rooms { size });
        let clutter = [0.05, 0.1, 0.2, 0.3, 0.45].map(|fixed| Family::Random { fixed });
        let families = rooms
            .into_iter()
            .chain([Family::Beads { width: 2 }])
            .chain(clutter);
        for (i, family) in (0..).zip(families) {
            let board = family_board(family, side, 700 + i);
            for games in [1, 5, 100] {
                let puzzle = random_puzzle(board.clone(), games, 800 + i);
                let threads = thread_counts().len();
                // The forecast foresees the pending costs the lists wait
                // on: the estimate plans what the solver plans.
                let options = SolveOptions::new(Engine::Fast);
                let solver = on_threads(threads, || solver_plan(&puzzle, &options));
                let estimated = Plan {
                    long_chains: solver.long_chains,
                    ..estimated_plan(&puzzle, &options, threads)
                };
                assert_eq!(estimated, solver, "{family}, {games} games");
                let what = format!("fast {family} {side}");
                checks.push(check_fast(&what, &puzzle, false, threads));
            }
        }
    });
}

/// The searches' own scratch where landmarks sharpen them (random clutter
/// with 100 games): the estimate's "search scratch" within a quarter of
/// what the heap grows by once the board is precomputed. Their queue is the
/// plain searches' buckets, a byte a branch number, not four.
#[test]
fn sharpened_searches_scratch_within_a_quarter() {
    run_checks(|checks| {
        // Past the fixed costs of a search: on 150 x 150 clutter the
        // searches took 0.2 MB a solver more than counted.
        let side = 300;
        for (i, fixed) in (0..).zip([0.1, 0.2, 0.3]) {
            let family = Family::Random { fixed };
            let puzzle = random_puzzle(family_board(family, side, 900 + i), 100, 950 + i);
            let threads = thread_counts().len();
            let options = SolveOptions::new(Engine::Fast);
            let plan = estimated_plan(&puzzle, &options, threads);
            assert!(plan.landmarks > 0, "{family}: landmarks planned");
            let estimate = estimate_memory(&puzzle, &options, threads);
            assert_eq!(estimate.peak_at, "searches", "{family}");
            let precomputed = AtomicUsize::new(0);
            let report = |progress: Progress| {
                if matches!(progress, Progress::Precomputed) {
                    let now = CURRENT.load(Relaxed);
                    precomputed.store(now, Relaxed);
                    PEAK.store(now, Relaxed);
                }
            };
            let with_report = options.with_progress(&report);
            let (answers, _) = peak_of(|| {
                on_threads(threads, || {
                    solve(&puzzle, &with_report).expect("valid games")
                })
            });
            let measured = PEAK.load(Relaxed).saturating_sub(precomputed.load(Relaxed));
            drop(answers);
            checks.push(Check {
                what: format!("searches {family} {side}, 100 games ({threads})"),
                estimate: estimate.part("search scratch"),
                measured: measured as u64,
            });
        }
    });
}

/// The classic engine on every family, on a smaller board: its
/// precomputation is quadratic.
#[test]
fn classic_engine_estimates_within_a_quarter() {
    run_checks(|checks| {
        let side = side(48, 24);
        for (i, family, board) in every_family(side) {
            let puzzle = random_puzzle(board, 100, 200 + i);
            for moves in [false, true] {
                let options = SolveOptions::new(Engine::Classic).with_moves(moves);
                let what = format!("classic {family} {side}{}", moves_note(moves));
                checks.push(check_solve(&what, &puzzle, &options, 1));
            }
        }
    });
}

/// A board of the threshold test: `games` uniform games on a `family`
/// board of `side`, solved without moves on `threads` threads under
/// `limits`; with their pieces on `pieces` cells only, when not 0.
#[derive(Clone, Copy)]
struct Case {
    family: Family,
    side: usize,
    games: usize,
    threads: usize,
    pieces: usize,
    limits: TableLimits,
}

/// `count` of each [`Case`]: boards either side of every threshold an
/// owner of a table decides by, each named by the side it is on. The
/// solver's plan and the estimate's agree on each, and the estimate is
/// within a quarter of the measured peak.
fn threshold_cases() -> Vec<Case> {
    let case = |family, side, games, threads| Case {
        family,
        side,
        games,
        threads,
        pieces: 0,
        limits: TableLimits::default(),
    };
    // The limits in bytes and states are past on boards too big for CI at
    // their defaults (a gigabyte of landmarks, 2^24 states): these boards
    // are past lowered limits, which the solver and the estimate read alike.
    let limited = |case: Case, limits: TableLimits| Case { limits, ..case };
    let defaults = TableLimits::default();
    let random = Family::Random { fixed: 0.3 };
    let braided = Family::BraidedMaze { knock: 0.05 };
    let mut cases = vec![
        // A perfect maze is a forest (no state graph) with a skeleton.
        case(Family::PerfectMaze, 100, 100, 1),
        // Landmarks: none under 8,000 branch states or 100 games, four at
        // 100 games.
        case(random, 60, 100, 1),
        case(random, 100, 99, 1),
        case(random, 100, 100, 1),
        // Shared phase-1 tables: many games on few piece cells.
        case(Family::Rooms { size: 3 }, 20, 3000, 1),
        // A branch table at 723 branch states, none at 1,277 (past
        // `MAX_BRANCHES`), both with a cut table on the skeleton.
        case(braided, 40, 3000, 1),
        case(braided, 60, 3000, 1),
        // Past `listed_states` (41,616 and 15,376 states here): no adjacency
        // lists on random clutter, whose landmarks search the graph's edges
        // on the fly, and lists on a braided maze, where they are small.
        limited(
            case(random, 100, 1000, 1),
            TableLimits {
                listed_states: 1 << 14,
                ..defaults
            },
        ),
        limited(
            case(braided, 60, 3000, 1),
            TableLimits {
                listed_states: 1 << 12,
                ..defaults
            },
        ),
    ];
    // The biggest boards and tables, too slow unoptimised.
    if cfg!(debug_assertions) {
        return cases;
    }
    if cfg!(feature = "parallel") {
        cases.extend([
            // Groups of games by target on threads past `PARALLEL_WORK`
            // (branch states times targets), not under it or on one.
            case(random, 300, 1000, 2),
            case(random, 300, 1000, 1),
            case(Family::Open, 300, 1000, 2),
            case(braided, 300, 1000, 2),
            case(random, 100, 100, 2),
            // One thread past `extra_searcher_bytes` (a searcher here takes
            // a few megabytes).
            limited(
                case(random, 300, 1000, 2),
                TableLimits {
                    extra_searcher_bytes: 1 << 20,
                    ..defaults
                },
            ),
            // Solvers sharing one walk scratch between the two: its 20
            // bytes a cell (1.8 MB here) each would not fit, their searches'
            // nine bytes a branch state do.
            limited(
                case(random, 300, 1000, 2),
                TableLimits {
                    extra_searcher_bytes: 5 << 19,
                    ..defaults
                },
            ),
        ]);
    }
    cases.extend([
        // A cut table of nearly its most entries (62 MB), and none past
        // `CUT_TABLE_MAX_ENTRIES` with as many games.
        case(braided, 160, 10_000, 1),
        case(braided, 200, 10_000, 1),
        // More piece cells with enough games than `PIECE_TABLE_BUDGET` has
        // tables for (3,236 of 5,184 cells, 134 MB).
        Case {
            pieces: 3300,
            ..case(Family::Open, 70, 5 * 3300, 1)
        },
        // No adjacency lists on open ground past a million states (208
        // bytes a cell at four edges a branch state).
        case(Family::Open, 600, 100, 1),
        // Shortcuts in the landmarks' place on a long cycle of small pieces
        // of four region tiles and more, with 100 games and none with 99.
        case(Family::Beads { width: 3 }, 520, 100, 2),
        case(Family::Beads { width: 3 }, 520, 99, 2),
        // The landmarks' 16 MiB with 399 games (11 landmarks here) and
        // 160 MiB from 400 (all 16 wanted).
        case(random, 400, 399, 1),
        case(random, 400, 400, 1),
        // Fewer landmarks than the 16 wanted past `landmark_bytes` (each
        // table takes about half a megabyte here).
        limited(
            case(random, 300, 400, 1),
            TableLimits {
                landmark_bytes: 2 << 20,
                ..defaults
            },
        ),
    ]);
    if cfg!(feature = "parallel") {
        // Landmark tables on threads past `PARALLEL_BRANCHES` (over a
        // million branch states), and on one past `extra_searcher_bytes`.
        cases.push(case(random, 850, 100, 2));
        // Three landmarks on two threads, and phase 1 of every game beside
        // the third (fewer than 128 games), and not with 128.
        let sparse = Family::Random { fixed: 0.15 };
        cases.push(case(sparse, 850, 100, 2));
        cases.push(case(sparse, 850, 128, 2));
        cases.push(limited(
            case(random, 850, 100, 2),
            TableLimits {
                extra_searcher_bytes: 1 << 20,
                ..defaults
            },
        ));
    }
    cases
}

/// Boards either side of each threshold of the fast engine's tables: the
/// estimate foresees the plan the solver follows (so it counts the tables
/// the solve builds, and no other), and is within a quarter of the measured
/// peak. The boards straddle every threshold, so a threshold that moves
/// past them fails here until boards either side of it are found again.
#[test]
fn each_threshold_either_side_within_a_quarter() {
    run_checks(|checks| {
        let mut plans = Vec::new();
        let cases = threshold_cases();
        for (i, case) in cases.iter().enumerate() {
            let Case {
                family,
                side,
                games,
                threads,
                pieces,
                limits,
            } = *case;
            let board = family_board(family, side, 400 + i as u64);
            let mut puzzle = random_puzzle(board, games, 500 + i as u64);
            if pieces > 0 {
                let board = &puzzle.board;
                let cells: Vec<huarong::Pos> = board
                    .free_cells()
                    .take(pieces)
                    .map(|c| board.pos(c))
                    .collect();
                for (game, &piece) in puzzle.games.iter_mut().zip(cells.iter().cycle()) {
                    game.piece = piece;
                }
                puzzle.games.retain(|g| g.blank != g.piece);
            }
            let options = SolveOptions::new(Engine::Fast).with_limits(limits);
            let what = format!("fast {family} {side}, {games} games, {limits:?}");
            let solver = on_threads(threads, || solver_plan(&puzzle, &options));
            // The queue's kind reads the chains' costs, which the counts
            // have not (they count chain states): it sizes no table.
            let estimated = Plan {
                long_chains: solver.long_chains,
                ..estimated_plan(&puzzle, &options, threads)
            };
            assert_eq!(estimated, solver, "{what}, {threads} threads");
            plans.push(solver);
            checks.push(check_solve(&what, &puzzle, &options, threads));
        }
        let either_side = |name: &str, decides: fn(&Plan) -> bool| {
            let on = plans.iter().filter(|&p| decides(p)).count();
            assert!(
                on > 0 && on < plans.len(),
                "no boards either side of {name}: {plans:#?}"
            );
        };
        either_side("a state graph", |p| p.forest);
        either_side("adjacency lists", |p| p.huge);
        either_side("small lists past the dense size", |p| p.huge_lists);
        either_side("small lists up to the dense size", |p| p.dense_lists);
        either_side("a skeleton", |p| p.skeleton);
        either_side("landmarks", |p| p.landmarks > 0);
        either_side("shortcuts", |p| p.overlay);
        either_side("a branch table", |p| p.branch_table);
        either_side("a cut table", |p| p.cut_table);
        either_side("phase-1 tables", |p| p.piece_tables > 0);
        if cfg!(not(debug_assertions)) {
            let wanted = |case: &Case| (case.games / 25).min(16);
            let short = cases
                .iter()
                .zip(&plans)
                .filter(|(case, p)| p.landmarks > 0 && p.landmarks < wanted(case))
                .count();
            let full = cases
                .iter()
                .zip(&plans)
                .filter(|(case, p)| p.landmarks > 0 && p.landmarks == wanted(case))
                .count();
            assert!(
                short > 0 && full > 0,
                "no boards either side of landmark memory: {plans:#?}"
            );
            either_side("their budget", |p| p.piece_tables < p.shared_pieces);
            if cfg!(feature = "parallel") {
                either_side("groups on threads", |p| p.chunk.is_some());
                either_side("a walk scratch shared", |p| p.shared_walks);
                either_side("landmarks on threads", |p| p.landmarks_parallel);
            }
        }
    });
}

/// Many games on tiny boards, where the per-game tables dominate: on a
/// 1 x 2 board (no way round any cell) and a 2 x 2 one (a state graph,
/// games grouped by target), on one thread and two, the estimate within a
/// quarter, and without moves at most 40 bytes a game at the peak, parsed
/// games included.
#[test]
fn many_games_estimate_within_a_quarter_at_forty_bytes_each() {
    run_checks(|checks| {
        let games = side(500_000, 20_000);
        for rows in [&["11"][..], &["11", "11"]] {
            let board = huarong::Board::from_rows(rows).expect("a board");
            let puzzle = random_puzzle(board, games, 4);
            let parsed = puzzle.games.capacity() * std::mem::size_of::<huarong::Game>();
            for &threads in thread_counts() {
                for moves in [false, true] {
                    let what = format!("fast {rows:?}");
                    let check = check_fast(&what, &puzzle, moves, threads);
                    let per_game = (parsed as u64 + check.measured) as f64 / games as f64;
                    assert!(
                        moves || per_game <= 40.0,
                        "{rows:?}, {threads} threads: {per_game:.1} bytes a game"
                    );
                    checks.push(check);
                }
            }
        }
    });
}

/// The parsed puzzle's part against what parsing leaves allocated.
#[test]
fn parsed_puzzle_part_within_a_quarter() {
    run_checks(|checks| {
        for (i, family) in Family::ALL.into_iter().enumerate() {
            for (side, games) in [(side(300, 80), 100), (10, side(100_000, 10_000))] {
                let board = family_board(family, side, i as u64);
                let puzzle = random_puzzle(board, games, 300 + i as u64);
                let text = puzzle.to_string();
                let before = CURRENT.load(Relaxed);
                let parsed =
                    parse_puzzle(text.as_bytes(), &InputLimits::default()).expect("it parses");
                let held = CURRENT.load(Relaxed).saturating_sub(before);
                assert_eq!(parsed, puzzle);
                let estimate = estimate_memory(&parsed, &SolveOptions::default(), 1);
                checks.push(Check {
                    what: format!("parsed {family} {side}, {games} games"),
                    estimate: estimate.part("parsed puzzle"),
                    measured: held as u64,
                });
            }
        }
    });
}

/// Degenerate puzzles: no games, no free cells, one cell, a board too big
/// for the brute-force engine. The estimate is made without failing, and
/// the solve takes no more than it and a little allocator slack.
#[test]
fn degenerate_puzzles_estimate_without_failing() {
    let _serial = serial();
    let open = family_board(Family::Open, 3, 0);
    let games = random_games(&open, 5, &mut seeded(9));
    let puzzles = [
        Puzzle {
            board: open.clone(),
            games: Vec::new(),
        },
        Puzzle {
            board: huarong::Board::new_fixed(4, 4),
            games: Vec::new(),
        },
        Puzzle {
            board: huarong::Board::from_rows(&["1"]).expect("a board"),
            games: Vec::new(),
        },
        Puzzle { board: open, games },
        Puzzle {
            board: family_board(Family::Open, 60, 0),
            games: Vec::new(),
        },
    ];
    for puzzle in &puzzles {
        for engine in Engine::ALL {
            for moves in [false, true] {
                let options = SolveOptions::new(engine).with_moves(moves);
                let estimate = estimate_memory(puzzle, &options, 1);
                let (solved, peak) = peak_of(|| solve(puzzle, &options));
                if solved.is_ok() {
                    assert!(
                        peak as u64 <= solve_part(&estimate) + (64 << 10),
                        "{engine} {moves}"
                    );
                }
            }
        }
    }
}

/// The cheap bounds hold the exact estimate on every family, for every
/// engine, with and without moves, with few and many games; and the
/// lower bound is a real floor: at least the per-cell tables every fast
/// solve holds.
#[test]
fn bounds_hold_the_estimate() {
    // Its allocations would count in the other tests' peaks.
    let _serial = serial();
    let side = side(120, 40);
    for (i, family, board) in every_family(side) {
        for games in [0, 5, 100, 3000] {
            let puzzle = random_puzzle(board.clone(), games, i);
            for engine in [Engine::Fast, Engine::Classic] {
                for moves in [false, true] {
                    for threads in [1, 2] {
                        let options = SolveOptions::new(engine).with_moves(moves);
                        let exact = estimate_memory(&puzzle, &options, threads).total;
                        let (least, most) = memory_bounds(&puzzle, &options, threads);
                        assert!(
                            least <= exact && exact <= most,
                            "{family} {engine} {games} games, moves {moves}, {threads} threads: \
                             {least} <= {exact} <= {most}"
                        );
                        if engine == Engine::Fast {
                            // Side groups, and unless the board may be a
                            // forest (no way round any cell), around-costs,
                            // components and chains.
                            let per_cell = if may_be_forest(&board) {
                                10
                            } else {
                                10 + 24 + 16 + 16
                            };
                            let floor = per_cell * board.layout_len() as u64;
                            assert!(least >= floor, "{family}: {least} < {floor}");
                        }
                    }
                }
            }
        }
    }
}

/// Whether `board` has fewer edges between free cells than free cells, as
/// a forest (a board with no way round any cell) does.
fn may_be_forest(board: &huarong::Board) -> bool {
    let (mut free, mut edges) = (0, 0);
    for p in board.free_cells() {
        free += 1;
        for d in [huarong::Dir::Right, huarong::Dir::Down] {
            edges += usize::from(board.free_cell(board.step(p, d)));
        }
    }
    edges < free
}
