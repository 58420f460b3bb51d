//! A contest's test set, planned and drawn: cases in the original data's
//! three tiers (one game on small boards, a few games, the full limits),
//! every family, and games picked to break wrong and slow solutions. The
//! solving comes from the caller, as for [`InterestingDraw`].

use rand::RngExt;

use super::boards::board;
use super::family::Family;
use super::far::far_games;
use super::games::game_cells;
use super::interesting::InterestingDraw;
use super::pocket::with_pocket;
use super::special::Cells;
use super::traps::{Trap, Traps};
use crate::input::board::Board;
use crate::input::puzzle::Game;

/// Candidates drawn for each game a small case keeps.
const CANDIDATES: usize = 400;

/// The original data's tiers (NOIP 2013: cases 1-6, 7-12 and 13-20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    /// n, m <= 10 and one game.
    Single,
    /// n, m <= 30 and at most ten games.
    Few,
    /// The full limits: n, m <= 30 and up to 500 games.
    Full,
}

impl Tier {
    /// The three tiers, in order.
    pub const ALL: [Tier; 3] = [Tier::Single, Tier::Few, Tier::Full];

    /// The tier a case of `games` games on a `rows` x `cols` board belongs
    /// to: the first whose limits it keeps.
    ///
    /// ```
    /// use huarong::generate::Tier;
    /// assert_eq!(Tier::of(10, 10, 1), Tier::Single);
    /// assert_eq!(Tier::of(30, 30, 1), Tier::Few);
    /// assert_eq!(Tier::of(3, 3, 11), Tier::Full);
    /// ```
    #[must_use]
    pub fn of(rows: usize, cols: usize, games: usize) -> Tier {
        if games == 1 && rows <= 10 && cols <= 10 {
            Tier::Single
        } else if games <= 10 {
            Tier::Few
        } else {
            Tier::Full
        }
    }

    /// The tier's name in tables: `q = 1`, `q <= 10`, `full`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Tier::Single => "q = 1",
            Tier::Few => "q <= 10",
            Tier::Full => "full",
        }
    }
}

/// One case of a test set, before it is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CasePlan {
    /// Its tier.
    pub tier: Tier,
    /// The board family.
    pub family: Family,
    /// The board's rows, as the family makes it.
    pub rows: usize,
    /// The board's columns, as the family makes it.
    pub cols: usize,
    /// How many games.
    pub games: usize,
    /// Its place among the cases of its tier, from 0: which traps it is
    /// drawn for.
    pub place: usize,
}

/// Single-game cases: families whose small boards hold each trap, then the
/// shapes the original data never has (one row, one column; the full tier
/// has the board with every cell free).
const SINGLE: [(Family, usize, usize); 6] = [
    (Family::Random { fixed: 0.25 }, 10, 10),
    (Family::Spiral, 10, 10),
    (Family::Comb, 10, 10),
    (Family::Links { width: 3 }, 10, 10),
    (Family::Line, 1, 10),
    (Family::Column, 10, 1),
];

/// Cases of a few games: a tree-like maze and the long cycles (a per-game
/// search is fast there, but wrong solutions crash or err).
const FEW: [(Family, usize, usize, usize); 6] = [
    (Family::PerfectMaze, 29, 29, 10),
    (Family::Necklace, 30, 30, 10),
    (Family::Mixed, 30, 30, 10),
    (Family::SnakingRing, 30, 30, 10),
    (Family::Bumps { width: 2 }, 30, 30, 10),
    (Family::Beads { width: 2 }, 20, 25, 10),
];

/// Full cases: the families with the most free cells, where a search per
/// game over (blank, piece) positions has the most positions to search:
/// with F free cells there are F (F - 1) of them, and each far game makes
/// such a search go through most of them.
const FULL: [(Family, usize, usize); 8] = [
    (Family::Open, 30, 30),
    (Family::Random { fixed: 0.05 }, 30, 30),
    (Family::Random { fixed: 0.1 }, 30, 30),
    (Family::BraidedMaze { knock: 0.95 }, 30, 30),
    (Family::Random { fixed: 0.15 }, 30, 30),
    (Family::Rooms { size: 6 }, 30, 30),
    (Family::Random { fixed: 0.08 }, 30, 30),
    (Family::Random { fixed: 0.2 }, 30, 30),
];

/// The original data's sizes: `(n, m, q)` of `puzzle1.in` to `puzzle12.in`,
/// by tier. Each tier runs through its sizes twice (cases 1-3 again as 4-6,
/// 7-9 as 10-12), so a table holds one round and case `i` of a tier takes
/// entry `i % len`. The full tier keeps the full limits: the original's
/// smaller full cases (10 x 20 with 400 games: 80,000 positions of the
/// blank and the piece a game at most) cannot hold a second of a search
/// per game over those positions.
const ORIGINAL_SINGLE: [(usize, usize); 3] = [(3, 3), (5, 5), (10, 10)];
const ORIGINAL_FEW: [(usize, usize, usize); 3] = [(10, 20, 5), (20, 25, 5), (30, 30, 10)];

/// How many of `cases` go to each tier, in the original data's shares
/// (6, 6 and 8 of 20).
#[must_use]
pub fn tier_counts(cases: usize) -> (usize, usize, usize) {
    let single = (cases * 6 + 10) / 20;
    let few = ((cases * 6 + 10) / 20).min(cases - single);
    (single, few, cases - single - few)
}

/// The cases of a test set of `cases` cases, tier by tier. With `original`
/// each case of the first two tiers takes the size of the original data's
/// case in its place (3 x 3 with one game, ..., 30 x 30 with 10), the
/// families staying those of the tier; without, each family gets the size
/// that suits it. Full cases are 30 x 30 with 500 games either way.
///
/// ```
/// use huarong::generate::{plan_test_set, Tier};
/// let plan = plan_test_set(20, false);
/// assert_eq!(plan.iter().filter(|c| c.tier == Tier::Single).count(), 6);
/// assert!(plan.iter().all(|c| c.rows <= 30 && c.cols <= 30 && c.games <= 500));
/// ```
#[must_use]
pub fn plan_test_set(cases: usize, original: bool) -> Vec<CasePlan> {
    let (single, few, full) = tier_counts(cases);
    let mut plan = Vec::with_capacity(cases);
    for i in 0..single {
        let (family, mut rows, mut cols) = SINGLE[i % SINGLE.len()];
        if original {
            (rows, cols) = ORIGINAL_SINGLE[i % ORIGINAL_SINGLE.len()];
        }
        let (rows, cols) = family.shape(rows, cols);
        plan.push(CasePlan {
            tier: Tier::Single,
            family,
            rows,
            cols,
            games: 1,
            place: i,
        });
    }
    for i in 0..few {
        let (family, mut rows, mut cols, mut games) = FEW[i % FEW.len()];
        if original {
            (rows, cols, games) = ORIGINAL_FEW[i % ORIGINAL_FEW.len()];
        }
        let (rows, cols) = family.shape(rows, cols);
        plan.push(CasePlan {
            tier: Tier::Few,
            family,
            rows,
            cols,
            games,
            place: i,
        });
    }
    for i in 0..full {
        let (family, rows, cols) = FULL[i % FULL.len()];
        let games = 500;
        plan.push(CasePlan {
            tier: Tier::Full,
            family,
            rows,
            cols,
            games,
            place: i,
        });
    }
    plan
}

/// The board of the case `plan` describes: its family's, with a pocket (a
/// free cell with no free neighbour, where the games shut the blank or the
/// piece away) where the board has none and room for one.
///
/// ```
/// use huarong::generate::{case_board, plan_test_set, seeded};
/// let plan = plan_test_set(20, false)[12];
/// let b = case_board(&plan, &mut seeded(1));
/// assert_eq!((b.rows(), b.cols()), (30, 30));
/// ```
pub fn case_board(plan: &CasePlan, rng: &mut impl RngExt) -> Board {
    with_pocket(board(plan.family, plan.rows, plan.cols, rng), rng)
}

/// The games of the case `plan` describes, on `board` (drawn for it with
/// [`case_board`]); `None` when the board has fewer than two free cells.
/// `solve` gives a game's fewest moves (`None`: unsolvable).
///
/// Each game is drawn for a [`Trap`] or for its length, and built for it
/// where the board holds it (see [`Trap`] for what each breaks). The
/// one-game cases hold, in turn: the most traps (a start from the nearest
/// side not best first); the blank on the target; the most traps again;
/// the target beside the piece; the target behind the piece (the set's one
/// case whose answer is -1); the piece on its target with the blank shut
/// away (the set's one case whose answer is 0). Cases of a few games hold the longest answer of hundreds
/// drawn and one game for each of the next traps in turn, each case
/// starting four traps on from the last, so that each trap is in several
/// cases. Full cases keep far games (of a few blanks and pieces drawn and
/// the targets farthest from each, the game with the longest answer, so
/// that a search per game over (blank, piece) positions that stops when the
/// piece reaches the target goes through most of them); one game in ten is
/// built for each trap in turn, and one in ten is unsolvable on a large
/// component where the board has such games.
///
/// ```
/// use huarong::generate::{case_board, case_games, plan_test_set, seeded};
/// use huarong::{FastSolver, StateGraph};
/// // The sixth one-game case: the piece on its target, the blank shut away.
/// let plan = plan_test_set(20, false)[5];
/// let mut rng = seeded(1);
/// let b = case_board(&plan, &mut rng);
/// let graph = StateGraph::new(&b);
/// let mut solver = FastSolver::new(&graph);
/// let games = case_games(&plan, &b, &mut rng, |g| solver.solve(g).ok().flatten()).unwrap();
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].piece, games[0].target);
/// ```
pub fn case_games<R, S>(
    plan: &CasePlan,
    board: &Board,
    rng: &mut R,
    mut solve: S,
) -> Option<Vec<Game>>
where
    R: RngExt,
    S: FnMut(&Game) -> Option<u64>,
{
    let free = game_cells(board)?;
    let cells = Cells::new(board, &free);
    Some(match plan.tier {
        Tier::Single | Tier::Few => {
            let wanted = CANDIDATES * plan.games.min(4);
            let drawn: Vec<Game> = InterestingDraw::new(board, rng, &mut solve)?
                .take(wanted)
                .collect();
            let pool: Vec<(Game, Traps)> = drawn
                .into_iter()
                .map(|game| (game, Traps::of(board, &game, &mut solve)))
                .collect();
            let slots = if plan.tier == Tier::Single {
                vec![SINGLE_ROLES[plan.place % SINGLE_ROLES.len()]]
            } else {
                few_slots(plan, &cells)
            };
            let mut draw = SlotDraw {
                cells: &cells,
                pool,
                rng,
                solve: &mut solve,
            };
            let mut games: Vec<Game> = Vec::with_capacity(slots.len());
            for slot in &slots {
                // A trap the board does not hold gives its slot to the next
                // trap the case has no slot for.
                let next = match *slot {
                    Slot::Trap(trap) => (1..Trap::ALL.len())
                        .map(|k| Trap::ALL[(trap as usize + k) % Trap::ALL.len()])
                        .filter(|t| !slots.contains(&Slot::Trap(*t)))
                        .map(Slot::Trap)
                        .collect(),
                    _ => Vec::new(),
                };
                let tier_one = plan.tier == Tier::Single;
                let game = std::iter::once(*slot)
                    .chain(next.into_iter().filter(|_| !tier_one))
                    .chain([Slot::Best, Slot::Longest])
                    .find_map(|s| draw.fill(s, &games));
                games.extend(game);
            }
            games
        }
        Tier::Full => far_games(&cells, &free, plan.games, rng, &mut solve),
    })
}

/// What a game of a small case is drawn for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// A game that holds the trap: of those built and drawn, the one with
    /// the most traps that make a search miscount it, then the longest
    /// answer.
    Trap(Trap),
    /// A solvable game, answer above 0, with the most traps that make a
    /// wrong solution miscount it, then the longest answer.
    Best,
    /// The longest answer drawn.
    Longest,
}

/// The one-game cases' slots, case by case (see [`case_games`]).
const SINGLE_ROLES: [Slot; 6] = [
    Slot::Best,
    Slot::Trap(Trap::BlankOnTarget),
    Slot::Best,
    Slot::Trap(Trap::TargetBeside),
    Slot::Trap(Trap::Behind),
    Slot::Trap(Trap::HomeShut),
];

/// Candidates built for each trap a small case's game is drawn for.
const BUILT: usize = 64;

/// Traps each case of a few games starts on from the one before it.
const FEW_STRIDE: usize = 4;

/// A case of a few games: the longest answer, the traps only a piece that
/// cuts the board holds where the board has such cells (few boards of the
/// tier do), then a game for each of the traps in turn from the case's own
/// start.
fn few_slots(plan: &CasePlan, cells: &Cells) -> Vec<Slot> {
    let mut slots = vec![Slot::Longest];
    if cells.has_cuts() {
        slots.extend([Slot::Trap(Trap::Behind), Slot::Trap(Trap::OneSide)]);
    }
    let start = plan.place * FEW_STRIDE;
    let turn = (0..Trap::ALL.len()).map(|k| Slot::Trap(Trap::ALL[(start + k) % Trap::ALL.len()]));
    for slot in turn {
        if !slots.contains(&slot) {
            slots.push(slot);
        }
    }
    slots.truncate(plan.games);
    slots
}

/// The games a small case draws its slots from: those built for a trap,
/// and a pool drawn by [`InterestingDraw`].
struct SlotDraw<'a, 'b, R, S> {
    cells: &'a Cells<'b>,
    pool: Vec<(Game, Traps)>,
    rng: &'a mut R,
    solve: &'a mut S,
}

impl<R, S> SlotDraw<'_, '_, R, S>
where
    R: RngExt,
    S: FnMut(&Game) -> Option<u64>,
{
    /// The game for `slot`, not one of `taken`; `None` when neither the
    /// pool nor the games built hold what it asks for.
    fn fill(&mut self, slot: Slot, taken: &[Game]) -> Option<Game> {
        let built: &[Trap] = match slot {
            Slot::Trap(trap) => &[trap][..],
            Slot::Best => &[Trap::NearestSide, Trap::OneSide, Trap::Detour][..],
            Slot::Longest => &[][..],
        };
        let mut candidates = self.pool.clone();
        for &trap in built {
            candidates.extend(self.cells.candidates(trap, BUILT, self.rng, self.solve));
        }
        let fits = |t: &Traps| match slot {
            Slot::Trap(trap) => t.has(trap),
            Slot::Best | Slot::Longest => t.answer().is_some_and(|a| a > 0),
        };
        candidates
            .into_iter()
            .filter(|(game, traps)| fits(traps) && !taken.contains(game))
            .max_by_key(|(_, t)| match slot {
                Slot::Trap(_) => (t.wrong_moves() as u64, t.length(), t.count() as u64),
                Slot::Best => (
                    u64::from(t.has(Trap::NearestSide)),
                    t.wrong_moves() as u64,
                    t.length(),
                ),
                Slot::Longest => (t.length(), t.count() as u64, 0),
            })
            .map(|(game, _)| game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_keep_the_original_shares() {
        assert_eq!(tier_counts(20), (6, 6, 8));
        assert_eq!(tier_counts(10), (3, 3, 4));
        assert_eq!(tier_counts(40), (12, 12, 16));
        assert_eq!(tier_counts(1), (0, 0, 1));
        assert_eq!(tier_counts(2), (1, 1, 0));
        for cases in 1..100 {
            let (a, b, c) = tier_counts(cases);
            assert_eq!(a + b + c, cases);
        }
    }

    #[test]
    fn plans_keep_to_the_limits_and_the_tiers() {
        for original in [false, true] {
            let plan = plan_test_set(20, original);
            for case in &plan {
                let (rows, cols) = case.family.shape(case.rows, case.cols);
                assert_eq!((rows, cols), (case.rows, case.cols), "{case:?}");
                assert!(case.rows <= 30 && case.cols <= 30 && case.games <= 500);
                assert_eq!(Tier::of(case.rows, case.cols, case.games), case.tier);
                match case.tier {
                    Tier::Single => assert!(case.rows <= 10 && case.cols <= 10 && case.games == 1),
                    Tier::Few => assert!(case.games <= 10),
                    Tier::Full => assert!(case.games > 10),
                }
            }
            // Every family somewhere.
            for name in Family::NAMES {
                assert!(plan.iter().any(|c| c.family.name() == name), "{name}");
            }
        }
        // The original data's sizes, for the families that take any shape.
        let sizes: Vec<(usize, usize, usize)> = plan_test_set(20, true)
            .iter()
            .map(|c| (c.rows, c.cols, c.games))
            .collect();
        assert_eq!(sizes[..3], [(3, 3, 1), (5, 5, 1), (10, 10, 1)]);
        assert_eq!(sizes[6..9], [(10, 20, 5), (20, 25, 5), (30, 30, 10)]);
        assert!(sizes[12..].iter().all(|&size| size == (30, 30, 500)));
    }
}
