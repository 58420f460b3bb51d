//! The counts of a board and its games that the fast engine's tables are
//! sized by: exact, from one depth-first search of the board, or the least
//! and most any board of its size can have.

use std::rc::Rc;

use crate::around::local::local_cost;
use crate::around::long_detours::{self, Forecast};
use crate::around::side_groups::SideGroups;
use crate::engine::plan::around_limit;
use crate::engine::solver::SolveOptions;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, Puzzle};
use crate::search::approach::PieceTables;
use crate::walk::skeleton::Skeleton;

use super::Counts;

impl Counts {
    /// The counts of `puzzle` for a solve with `options`.
    pub(super) fn of(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Counts {
        let limit = around_limit(options.budget, puzzle.games.len());
        Counts::new(&puzzle.board, &puzzle.games, limit)
    }

    /// The counts of `board` and `games`, with around-cost searches to
    /// `limit` cells.
    pub(super) fn new(board: &Board, games: &[Game], limit: usize) -> Counts {
        let mut counts = Counts {
            len: board.layout_len(),
            ..Counts::default()
        };
        let degree = |c: Cell| board.free_sides(c).0;
        let (mut ends, mut touching) = (0, 0);
        for c in board.free_cells() {
            counts.free += 1;
            let d = degree(c);
            if d == 2 {
                counts.two += 1;
                for next in [board.step(c, Dir::Right), board.step(c, Dir::Down)] {
                    touching += usize::from(board.free_cell(next) && degree(next) == 2);
                }
            } else {
                counts.junctions += 1;
                ends += d;
            }
        }
        // A run of k cells touches itself k - 1 times (a closed one k times,
        // rare enough to leave out); every run has two ends at junctions.
        counts.corridor_runs = counts.two - touching.min(counts.two);
        counts.runs = ends / 2;
        counts.skeleton = Skeleton::worth(counts.junctions, counts.free, counts.len);

        // A state's edges: its swap, and the way round to each other free
        // side of its cell in the same side group (reachable without
        // crossing the cell). So a state has as many edges as its side's
        // group has sides, and so have the states its around-edges lead to:
        // only its swap can lead into a chain. Per cell, per side: that
        // count (0 for a side that is not free).
        let side_groups = SideGroups::new(board);
        counts.trees = side_groups.trees();
        let mut sizes = vec![[0u8; 4]; counts.len];
        for p in board.free_cells() {
            let groups = Dir::ALL.map(|d| {
                board
                    .free_cell(board.step(p, d))
                    .then(|| side_groups.group(p, d))
            });
            sizes[p.index()] = groups.map(|g| {
                // At most four sides.
                g.map_or(0, |g| {
                    groups.iter().filter(|&&h| h == Some(g)).count() as u8
                })
            });
        }
        let mut chain_ends = 0;
        for p in board.free_cells() {
            let here = sizes[p.index()];
            let junction = here.iter().filter(|&&n| n > 0).count() > 2;
            for a in Dir::ALL {
                let e = usize::from(here[a.index()]);
                if junction && e > 1 {
                    // Pairs of sides in one group at a junction: each is
                    // settled by a local pattern or else by a search.
                    counts.searched_pairs += Dir::ALL
                        .into_iter()
                        .filter(|&b| b > a && here[b.index()] > 0)
                        .filter(|&b| {
                            side_groups.joined(p, a, b) && local_cost(board, p, a, b).is_none()
                        })
                        .count();
                }
                if e == 2 {
                    counts.chain_states += 1;
                }
                if e == 0 || e == 2 {
                    continue;
                }
                counts.branches += 1;
                counts.branch_edges += e;
                // Each chain is met from a branch state at both its ends.
                let q = board.step(p, a);
                chain_ends += usize::from(sizes[q.index()][a.opposite().index()] == 2);
            }
        }
        counts.chains = chain_ends / 2;
        (counts.targets, _) = spread(board, games.iter().map(|g| g.target), 0);
        counts.shared = [false, true].map(|skeleton| {
            let least = PieceTables::least_games(skeleton);
            spread(board, games.iter().map(|g| g.piece), least).1
        });
        counts.tree = counts.branch_edges == counts.branches;
        counts.forest = side_groups.no_way_round(board);
        if !counts.forest {
            counts.detours = long_detours::forecast(board, &side_groups, limit, !counts.skeleton);
        }
        // On a tree the piece moves only by swapping with the blank: at most
        // one step, onto the blank's side.
        counts.searches = games
            .iter()
            .filter(|g| g.check(board).is_ok() && g.piece != g.target)
            .filter(|g| {
                let piece = board.cell(g.piece);
                side_groups
                    .group_of(board, piece, board.cell(g.blank))
                    .is_some_and(|group| {
                        !counts.tree
                            || board.step(piece, Dir::from_index(group)) == board.cell(g.target)
                    })
            })
            .count();
        counts
    }
}

impl Counts {
    /// Counts that no board of `board`'s size, free cells and game count
    /// goes below (`high` false) or above (`high` true), with or without a
    /// `skeleton`: read from the board's size alone, with no search.
    pub(super) fn extreme(
        board: &Board,
        free: usize,
        games: usize,
        high: bool,
        skeleton: bool,
    ) -> Counts {
        let at = |least: usize, most: usize| if high { most } else { least };
        Counts {
            len: board.layout_len(),
            free,
            trees: at(free.min(1), free),
            two: at(0, free),
            corridor_runs: at(0, free),
            junctions: at(0, free),
            runs: at(0, 2 * free),
            skeleton,
            // Six pairs of sides a cell, four states, each in at most a
            // chain's two ends.
            searched_pairs: at(0, 6 * free),
            branches: at(0, 4 * free),
            branch_edges: at(0, 16 * free),
            chains: at(0, 2 * free),
            chain_states: at(0, 4 * free),
            tree: !high,
            forest: !high,
            searches: at(0, games),
            targets: at(games.min(1), games.min(free)),
            shared: [false, true]
                .map(|skeleton| at(0, (games / PieceTables::least_games(skeleton)).min(free))),
            covers: Rc::default(),
            detours: Forecast {
                deferred: at(0, free),
                every_cell: !high,
                reduced: None,
                searched: at(0, free),
                sampled: 0,
            },
        }
    }
}

/// `least` times (cells off the board count as one). Counted in a table per
/// cell, or by sorting when they are fewer than the board's cells.
fn spread(
    board: &Board,
    cells: impl ExactSizeIterator<Item = Pos>,
    least: usize,
) -> (usize, usize) {
    let index = |pos: Pos| {
        if board.contains(pos) {
            board.cell(pos).index()
        } else {
            0
        }
    };
    let (mut distinct, mut common) = (0, 0);
    let mut tally = |n: usize| {
        distinct += 1;
        common += usize::from(n >= least);
    };
    if cells.len() < board.layout_len() {
        let mut keys: Vec<usize> = cells.map(index).collect();
        keys.sort_unstable();
        for same in keys.chunk_by(|a, b| a == b) {
            tally(same.len());
        }
    } else {
        let mut count = vec![0u32; board.layout_len()];
        for pos in cells {
            let i = index(pos);
            count[i] = count[i].saturating_add(1);
        }
        for &n in count.iter().filter(|&&n| n > 0) {
            tally(n as usize);
        }
    }
    (distinct, common)
}
