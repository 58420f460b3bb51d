//! Runs in series: the skeleton's runs grouped so that every cycle through one
//! run of a group passes through all of them.
//!
//! The around-cost of a cell on a run is the shortest walk between the run's two
//! ends that avoids the run, which with the run itself is the shortest cycle
//! through the run. Runs in series share that cycle: one search per group gives
//! all of them, as the cycle's length less each run's own. On a snaking ring,
//! where one long cycle strings every run together, this turns one search round
//! the whole ring per run (quadratic) into one search per group.
//!
//! The cycle found also settles pairs of sides at the junctions it passes (see
//! [`GroupCycles::around_at_junction`]): on a snaking ring, the two pairs at
//! each bump that are joined only the long way round.
//!
//! Two edges of a graph are in series exactly when the same fundamental cycles
//! of a spanning forest pass through them. Each tree edge's set is the set of
//! non-tree edges with one end below it, gathered as bit sets from the leaves
//! up; a non-tree edge's set is itself. Equal sets, compared exactly, make a
//! group. Edges on no cycle (bridges) belong to no group.

use std::collections::HashMap;

use crate::skeleton::{CycleJunctions, Skeleton};

/// The most 64-bit words the bit sets may take (one set per junction, one bit
/// per non-tree run: 64 MB); bigger skeletons keep one search per run.
const MAX_WORDS: usize = 1 << 23;

/// Marks a run in no group: on no cycle, or a loop from a junction to itself.
pub const NO_GROUP: u32 = u32::MAX;

/// Per run of `skeleton`, its group of runs in series, or [`NO_GROUP`]; `None`
/// when the bit sets would take more than their budget.
#[must_use]
pub fn series_groups(skeleton: &Skeleton) -> Option<Vec<u32>> {
    let junctions = skeleton.junctions();
    let runs: Vec<(u32, u32)> = skeleton.run_ends().collect();
    // A spanning forest, breadth first: each junction's parent run, and the
    // junctions in the order they were reached.
    let mut parent_run = vec![u32::MAX; junctions];
    let mut seen = vec![false; junctions];
    let mut order: Vec<u32> = Vec::with_capacity(junctions);
    let mut in_tree = vec![false; runs.len()];
    for root in 0..junctions {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut head = order.len();
        order.push(root as u32);
        while let Some(&j) = order.get(head) {
            head += 1;
            for &(other, run) in skeleton.junction_edges(j) {
                if !seen[other as usize] {
                    seen[other as usize] = true;
                    parent_run[other as usize] = run;
                    in_tree[run as usize] = true;
                    order.push(other);
                }
            }
        }
    }
    // Number the non-tree runs between distinct junctions: one bit each.
    let mut bit = vec![u32::MAX; runs.len()];
    let mut count = 0u32;
    for (r, &(a, b)) in runs.iter().enumerate() {
        if a != b && !in_tree[r] {
            bit[r] = count;
            count += 1;
        }
    }
    let words = (count as usize).div_ceil(64).max(1);
    if junctions.checked_mul(words)? > MAX_WORDS {
        return None;
    }
    // Each junction's set: the non-tree runs with one end in its subtree.
    let mut sets = vec![0u64; junctions * words];
    for (r, &(a, b)) in runs.iter().enumerate() {
        if bit[r] != u32::MAX {
            let (w, m) = (bit[r] as usize / 64, 1u64 << (bit[r] % 64));
            sets[a as usize * words + w] ^= m;
            sets[b as usize * words + w] ^= m;
        }
    }
    let run_ends = |r: u32| runs[r as usize];
    for &j in order.iter().rev() {
        let run = parent_run[j as usize];
        if run == u32::MAX {
            continue;
        }
        let (a, b) = run_ends(run);
        let up = if a == j { b } else { a } as usize;
        let j = j as usize;
        for w in 0..words {
            sets[up * words + w] ^= sets[j * words + w];
        }
    }
    // Group equal sets.
    let mut groups = vec![NO_GROUP; runs.len()];
    let mut by_set: HashMap<Vec<u64>, u32> = HashMap::new();
    let mut unit = vec![0u64; words];
    for (r, &(a, b)) in runs.iter().enumerate() {
        if a == b {
            continue;
        }
        let set: &[u64] = if in_tree[r] {
            // The tree run's lower end is the one whose parent run it is.
            let low = if parent_run[a as usize] == r as u32 {
                a
            } else {
                b
            } as usize;
            &sets[low * words..(low + 1) * words]
        } else {
            unit.fill(0);
            unit[bit[r] as usize / 64] = 1 << (bit[r] % 64);
            &unit
        };
        if set.iter().all(|&w| w == 0) {
            continue;
        }
        let next = by_set.len() as u32;
        groups[r] = *by_set.entry(set.to_vec()).or_insert(next);
    }
    Some(groups)
}

/// The groups of runs in series of a skeleton, with each group's shortest
/// cycle once a search has found it.
#[derive(Clone, Debug)]
pub struct GroupCycles {
    /// Per run, its group or [`NO_GROUP`].
    groups: Vec<u32>,
    /// Per group, the length of its shortest cycle (`u64::MAX` until found).
    length: Vec<u64>,
    /// (junction, group) to the two runs the group's cycle takes there.
    at: HashMap<(u32, u32), [u32; 2]>,
}

impl GroupCycles {
    /// The groups of `skeleton`, with no cycle found yet; `None` when they are
    /// too big to work out (see [`series_groups`]).
    #[must_use]
    pub fn new(skeleton: &Skeleton) -> Option<GroupCycles> {
        let groups = series_groups(skeleton)?;
        let count = groups.len();
        Some(GroupCycles {
            groups,
            length: vec![u64::MAX; count],
            at: HashMap::new(),
        })
    }

    /// The group of run `r`, if it is in one.
    #[must_use]
    pub fn group(&self, r: u32) -> Option<u32> {
        Some(self.groups[r as usize]).filter(|&g| g != NO_GROUP)
    }

    /// The length of group `g`'s shortest cycle, once recorded.
    #[must_use]
    pub fn length(&self, g: u32) -> Option<u64> {
        Some(self.length[g as usize]).filter(|&l| l != u64::MAX)
    }

    /// Records the shortest cycle of group `g`: its length and the two runs
    /// it takes at each of its junctions.
    pub fn record(&mut self, g: u32, length: u64, at: CycleJunctions) {
        self.length[g as usize] = length;
        for (j, runs) in at {
            self.at.insert((j, g), runs);
        }
    }

    /// The around-cost of junction `j` between its runs `ra` and `rb` (those
    /// its two sides lie on), when a recorded cycle decides it.
    ///
    /// The blank's walk leaves along `ra` to its far end, comes back along `rb`
    /// from its far end, and in between goes from one far end to the other
    /// without `j`. If the shortest cycle through `ra`'s group passes `j` by
    /// `ra` and some run `rc` that ends where `rb` ends, that middle part is
    /// the cycle less `ra` and `rc`, and no walk does better: a shorter one
    /// would close a shorter cycle through `ra`.
    #[must_use]
    pub fn around_at_junction(&self, skeleton: &Skeleton, j: u32, ra: u32, rb: u32) -> Option<u64> {
        [(ra, rb), (rb, ra)].into_iter().find_map(|(x, y)| {
            let g = self.group(x)?;
            let length = self.length(g)?;
            let runs = self.at.get(&(j, g))?;
            let rc = if runs[0] == x { runs[1] } else { runs[0] };
            debug_assert!(
                runs.contains(&x),
                "a cycle through a run takes it at its ends"
            );
            (skeleton.far_end(rc, j) == skeleton.far_end(y, j))
                .then(|| length - skeleton.run_length(rc) + skeleton.run_length(y) - 2)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{NO_GROUP, series_groups};
    use crate::board::Board;
    use crate::skeleton::Skeleton;

    /// Brute force: two runs are in series when cutting both splits the
    /// skeleton's component, and neither alone does.
    fn cuts(skeleton: &Skeleton, removed: &[u32]) -> usize {
        let n = skeleton.junctions();
        let mut seen = vec![false; n];
        let mut parts = 0;
        for start in 0..n {
            if seen[start] {
                continue;
            }
            parts += 1;
            seen[start] = true;
            let mut stack = vec![start as u32];
            while let Some(j) = stack.pop() {
                for &(o, run) in skeleton.junction_edges(j) {
                    if !removed.contains(&run) && !seen[o as usize] {
                        seen[o as usize] = true;
                        stack.push(o);
                    }
                }
            }
        }
        parts
    }

    /// Checks every run and pair of runs; returns how many pairs are in series.
    fn check(board: &Board) -> usize {
        let Some(skeleton) = Skeleton::new(board) else {
            return 0;
        };
        let mut in_series = 0;
        let groups = series_groups(&skeleton).expect("small skeletons fit");
        let base = cuts(&skeleton, &[]);
        let runs: Vec<(u32, u32)> = skeleton.run_ends().collect();
        for r in 0..runs.len() as u32 {
            let on_cycle =
                runs[r as usize].0 != runs[r as usize].1 && cuts(&skeleton, &[r]) == base;
            assert_eq!(groups[r as usize] != NO_GROUP, on_cycle, "run {r}");
            for f in 0..r {
                if groups[r as usize] == NO_GROUP || groups[f as usize] == NO_GROUP {
                    continue;
                }
                let series = cuts(&skeleton, &[r, f]) > base;
                assert_eq!(
                    groups[r as usize] == groups[f as usize],
                    series,
                    "runs {r} {f}"
                );
                in_series += usize::from(series);
            }
        }
        in_series
    }

    #[test]
    fn groups_match_pairs_of_cuts_on_corridor_families() {
        use crate::generate::{Family, board, seeded};
        let mut rng = seeded(31);
        let mut in_series = 0;
        for family in Family::CORRIDORS {
            for (rows, cols) in [(7, 9), (16, 16), (24, 30)] {
                in_series += check(&board(family, rows, cols, &mut rng));
            }
        }
        assert!(
            in_series > 100,
            "only {in_series} pairs in series: the test checks little"
        );
    }

    #[test]
    fn ring_arcs_are_in_series() {
        let ring = Board::from_rows(&["1111111", "1000001", "1000001", "1111111"]).unwrap();
        check(&ring);
        // A ring with two dead-end spurs: its two arcs between the spurs' junctions
        // are one cycle, so in series; the spurs are bridges.
        let spurs =
            Board::from_rows(&["1111111", "1001001", "1000001", "1000101", "1111111"]).unwrap();
        assert_eq!(check(&spurs), 1);
    }
}
