//! The figures of the world: for each mix its layouts, its groups (the
//! layouts reachable from one another), how many of each can reach the goal,
//! the greatest optimum and the layouts at it.

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::world::distances::{Table, UNREACHABLE};
use crate::classic::world::mix::Mix;
use crate::classic::world::rank::Ranking;

/// The figures of one mix, or of the whole world (their sums, and the
/// greatest optimum of all with the layouts at it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    /// Layouts.
    pub layouts: u64,
    /// Groups: sets of layouts each reachable from every other.
    pub groups: u64,
    /// Layouts from which Cao Cao can reach the exit (those with him there
    /// included).
    pub solvable_layouts: u64,
    /// Groups whose layouts can.
    pub solvable_groups: u64,
    /// The layouts of the largest group.
    pub largest_group: u64,
    /// The greatest optimum of a layout (`None` when none is solvable).
    pub max_optimum: Option<usize>,
    /// The layouts whose optimum is `max_optimum`, in reading order of
    /// their canonical codes.
    pub hardest: Vec<ClassicPuzzle>,
}

/// The figures of one mix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MixFigures {
    /// The mix.
    pub mix: Mix,
    /// Its figures.
    pub figures: Figures,
}

/// The world of the 4 x 5 board in one metric: every mix's figures, and
/// their totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct World {
    /// The metric the optima are counted in.
    pub metric: Metric,
    /// The totals over every mix; the hardest layouts those of every mix
    /// at the greatest optimum.
    pub total: Figures,
    /// Each mix's figures, in the order of [`Mix::all`].
    pub by_pieces: Vec<MixFigures>,
}

/// What surveying the world takes, known before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorldPlan {
    /// The layouts of every mix.
    pub layouts: u64,
    /// The mixes that have a layout.
    pub mixes: usize,
    /// The threads that work on it, each on one mix at a time.
    pub threads: usize,
    /// The most bytes its tables hold at once: those of the largest mixes,
    /// one a thread (a byte a layout for its distance, four for its
    /// group's label, a bit for the groups that cannot reach the goal, and
    /// the numbering).
    pub bytes: u64,
}

impl Figures {
    /// The figures of `table`'s mix, the sizes of its groups that reach
    /// the goal given: the others found by flooding each from its first
    /// layout not yet seen (single steps connect a group as whole moves
    /// do).
    pub(crate) fn of(table: &Table, solvable: &[u64]) -> Figures {
        let ranking = &table.ranking;
        let len = ranking.len() as usize;
        let mut seen = vec![0u64; len.div_ceil(64)];
        let mut stack: Vec<u32> = Vec::new();
        let mut figures = Figures {
            layouts: len as u64,
            groups: solvable.len() as u64,
            solvable_layouts: solvable.iter().sum(),
            solvable_groups: solvable.len() as u64,
            largest_group: solvable.iter().copied().max().unwrap_or(0),
            max_optimum: None,
            hardest: Vec::new(),
        };
        for first in 0..len {
            if table.distance[first] != UNREACHABLE || seen[first / 64] >> (first % 64) & 1 == 1 {
                continue;
            }
            seen[first / 64] |= 1 << (first % 64);
            stack.push(first as u32);
            let mut size = 0u64;
            while let Some(rank) = stack.pop() {
                size += 1;
                ranking.neighbors(rank, Metric::Cell, |next| {
                    let next = next as usize;
                    if seen[next / 64] >> (next % 64) & 1 == 0 {
                        seen[next / 64] |= 1 << (next % 64);
                        stack.push(next as u32);
                    }
                });
            }
            figures.groups += 1;
            figures.largest_group = figures.largest_group.max(size);
        }
        let max = table
            .distance
            .iter()
            .copied()
            .filter(|&d| d != UNREACHABLE)
            .max();
        if let Some(max) = max {
            figures.max_optimum = Some(usize::from(max));
            figures.hardest = table
                .distance
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d == max)
                .map(|(rank, _)| ranking.unrank(rank as u32).puzzle())
                .collect();
        }
        figures
    }

    /// The sum of `parts`: the hardest layouts those at the greatest
    /// optimum of any.
    fn sum<'a>(parts: impl Iterator<Item = &'a Figures> + Clone) -> Figures {
        let max_optimum = parts.clone().filter_map(|f| f.max_optimum).max();
        Figures {
            layouts: parts.clone().map(|f| f.layouts).sum(),
            groups: parts.clone().map(|f| f.groups).sum(),
            solvable_layouts: parts.clone().map(|f| f.solvable_layouts).sum(),
            solvable_groups: parts.clone().map(|f| f.solvable_groups).sum(),
            largest_group: parts.clone().map(|f| f.largest_group).max().unwrap_or(0),
            max_optimum,
            hardest: parts
                .filter(|f| f.max_optimum == max_optimum)
                .flat_map(|f| f.hardest.iter().cloned())
                .collect(),
        }
    }
}

impl World {
    /// What [`World::survey`] will hold, before it starts.
    #[must_use]
    pub fn plan() -> WorldPlan {
        let sizes: Vec<(Mix, u64, u64)> = Mix::all()
            .into_iter()
            .map(|mix| {
                let ranking = Ranking::new(mix);
                let len = u64::from(ranking.len());
                (
                    mix,
                    len,
                    Table::bytes(&ranking) + Table::group_bytes(&ranking) + len.div_ceil(8),
                )
            })
            .collect();
        let mut bytes: Vec<u64> = sizes.iter().map(|s| s.2).collect();
        bytes.sort_unstable_by(|a, b| b.cmp(a));
        let threads = crate::parallel::threads();
        WorldPlan {
            layouts: sizes.iter().map(|s| s.1).sum(),
            mixes: sizes.iter().filter(|s| s.1 > 0).count(),
            threads,
            bytes: bytes.iter().take(threads.max(1)).sum(),
        }
    }

    /// The world of the 4 x 5 board in `metric`: every mix solved whole,
    /// on all threads (with the `parallel` feature), in at most
    /// `max_bytes` (see [`World::plan`]). Mixes without a layout are left
    /// out.
    ///
    /// # Errors
    /// [`ClassicSolveError::WorldOverBudget`] when it would take more than
    /// `max_bytes`, before it starts.
    pub fn survey(metric: Metric, max_bytes: u64) -> Result<World, ClassicSolveError> {
        let bytes = World::plan().bytes;
        if bytes > max_bytes {
            return Err(ClassicSolveError::WorldOverBudget { bytes, max_bytes });
        }
        let mut mixes: Vec<Mix> = Mix::all()
            .into_iter()
            .filter(|&m| Ranking::new(m).len() > 0)
            .collect();
        // The largest first, so that the threads finish together.
        let sizes: Vec<(Mix, u32)> = mixes.iter().map(|&m| (m, Ranking::new(m).len())).collect();
        mixes.sort_by_key(|m| {
            std::cmp::Reverse(sizes.iter().find(|s| s.0 == *m).map_or(0, |s| s.1))
        });
        let figures = crate::parallel::map_with(
            &mixes,
            true,
            None,
            || (),
            |(), &mix| -> Result<MixFigures, ClassicSolveError> {
                let (table, solvable) = Table::grouped(Ranking::new(mix), metric)?;
                Ok(MixFigures {
                    mix,
                    figures: Figures::of(&table, &solvable),
                })
            },
        );
        let mut by_pieces = figures.into_iter().collect::<Result<Vec<_>, _>>()?;
        by_pieces.sort_by_key(|f| Mix::all().iter().position(|&m| m == f.mix));
        Ok(World {
            metric,
            total: Figures::sum(by_pieces.iter().map(|f| &f.figures)),
            by_pieces,
        })
    }
}
