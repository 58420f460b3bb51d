//! The fast solver's tests: every tier it may take gives the answers of
//! the plain search.

use super::FastSolver;
use crate::generate::{Family, board, mixed_games, random_board, random_games, seeded};
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::puzzle::{Game, GameError};
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::search::touches_ahead::TouchesAhead;

/// A plain solver's answers.
type Answers = Vec<Result<Option<u64>, GameError>>;

/// `solver`'s answers to `games` (all valid), solved as one batch.
fn batch(solver: &mut FastSolver<'_>, games: &[Game]) -> Answers {
    let costs = solver.solve_costs(games, &|_| {}).expect("valid games");
    costs.into_iter().map(|cost| Ok(cost.get())).collect()
}

/// `check(family, board, games, graph, want)` on a `rows` x `cols` board of
/// every family (from `seed`) with `games` mixed games, `want` a plain
/// solver's answers.
fn on_every_family(
    seed: u64,
    (rows, cols): (usize, usize),
    games: usize,
    mut check: impl FnMut(Family, &Board, &[Game], &StateGraph, &Answers),
) {
    let mut rng = seeded(seed);
    for family in Family::ALL {
        let b = board(family, rows, cols, &mut rng);
        let games = mixed_games(&b, games, &mut rng);
        let graph = StateGraph::new(&b);
        let want = batch(&mut FastSolver::new(&graph), &games);
        check(family, &b, &games, &graph, &want);
    }
}

/// Phase 1 worked out ahead gives the answers the games' own walks give,
/// on every family; and it is what the solver reads, since wrong
/// distances there change them.
#[test]
fn touches_ahead_give_the_same_answers() {
    let mut changed = 0;
    on_every_family(31, (14, 17), 60, |family, b, games, graph, want| {
        let ahead = FastSolver::new(graph).touches_ahead(games);
        let got = batch(
            &mut FastSolver::new(graph).with_touches_ahead(ahead.clone()),
            games,
        );
        assert_eq!(got, *want, "{family:?}");
        let mut wrong = TouchesAhead::default();
        for game in games {
            let (piece, blank) = (b.cell(game.piece), b.cell(game.blank));
            if let Some(touch) = ahead.get(piece, blank) {
                wrong.insert(piece, blank, touch.map(|d| d.map(|d| d + 1)));
            }
        }
        let off = batch(&mut FastSolver::new(graph).with_touches_ahead(wrong), games);
        changed += off.iter().zip(want).filter(|(o, w)| o != w).count();
    });
    assert!(changed > 100, "only {changed} answers read phase 1 ahead");
}

/// Boards past the adjacency lists' size cap search on the fly: both ways
/// must give the same answers, on every family.
#[test]
fn on_the_fly_edges_match_the_adjacency_lists() {
    let mut rng = seeded(21);
    for family in Family::ALL {
        for side in [7, 16, 30] {
            let b = board(family, side, side + 3, &mut rng);
            let games = mixed_games(&b, 120, &mut rng);
            let listed = StateGraph::new(&b);
            assert!(listed.branch_graph().is_some());
            let huge = StateGraph::as_if_huge(&b);
            assert!(huge.branch_graph().is_none());
            // Their searches queue states, the others branch numbers.
            assert!(FastSolver::new(&huge).tuning.by_state);
            assert!(!FastSolver::new(&listed).tuning.by_state);
            // Numbered densely all the same.
            assert_eq!(huge.branch_numbers(), listed.branch_numbers());
            let want = batch(&mut FastSolver::new(&listed), &games);
            let got = batch(&mut FastSolver::new(&huge), &games);
            assert_eq!(got, want, "{family:?} {side}");
            for game in games.iter().take(20) {
                let want = FastSolver::new(&listed).solve(game);
                assert_eq!(FastSolver::new(&huge).solve(game), want, "{game:?}");
            }
        }
    }
}

/// Around-costs left pending by the work budget are settled by the searches
/// that reach them, by adjacency lists and on the fly alike: answers and
/// moves must not change, whatever the limit.
#[test]
fn pending_costs_give_the_same_answers() {
    let mut rng = seeded(22);
    let (mut left, mut settled) = (0, 0);
    // What two games read of what the budget leaves.
    let (mut few_left, mut few_settled) = (0, 0);
    for family in Family::ALL {
        for side in [9, 24] {
            let b = board(family, side, side + 2, &mut rng);
            let games = mixed_games(&b, 60, &mut rng);
            let eager = StateGraph::new(&b);
            assert_eq!(eager.pending_costs(), 0);
            let want = batch(&mut FastSolver::new(&eager), &games);
            let few = StateGraph::with_budget(&b, 1);
            let before = few.pending_costs();
            let got = batch(&mut FastSolver::new(&few), &games[..2]);
            assert_eq!(got, want[..2]);
            few_left += before;
            few_settled += before - few.pending_costs();
            for limit in [1, 6, 40] {
                for lazy in [
                    StateGraph::with_budget(&b, limit),
                    StateGraph::as_if_huge_with_budget(&b, limit),
                ] {
                    let before = lazy.pending_costs();
                    let got = batch(&mut FastSolver::new(&lazy), &games);
                    assert_eq!(got, want, "{family:?} {side} limit {limit}");
                    left += before;
                    settled += before - lazy.pending_costs();
                    let moves = FastSolver::new(&lazy).solve_many_with_moves(&games[..10], &|_| {});
                    for ((game, solution), answer) in games.iter().zip(moves).zip(&want) {
                        let solution = solution.expect("valid game");
                        assert_eq!(Ok(solution.as_ref().map(|s| s.cost)), *answer);
                        if let Some(s) = solution {
                            assert_eq!(
                                crate::solution::replay(&b, game, &s.moves),
                                Ok(game.target)
                            );
                        }
                    }
                }
            }
            // Every pending cost, once read, is the eager one.
            let lazy = StateGraph::with_budget(&b, 1);
            for p in b.free_cells() {
                for x in crate::input::dir::Dir::ALL {
                    for y in crate::input::dir::Dir::ALL {
                        if x != y {
                            assert_eq!(lazy.around(p, x, y), eager.around(p, x, y));
                        }
                    }
                }
            }
            assert_eq!(lazy.pending_costs(), 0);
        }
    }
    assert!(left > 1000, "only {left} costs were left pending");
    assert!(settled > 100, "only {settled} pending costs were settled");
    assert!(
        few_settled < few_left,
        "every pending cost was read: nothing was saved"
    );
}

/// Solvers on two threads sharing one walk scratch (the extra solver's
/// memory room for its searches alone) give the answers and moves of one
/// solver on one thread.
#[cfg(feature = "parallel")]
#[test]
fn solvers_sharing_a_walk_scratch_agree_with_one() {
    let mut rng = seeded(24);
    let b = random_board(300, 300, 0.3, &mut rng);
    let games = random_games(&b, 1000, &mut rng);
    let graph = StateGraph::new(&b);
    let sequential = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let want = sequential.install(|| batch(&mut FastSolver::new(&graph), &games));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    pool.install(|| {
        let room = super::search_bound(graph.branch_numbers(), false);
        let mut shared = FastSolver::new(&graph).with_extra_searcher_bytes(room);
        let batching = shared.batching_for(&games, false);
        assert!(
            batching.spread.is_some_and(|s| s.shared_walks),
            "{batching:?}"
        );
        assert_eq!(batch(&mut shared, &games), want);
        let moves = shared.solve_many_with_moves(&games[..300], &|_| {});
        for ((game, solution), answer) in games.iter().zip(moves).zip(&want) {
            let cost = solution.unwrap().map(|s| {
                assert_eq!(s.moves.len() as u64, s.cost, "{game:?}");
                s.cost
            });
            assert_eq!(Ok(cost), *answer, "{game:?}");
        }
    });
}

/// One solver answers game after game from the records the searches
/// before it left, and when the bases run out it clears them and starts
/// again: the answers are those of a fresh solver each time.
#[test]
fn records_of_earlier_searches_never_leak() {
    let mut rng = seeded(23);
    for family in Family::ALL {
        let b = board(family, 14, 17, &mut rng);
        let games = mixed_games(&b, 80, &mut rng);
        let graph = StateGraph::new(&b);
        let want: Vec<_> = games
            .iter()
            .map(|g| FastSolver::new(&graph).solve(g))
            .collect();
        let mut reused = FastSolver::new(&graph);
        let mut wrapped = false;
        for (i, game) in games.iter().enumerate() {
            if i % 7 == 3 {
                // As if billions of searches had gone before (never
                // below what the solver wrote: a base already used would
                // read its old records as new).
                reused.records.top = reused
                    .records
                    .top
                    .max(<u64 as super::records::Record>::LAST_BASE - 2);
            }
            let base = reused.records.base;
            assert_eq!(reused.solve(game), want[i], "{family:?} {game:?}");
            wrapped |= reused.records.base < base;
        }
        assert!(wrapped, "{family:?}: the bases never wrapped");
    }
}

/// Narrow records give the answers wide ones do, on every family, game
/// by game, in batches and with moves; and a narrow solver whose values
/// pass its records' limit (bases near it, as after many searches)
/// widens them and answers the same.
#[test]
fn narrow_records_match_wide_ones() {
    let mut widened = 0;
    on_every_family(25, (16, 19), 80, |family, _, games, graph, want| {
        // Bases may come within 64 of the records' limit.
        let near_limit = (1 << 31) - 64;
        let narrow = || {
            FastSolver::new(graph)
                .with_narrow_records(true)
                .loading_ahead()
                .with_narrow_last_base(near_limit)
        };
        assert_eq!(batch(&mut narrow(), games), *want, "{family:?}");
        let mut lone = narrow();
        for (game, want) in games.iter().zip(want) {
            assert_eq!(lone.solve(game), *want, "{family:?} {game:?}");
        }
        assert!(lone.records.narrow, "{family:?}: small distances widened");
        let mut near = narrow();
        for (i, (game, want)) in games.iter().zip(want).enumerate() {
            if i % 5 == 2 && near.records.narrow {
                near.records.top = near.records.top.max(near_limit - 2);
            }
            let cost = if i % 2 == 0 {
                near.solve(game)
            } else {
                near.solve_with_moves(game).map(|s| s.map(|s| s.cost))
            };
            assert_eq!(cost, *want, "{family:?} {game:?}");
        }
        widened += usize::from(!near.records.narrow);
    });
    assert!(widened > Family::ALL.len() / 2, "{widened} widened");
}

/// Searches sharpened by landmarks give the same answers as plain ones.
#[test]
fn landmarks_keep_answers_exact() {
    let mut raised = 0;
    for (seed, fixed) in [(1, 0.0), (2, 0.2), (3, 0.3), (4, 0.4)] {
        let mut rng = seeded(seed);
        let board = random_board(40, 40, fixed, &mut rng);
        let games = mixed_games(&board, 60, &mut rng);
        // Both ways of numbering branch states: dense, and as on the
        // biggest boards.
        for graph in [StateGraph::new(&board), StateGraph::as_if_huge(&board)] {
            let landmarks = Landmarks::build_on(&graph, 8, false, || FastSolver::new(&graph));
            assert!(!landmarks.is_empty());
            // With work beside a short last round: the same table, and
            // the work done exactly when a thread would wait.
            let (three, beside) = Landmarks::build_on_with_idle(
                &graph,
                3,
                true,
                64,
                || FastSolver::new(&graph),
                || 7,
            );
            let alone = Landmarks::build_on(&graph, 3, false, || FastSolver::new(&graph));
            assert_eq!(three.table(), alone.table());
            let short = Landmarks::short_round(3, crate::parallel::threads());
            assert_eq!(beside, short.then_some(7));
            // Built on several threads, the table is the same.
            let threaded = Landmarks::build_on(&graph, 8, true, || FastSolver::new(&graph));
            assert_eq!(threaded.table(), landmarks.table());
            // And with narrow records.
            let narrow = Landmarks::build_on(&graph, 8, true, || {
                FastSolver::new(&graph)
                    .with_narrow_records(true)
                    .loading_ahead()
            });
            assert_eq!(narrow.table(), landmarks.table());
            let mut plain = FastSolver::new(&graph);
            let mut sharp = FastSolver::new(&graph).with_landmarks(&landmarks);
            // Raised lazily, as on big boards with many games.
            let mut lazy = FastSolver::new(&graph)
                .with_narrow_records(true)
                .loading_ahead()
                .with_landmarks(&landmarks);
            lazy.bounds.lazy.on = true;
            for game in &games {
                let want = plain.solve(game);
                assert_eq!(sharp.solve(game), want, "{game:?}");
                assert_eq!(lazy.solve(game), want, "lazily: {game:?}");
                let with_moves = sharp.solve_with_moves(game).unwrap().map(|s| s.cost);
                assert_eq!(Ok(with_moves), want, "{game:?}");
            }
            assert!(lazy.bounds.lazy.on, "a small board never ends the trial");
            raised += lazy.bounds.lazy.raised;
        }
    }
    assert!(raised > 0, "cluttered boards raise some keys");
}

/// On a long ring every step of the piece is a walk round the whole ring,
/// and distances pass what 32 bits hold: the table is of 64-bit
/// distances, half as many landmarks, built alike on threads, and it keeps
/// answers exact (a table of 32-bit distances would bound nothing there).
#[test]
fn landmarks_past_32_bits_are_wide_and_exact() {
    let mut rng = seeded(5);
    let board = board(Family::Bumps { width: 2 }, 500, 500, &mut rng);
    let games = random_games(&board, 12, &mut rng);
    let graph = StateGraph::new(&board);
    let build = |parallel| Landmarks::build_on(&graph, 8, parallel, || FastSolver::new(&graph));
    let landmarks = build(false);
    assert!(landmarks.is_wide(), "distances on this ring pass 2^31");
    assert_eq!(build(true).table(), landmarks.table());
    let mut plain = FastSolver::new(&graph);
    let mut sharp = FastSolver::new(&graph).with_landmarks(&landmarks);
    let mut lazy = FastSolver::new(&graph).with_landmarks(&landmarks);
    lazy.bounds.lazy.on = true;
    let mut past = false;
    for game in &games {
        let want = plain.solve(game);
        past |= want
            .as_ref()
            .is_ok_and(|a| a.is_some_and(|a| a > u64::from(i32::MAX.unsigned_abs())));
        assert_eq!(sharp.solve(game), want, "{game:?}");
        assert_eq!(lazy.solve(game), want, "lazily: {game:?}");
    }
    assert!(past, "some answer passes 2^31");
}

/// Searches taking the shortcuts of an overlay (the piece's, and the
/// blank's in its first walk) give the answers of plain searches on every
/// family, with small tiles and every region contracted that has few
/// enough doors, on graphs with adjacency lists and on those that read
/// their edges on the fly (whose searches queue states); the overlay is
/// the same built on one thread or several. Moving any shortcut's length
/// by one fails it.
#[test]
fn shortcuts_keep_answers_exact() {
    let mut rng = seeded(31);
    let (mut regions, mut inside, mut huge_checked) = (0, 0, 0);
    for family in Family::ALL {
        for (rows, cols) in [(30, 41), (53, 37)] {
            let b = board(family, rows, cols, &mut rng);
            let mut games = mixed_games(&b, 80, &mut rng);
            games.extend(random_games(&b, 40, &mut rng));
            let graph = StateGraph::new(&b);
            let Some(overlay) = Overlay::build_small(&graph, false) else {
                continue;
            };
            let threaded = Overlay::build_small(&graph, true).expect("built");
            assert!(threaded.same_as(&overlay), "{family:?}");
            regions += overlay.regions();
            inside += overlay.inside();
            let mut plain = FastSolver::new(&graph);
            let mut across = FastSolver::new(&graph).with_overlay(Some(&overlay));
            for game in &games {
                assert_eq!(across.solve(game), plain.solve(game), "{family:?} {game:?}");
            }
            // Moves are spelled state by state, the overlay set aside.
            for game in games.iter().take(10) {
                let want = plain.solve(game).unwrap();
                let got = across.solve_with_moves(game).unwrap().map(|s| s.cost);
                assert_eq!(got, want, "{family:?} {game:?}");
            }
            // And on a graph that reads its edges on the fly, whose
            // searches queue states (portals' edges included).
            let huge = StateGraph::as_if_huge(&b);
            let overlay = Overlay::build_small(&huge, false).expect("built");
            let mut across = FastSolver::new(&huge).with_overlay(Some(&overlay));
            assert!(across.tuning.by_state);
            for game in &games {
                assert_eq!(across.solve(game), plain.solve(game), "{family:?} {game:?}");
            }
            huge_checked += 1;
        }
    }
    assert!(huge_checked > 10, "only {huge_checked} boards on the fly");
    assert!(regions > 100, "only {regions} regions contracted");
    assert!(inside > 10_000, "only {inside} states inside regions");
}

/// The solver's overlay on a long cycle of small pieces: most branch
/// states inside regions, its tables within their bound, its answers
/// exact; open ground gets none.
#[test]
fn the_solvers_overlay_covers_a_cycle_of_pieces() {
    let mut rng = seeded(32);
    let b = board(Family::Beads { width: 3 }, 520, 530, &mut rng);
    let cover = Overlay::cover(&b, false).expect("a cycle of pieces is covered");
    let shortcuts = cover.shortcut_bytes();
    let games = random_games(&b, 25, &mut rng);
    let graph = StateGraph::new(&b);
    let overlay = Overlay::build(&graph, true, cover).expect("every around-cost is settled");
    assert!(overlay.inside() * 2 > graph.branch_count());
    let lines = b.rows() + b.cols();
    let bound = Overlay::bytes_bound(b.layout_len(), lines, graph.branch_numbers(), shortcuts);
    assert!(overlay.bytes() <= bound, "{} > {bound}", overlay.bytes());
    let mut plain = FastSolver::new(&graph);
    let mut across = FastSolver::new(&graph).with_overlay(Some(&overlay));
    for game in &games {
        assert_eq!(across.solve(game), plain.solve(game), "{game:?}");
    }
    let open = board(Family::Open, 520, 520, &mut rng);
    assert!(Overlay::cover(&open, true).is_none());
}

/// The overlay's tables within the bound its cover gives, on every family
/// shortcuts cover.
#[test]
fn overlays_within_their_covers_bound() {
    let mut covered = 0;
    for (i, family) in (0..).zip(Family::ALL) {
        let b = board(family, 520, 520, &mut seeded(40 + i));
        let Some(cover) = Overlay::cover(&b, false) else {
            continue;
        };
        let shortcuts = cover.shortcut_bytes();
        let graph = StateGraph::new(&b);
        let Some(overlay) = Overlay::build(&graph, false, cover) else {
            continue;
        };
        let lines = b.rows() + b.cols();
        let bound = Overlay::bytes_bound(b.layout_len(), lines, graph.branch_numbers(), shortcuts);
        assert!(
            overlay.bytes() <= bound,
            "{family}: {} > {bound}",
            overlay.bytes()
        );
        covered += 1;
    }
    assert!(covered >= 4, "only {covered} families covered");
}
