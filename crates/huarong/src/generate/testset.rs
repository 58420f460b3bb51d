//! A contest's test set, planned and drawn: cases in the original data's
//! three tiers (one game on small boards, a few games, the full limits),
//! every family, and games picked to break wrong and slow solutions. The
//! solving comes from the caller, as for [`InterestingDraw`].

use rand::RngExt;

use super::family::Family;
use super::far::far_games;
use super::games::game_cells;
use super::interesting::InterestingDraw;
use super::traps::Traps;
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
        });
    }
    plan
}

/// The games of the case `plan` describes, on `board` (drawn for it with
/// [`board`](super::board)); `None` when the board has fewer than two free
/// cells. `solve` gives a game's fewest moves (`None`: unsolvable).
///
/// Single-game cases keep, of 400 games drawn, a solvable one where there
/// is one (a program that prints -1 for everything fails them), with the
/// most traps (a search from the nearest side only errs, a side is cut
/// off, the blank must walk round the piece), then the longest answer.
/// Cases of a few games keep one game per trap (an unsolvable game on a
/// large component among them) and then those with the longest answers.
/// Full cases keep far games: of a few blanks and pieces drawn and the
/// targets farthest from each, the game with the longest answer, so that a
/// search per game over (blank, piece) positions that stops when the piece
/// reaches the target goes through most of them; one game in ten is kept
/// for its traps, and one in ten is unsolvable on a large component where
/// the board has such games.
///
/// ```
/// use huarong::generate::{board, case_games, plan_test_set, seeded};
/// use huarong::{FastSolver, StateGraph};
/// let plan = plan_test_set(20, false)[0];
/// let mut rng = seeded(1);
/// let b = board(plan.family, plan.rows, plan.cols, &mut rng);
/// let graph = StateGraph::new(&b);
/// let mut solver = FastSolver::new(&graph);
/// let games = case_games(&plan, &b, &mut rng, |g| solver.solve(g).ok().flatten()).unwrap();
/// assert_eq!(games.len(), 1);
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
    Some(match plan.tier {
        Tier::Single | Tier::Few => {
            let wanted = CANDIDATES * plan.games.min(4);
            let drawn: Vec<Game> = InterestingDraw::new(board, rng, &mut solve)?
                .take(wanted)
                .collect();
            let mut candidates: Vec<(Game, Traps)> = drawn
                .into_iter()
                .map(|game| (game, Traps::of(board, &game, &mut solve)))
                .collect();
            if plan.games == 1 {
                // A solvable game where there is one: a program that
                // prints -1 for every game must fail this tier too.
                candidates
                    .into_iter()
                    .max_by_key(|(_, t)| (t.answer.is_some(), t.wrong_moves(), t.length()))
                    .map(|(g, _)| g)
                    .into_iter()
                    .collect()
            } else {
                pick(&mut candidates, plan.games)
            }
        }
        Tier::Full => far_games(board, &free, plan.games, rng, &mut solve),
    })
}

/// `count` games of `candidates`: first one for each trap (the most traps
/// at once first), then the longest answers.
fn pick(candidates: &mut Vec<(Game, Traps)>, count: usize) -> Vec<Game> {
    let mut games = Vec::with_capacity(count);
    let wants: [fn(&Traps) -> bool; 4] = [|t| t.nearest, |t| t.cut, |t| t.hopeless, |t| t.detour];
    for want in wants {
        if games.len() >= count {
            break;
        }
        let best = candidates
            .iter()
            .enumerate()
            .filter(|(_, (_, t))| want(t))
            .max_by_key(|(_, (_, t))| (t.count(), t.length()))
            .map(|(i, _)| i);
        if let Some(i) = best {
            games.push(candidates.swap_remove(i).0);
        }
    }
    candidates.sort_by_key(|(_, t)| std::cmp::Reverse((t.length(), t.count())));
    let missing = count.saturating_sub(games.len());
    games.extend(candidates.drain(..).take(missing).map(|(g, _)| g));
    games
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
