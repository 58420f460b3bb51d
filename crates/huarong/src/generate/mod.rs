//! Random boards and games, deterministic for a seed: test data and benchmarks.
//!
//! [`board`] draws a board of one [`Family`]: shapes chosen because each breaks
//! some weak solver (see the "Hard inputs" notes of the design documents).
//! [`random_games`] draws uniform games; [`mixed_games`] adds the special cases
//! (piece on the target, blank on the target, blank beside the piece).
//!
//! ```
//! use huarong::generate::{board, mixed_games, seeded, Family};
//! use huarong::{solve, Engine, Puzzle, SolveOptions};
//! let mut rng = seeded(1);
//! let family: Family = "ring".parse()?;
//! let board = board(family, 9, 9, &mut rng);
//! let games = mixed_games(&board, 10, &mut rng);
//! let puzzle = Puzzle { board, games };
//! assert_eq!(
//!     solve(&puzzle, &SolveOptions::new(Engine::Fast))?,
//!     solve(&puzzle, &SolveOptions::new(Engine::Brute))?
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! At the edge of the pipeline. May use: `input`.

mod boards;
mod chains;
mod family;
mod far;
mod games;
mod interesting;
mod pocket;
mod special;
mod testset;
mod traps;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

#[cfg(test)]
use crate::input::board::Board;

pub use boards::{board, random_board};
pub use family::{Family, ParseFamilyError};
pub use games::{GameDraw, mixed_games, random_games};
pub use interesting::InterestingDraw;
pub use testset::{CasePlan, Tier, case_board, case_games, plan_test_set, tier_counts};
pub use traps::{Trap, Traps};

/// A seeded random source whose sequence is fixed for each seed.
#[must_use]
pub fn seeded(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// One board of each of `families` at each of `sizes`, in that order,
/// drawn from a generator seeded with `seed`: what the tests run on.
#[cfg(test)]
pub(crate) fn test_boards(
    families: impl IntoIterator<Item = Family>,
    sizes: &[(usize, usize)],
    seed: u64,
) -> Vec<Board> {
    let mut rng = seeded(seed);
    let mut boards = Vec::new();
    for family in families {
        for &(rows, cols) in sizes {
            boards.push(board(family, rows, cols, &mut rng));
        }
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::boards::free_neighbors;
    use super::games::free_positions;
    use super::*;
    use crate::input::board::Board;
    use crate::input::cell::Pos;
    use std::collections::VecDeque;

    /// Sizes every generator must handle, tiny ones included.
    fn sizes() -> Vec<(usize, usize)> {
        let mut sizes = Vec::new();
        for rows in 0..=5 {
            for cols in 0..=5 {
                sizes.push((rows, cols));
            }
        }
        sizes.extend([(1, 17), (17, 1), (2, 9), (9, 2), (7, 13), (13, 7), (20, 20)]);
        sizes.extend([(21, 21), (30, 30), (31, 8), (6, 31)]);
        sizes
    }

    /// Families with extreme parameters as well as the defaults.
    fn families() -> Vec<Family> {
        let mut all = Family::ALL.to_vec();
        all.extend([
            Family::Random { fixed: 0.0 },
            Family::Random { fixed: 1.0 },
            Family::Random { fixed: f64::NAN },
            Family::BraidedMaze { knock: 0.0 },
            Family::BraidedMaze { knock: 1.0 },
        ]);
        all
    }

    fn degree(board: &Board, pos: Pos) -> usize {
        free_neighbors(board, pos).count()
    }

    /// Edges between free cells.
    fn edges(board: &Board) -> usize {
        free_positions(board)
            .iter()
            .map(|&p| degree(board, p))
            .sum::<usize>()
            / 2
    }

    /// Connected components of the free cells that `keep` accepts.
    fn components(board: &Board, keep: impl Fn(Pos) -> bool) -> usize {
        let cells: Vec<Pos> = free_positions(board)
            .into_iter()
            .filter(|&p| keep(p))
            .collect();
        let mut seen = std::collections::HashSet::new();
        let mut count = 0;
        for &start in &cells {
            if !seen.insert(start) {
                continue;
            }
            count += 1;
            let mut queue = VecDeque::from([start]);
            while let Some(p) = queue.pop_front() {
                for n in free_neighbors(board, p) {
                    if keep(n) && seen.insert(n) {
                        queue.push_back(n);
                    }
                }
            }
        }
        count
    }

    fn is_tree(board: &Board) -> bool {
        let v = board.free_count();
        v == 0 || (components(board, |_| true) == 1 && edges(board) == v - 1)
    }

    /// FNV-1a over 64 bits: a digest that stays put across Rust releases,
    /// which the standard library's hasher does not promise.
    fn digest(bytes: &[u8]) -> u64 {
        let step = |hash: u64, &byte: &u8| (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3);
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, step)
    }

    /// Per family of [`Family::ALL`] and seed 0, 1 and 2: the digest of every
    /// board of [`sizes`] with 20 mixed then 20 uniform games, in the judge's
    /// format. A generator that changes its output fails here: check that
    /// the change is meant (every board and game drawn from a seed changes
    /// with it), then paste the table the failure prints.
    const DIGESTS: [[u64; 3]; 15] = [
        [0x56419f66ce9b3658, 0x8536ea085c4c9dfa, 0x5925c828e21c896e],
        [0x9db765e7627fffe3, 0xba88366b22644021, 0x8f0ab1e96c0618b6],
        [0x339f35b0cedf5aac, 0xf037d175c8d8e108, 0x9e01e88c4bf12f3e],
        [0x4c29371a6b790818, 0xe7b1ab32e4b502e1, 0x2bf900685925abd7],
        [0x628e440e45847836, 0x9de231c900be730c, 0xf23ee6f93162a759],
        [0xe8bd0d5e29742501, 0x7cc2bdd1e7ea5e13, 0x44e2bec4b1271439],
        [0xb948e02db2f10ef1, 0x019d522e5040e874, 0x3baddb4472c751f8],
        [0x70ebeb06cd43e51e, 0x457d422d3500edc5, 0x2bbec449a4416a67],
        [0xbe1ac0109f4d447c, 0x7de5d148c8c4064e, 0x0822fb3f5bab42e5],
        [0x4d19c981765d9cac, 0xdbd532053f0be282, 0x9a78e856a57e9418],
        [0x87daeed89f2b1bd0, 0x6a6c122f18617b8c, 0xbd8cd1628c5adcf1],
        [0x60d6df7b44f7fbdd, 0xeaaa75160c952070, 0xc5036d1bfa292c8a],
        [0x607c672540e6fcb5, 0x7ae3e7f2432da598, 0x63deb2a61b94aeeb],
        [0xbeeea13ded6ef27e, 0xa5ac7f7826099ff7, 0x57a5e0edc50b95b0],
        [0x2cc0166e3f7a95d8, 0xec42255cc60769a4, 0xc3eff23104287648],
    ];

    #[test]
    fn every_family_has_its_shape_and_its_digest_per_seed() {
        for family in families() {
            for (rows, cols) in sizes() {
                let drawn = board(family, rows, cols, &mut seeded(0));
                assert_eq!((drawn.rows(), drawn.cols()), family.shape(rows, cols));
            }
        }
        let mut table = String::new();
        let mut changed = Vec::new();
        for (family, want) in Family::ALL.iter().zip(DIGESTS) {
            let got = [0, 1, 2].map(|seed| {
                let mut text = String::new();
                for (rows, cols) in sizes() {
                    let mut rng = seeded(seed);
                    let board = board(*family, rows, cols, &mut rng);
                    assert_eq!((board.rows(), board.cols()), family.shape(rows, cols));
                    let mut games = mixed_games(&board, 20, &mut rng);
                    games.extend(random_games(&board, 20, &mut rng));
                    let puzzle = crate::input::puzzle::Puzzle { board, games };
                    text.push_str(&puzzle.to_string());
                }
                digest(text.as_bytes())
            });
            if got != want {
                changed.push(family.to_string());
            }
            let [a, b, c] = got;
            table.push_str(&format!("        [{a:#018x}, {b:#018x}, {c:#018x}],\n"));
        }
        assert!(
            changed.is_empty(),
            "the generators draw other boards or games for {changed:?}; the new digests:\n{table}"
        );
    }

    #[test]
    fn seeds_give_different_boards() {
        for family in [
            Family::Random { fixed: 0.3 },
            Family::PerfectMaze,
            Family::BraidedMaze { knock: 0.2 },
            Family::Comb,
            Family::SnakingRing,
        ] {
            let distinct: std::collections::HashSet<String> = (0..10)
                .map(|seed| show(&board(family, 15, 15, &mut seeded(seed))))
                .collect();
            assert!(distinct.len() > 3, "{family}: {} distinct", distinct.len());
        }
    }

    /// The board in the judge's format, for messages.
    fn show(board: &Board) -> String {
        crate::input::puzzle::Puzzle {
            board: board.clone(),
            games: Vec::new(),
        }
        .to_string()
    }

    #[test]
    fn every_familys_games_are_valid() {
        for family in families() {
            for (rows, cols) in sizes() {
                for seed in 0..4 {
                    let mut rng = seeded(seed);
                    let board = board(family, rows, cols, &mut rng);
                    let free = board.free_count();
                    for games in [
                        random_games(&board, 30, &mut rng),
                        mixed_games(&board, 30, &mut rng),
                    ] {
                        if free < 2 {
                            assert!(games.is_empty());
                        } else {
                            assert_eq!(games.len(), 30);
                        }
                        for g in &games {
                            assert_eq!(g.check(&board), Ok(()), "{family} {rows}x{cols} {g:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mixed_games_cover_the_special_cases() {
        let mut rng = seeded(4);
        let board = board(Family::SnakingRing, 9, 9, &mut rng);
        let games = mixed_games(&board, 200, &mut rng);
        let count = |case: fn(&crate::input::puzzle::Game) -> bool| {
            games.iter().filter(|g| case(g)).count()
        };
        assert!(count(|g| g.piece == g.target) > 10);
        assert!(count(|g| g.blank == g.target) > 10);
        assert!(count(|g| g.blank.manhattan(g.piece) == 1) > 30);
        assert!(count(|g| g.target.manhattan(g.piece) == 1) > 20);
        // A 1 x 2 board has exactly two games' worth of cells; both come up.
        let pair = board_of(&["11"]);
        let games = mixed_games(&pair, 50, &mut rng);
        assert!(games.iter().all(|g| g.check(&pair).is_ok()));
    }

    /// `family`'s boards at each of [`sizes`], drawn with seeds `0..seeds`:
    /// `(rows, cols, seed, board)`.
    fn drawn(family: Family, seeds: u64) -> impl Iterator<Item = (usize, usize, u64, Board)> {
        sizes().into_iter().flat_map(move |(rows, cols)| {
            (0..seeds).map(move |seed| {
                (
                    rows,
                    cols,
                    seed,
                    board(family, rows, cols, &mut seeded(seed)),
                )
            })
        })
    }

    fn board_of(rows: &[&str]) -> Board {
        Board::from_rows(rows).unwrap()
    }

    #[test]
    fn open_line_and_column_are_fully_free() {
        let mut rng = seeded(0);
        assert_eq!(board(Family::Open, 4, 6, &mut rng).free_count(), 24);
        assert_eq!(board(Family::Line, 4, 6, &mut rng), board_of(&["111111"]));
        assert_eq!(
            board(Family::Column, 3, 6, &mut rng),
            board_of(&["1", "1", "1"])
        );
        assert_eq!(board(Family::Line, 4, 0, &mut rng).free_count(), 0);
    }

    #[test]
    fn perfect_mazes_are_trees_of_corridors() {
        for (rows, cols, seed, maze) in drawn(Family::PerfectMaze, 5) {
            assert!(is_tree(&maze), "{rows}x{cols} seed {seed}");
            for row in 0..rows {
                for col in 0..cols {
                    let free = maze.is_free(Pos::new(row, col));
                    match (row % 2, col % 2) {
                        (0, 0) => assert!(free, "every room is reached"),
                        (1, 1) => assert!(!free, "no room-sized openings"),
                        _ => {}
                    }
                }
            }
        }
        let one = board(Family::PerfectMaze, 1, 7, &mut seeded(1));
        assert_eq!(one, board_of(&["1111111"]));
        let mut small = std::collections::HashSet::new();
        for seed in 0..40 {
            small.insert(show(&board(Family::PerfectMaze, 2, 2, &mut seeded(seed))));
        }
        // The room, with or without each dead end; never the (odd, odd) corner.
        assert_eq!(small.len(), 4);
    }

    #[test]
    fn braided_mazes_have_cycles() {
        let knocked = board(Family::BraidedMaze { knock: 0.2 }, 21, 21, &mut seeded(8));
        assert_eq!(components(&knocked, |_| true), 1);
        let extra = edges(&knocked) + 1 - knocked.free_count();
        assert!(extra > 5, "only {extra} cycles");
        // Without knocking it is the perfect maze of the same seed.
        assert_eq!(
            board(Family::BraidedMaze { knock: 0.0 }, 21, 21, &mut seeded(8)),
            board(Family::PerfectMaze, 21, 21, &mut seeded(8))
        );
        // Knocking every wall opens all but the (odd, odd) cells.
        let all = board(Family::BraidedMaze { knock: 1.0 }, 5, 5, &mut seeded(8));
        assert_eq!(all.free_count(), 25 - 4);
    }

    #[test]
    fn spirals_are_single_corridors() {
        for (rows, cols, _, spiral) in drawn(Family::Spiral, 3) {
            assert!(is_tree(&spiral), "{rows}x{cols}");
            let cells = free_positions(&spiral);
            assert!(cells.iter().all(|&p| degree(&spiral, p) <= 2));
            if rows * cols > 0 {
                // The outer turn alone covers the longer side.
                assert!(spiral.free_count() >= rows.max(cols));
            }
        }
        let spiral = board(Family::Spiral, 7, 7, &mut seeded(0));
        assert_eq!(spiral.free_count(), 7 + 6 + 6 + 4 + 4 + 2 + 2);
    }

    #[test]
    fn combs_are_trees_with_a_full_spine() {
        for (rows, cols, _, comb) in drawn(Family::Comb, 3) {
            assert!(is_tree(&comb), "{rows}x{cols}");
            if rows > 0 {
                let spine = (0..rows).filter(|&r| (0..cols).all(|c| comb.is_free(Pos::new(r, c))));
                assert!(spine.count() >= 1);
            }
        }
    }

    /// Whether `pos` is the outer tip of a bump: degree 2 in a free 2x2 square.
    fn bump_tip(board: &Board, pos: Pos) -> bool {
        let free = |r: usize, c: usize| board.is_free(Pos::new(r, c));
        let (r, c) = (pos.row(), pos.col());
        // The four 2x2 squares holding `pos`, by their top-left corners.
        let in_square = [(0, 0), (0, 1), (1, 0), (1, 1)].iter().any(|&(dr, dc)| {
            r >= dr && c >= dc && {
                let (top, left) = (r - dr, c - dc);
                free(top, left)
                    && free(top + 1, left)
                    && free(top, left + 1)
                    && free(top + 1, left + 1)
            }
        });
        in_square && degree(board, pos) == 2
    }

    #[test]
    fn rings_are_one_cycle_with_bumps() {
        let mut bumps = 0;
        for (rows, cols, seed, ring) in drawn(Family::SnakingRing, 6) {
            let cells = free_positions(&ring);
            if rows.min(cols) <= 2 {
                assert_eq!(ring.free_count(), rows * cols);
                continue;
            }
            let context = format!("{rows}x{cols} seed {seed}:\n{}", show(&ring));
            assert!(
                cells.iter().all(|&p| (2..=3).contains(&degree(&ring, p))),
                "{context}"
            );
            assert_eq!(components(&ring, |_| true), 1, "{context}");
            // Without the bumps' tips, every cell has exactly two neighbours
            // and they form one cycle.
            let core = |p: Pos| !bump_tip(&ring, p);
            let tips = cells.iter().filter(|&&p| !core(p)).count();
            assert_eq!(tips % 2, 0, "{context}");
            bumps += tips / 2;
            for &p in cells.iter().filter(|&&p| core(p)) {
                let n = free_neighbors(&ring, p).filter(|&n| core(n)).count();
                assert_eq!(n, 2, "{context} at {p:?}");
            }
            assert_eq!(components(&ring, core), 1, "{context}");
            // Each bump adds one independent cycle and two degree-3 cells.
            let deg3 = cells.iter().filter(|&&p| degree(&ring, p) == 3).count();
            assert_eq!(deg3, tips, "{context}");
            assert_eq!(edges(&ring) + 1, cells.len() + 1 + tips / 2, "{context}");
            // The ring goes through a good share of the board.
            assert!(cells.len() * 4 >= rows * cols, "{context}");
        }
        assert!(bumps > 50, "only {bumps} bumps");
        // A 3 x 3 ring is the border.
        let small = board(Family::SnakingRing, 3, 3, &mut seeded(0));
        assert_eq!(small, board_of(&["111", "101", "111"]));
    }

    #[test]
    fn names_round_trip() {
        for (family, name) in Family::ALL.iter().zip(Family::NAMES) {
            assert_eq!(family.name(), name);
            assert_eq!(name.parse::<Family>(), Ok(*family));
            assert_eq!(family.to_string().parse::<Family>(), Ok(*family));
        }
        let odd = Family::Random { fixed: 0.123_456_7 };
        assert_eq!(odd.to_string().parse::<Family>(), Ok(odd));
        assert_eq!(
            "braided:1".parse::<Family>(),
            Ok(Family::BraidedMaze { knock: 1.0 })
        );
        for bad in [
            "",
            "Maze",
            "random:",
            "random:1.5",
            "random:-0.1",
            "random:nan",
            "braided:x",
            "open:0.3",
            "ring:",
            "mazes",
        ] {
            assert!(bad.parse::<Family>().is_err(), "{bad}");
        }
        let err = "hex".parse::<Family>().unwrap_err().to_string();
        assert!(err.contains("hex") && err.contains("braided"), "{err}");
    }

    fn pockets(board: &Board) -> usize {
        board
            .free_cells()
            .filter(|&c| free_neighbors(board, board.pos(c)).next().is_none())
            .count()
    }

    /// A board gets a pocket, keeps its other parts, and keeps a cycle if
    /// it had one; only a single long cycle (a ring) can have no room for
    /// one.
    #[test]
    fn boards_get_a_pocket_and_keep_their_shape() {
        use super::pocket::{Parts, cycle_rank, with_pocket};
        let mut rng = seeded(60);
        for family in Family::ALL {
            for (rows, cols) in [(3, 3), (5, 5), (10, 10), (1, 10), (30, 30)] {
                let drawn = board(family, rows, cols, &mut rng);
                if drawn.free_count() < 5 {
                    continue;
                }
                let parts = Parts::of(&drawn).count();
                let pocketed = with_pocket(drawn.clone(), &mut rng);
                if pockets(&drawn) > 0 {
                    assert_eq!(pocketed, drawn, "{family} {rows}x{cols}");
                    continue;
                }
                if pocketed == drawn {
                    assert!(cycle_rank(&drawn) == 1, "{family} {rows}x{cols}");
                    continue;
                }
                assert_eq!(pockets(&pocketed), 1, "{family} {rows}x{cols}");
                assert_eq!(Parts::of(&pocketed).count(), parts + 1);
                assert!(pocketed.free_count() >= 3);
                assert_eq!(cycle_rank(&drawn) > 0, cycle_rank(&pocketed) > 0);
            }
        }
    }
}
