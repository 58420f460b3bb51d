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
//! of a depth-first tree pass through them: when the same back edges cover
//! them. All of it is linear in the skeleton's size, so a ring of any length
//! stays linear:
//! - a tree edge covered by one back edge is in series with that edge, found
//!   exactly as the exclusive or of the covering edges' numbers;
//! - tree edges covered by several back edges are matched by a 64-bit hash of
//!   their covering set, then checked exactly: tree edges into `u` and into its
//!   descendant `v` have the same covering set when as many back edges cover
//!   each and none of those covering `v` lands between `u` and `v` (the deepest
//!   landing point of `v`'s covering edges is above `u`). A group that fails
//!   the check (a hash collision) is left to one search per run.
//!
//! Edges on no cycle (bridges) belong to no group.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher};

use crate::walk::skeleton::Skeleton;
use crate::walk::skeleton_search::CycleJunctions;

/// Marks a run in no group: on no cycle, a loop from a junction to itself, or
/// (after a hash collision) left to its own search.
pub(crate) const NO_GROUP: u32 = u32::MAX;

/// In the depth-first forest: no tree run (at a root), and a junction not yet
/// visited.
const NONE: u32 = u32::MAX;

/// Per run of `skeleton`, its group of runs in series, or [`NO_GROUP`].
#[must_use]
pub(crate) fn series_groups(skeleton: &Skeleton) -> Vec<u32> {
    series_groups_with(skeleton, mix)
}

/// A fixed bijective mix of 64-bit numbers (SplitMix64's finaliser): the
/// label of each back edge in the covering-set hash.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A depth-first forest of the skeleton's junctions.
struct Forest {
    /// Per junction, the tree run to its parent ([`NONE`] at a root).
    parent_run: Vec<u32>,
    /// Per junction, its parent junction (itself at a root).
    parent: Vec<u32>,
    /// Per junction, its depth in its tree.
    depth: Vec<u32>,
    /// Per junction, its position in preorder.
    pre: Vec<u32>,
    /// Per junction, the number of junctions in its subtree.
    size: Vec<u32>,
    /// The junctions in preorder.
    order: Vec<u32>,
    /// The back edges: (run, lower junction, upper junction).
    back: Vec<(u32, u32, u32)>,
}

impl Forest {
    fn new(skeleton: &Skeleton) -> Forest {
        let n = skeleton.junctions();
        let mut f = Forest {
            parent_run: vec![NONE; n],
            parent: (0..n as u32).collect(),
            depth: vec![0; n],
            pre: vec![NONE; n],
            size: vec![1; n],
            order: Vec::with_capacity(n),
            back: Vec::new(),
        };
        // (junction, next edge to look at)
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for root in 0..n as u32 {
            if f.pre[root as usize] != NONE {
                continue;
            }
            f.pre[root as usize] = f.order.len() as u32;
            f.order.push(root);
            stack.push((root, 0));
            while let Some(top) = stack.last_mut() {
                let (j, next) = *top;
                let edges = skeleton.junction_edges(j);
                let Some(&(o, run)) = edges.get(next as usize) else {
                    stack.pop();
                    if let Some(&(up, _)) = stack.last() {
                        f.size[up as usize] += f.size[j as usize];
                    }
                    continue;
                };
                top.1 += 1;
                let (ju, ou) = (j as usize, o as usize);
                if run == f.parent_run[ju] {
                    continue;
                }
                if f.pre[ou] == NONE {
                    f.parent_run[ou] = run;
                    f.parent[ou] = j;
                    f.depth[ou] = f.depth[ju] + 1;
                    f.pre[ou] = f.order.len() as u32;
                    f.order.push(o);
                    stack.push((o, 0));
                } else if f.depth[ou] < f.depth[ju] {
                    // Seen from its lower end; its upper end skips it.
                    f.back.push((run, j, o));
                }
            }
        }
        f
    }

    /// Whether `u` is a proper ancestor of `v`.
    fn above(&self, u: u32, v: u32) -> bool {
        let (pu, pv) = (self.pre[u as usize], self.pre[v as usize]);
        pu < pv && pv < pu + self.size[u as usize]
    }

    /// Per junction, the sum over its subtree of `own`, combined by `add`:
    /// with `+1` at a back edge's lower end and `-1` at its upper end, the
    /// number of back edges covering the tree edge above it.
    fn subtree_sums<T: Copy>(&self, mut own: Vec<T>, add: impl Fn(T, T) -> T) -> Vec<T> {
        for &j in self.order.iter().rev() {
            let p = self.parent[j as usize];
            if p != j {
                own[p as usize] = add(own[p as usize], own[j as usize]);
            }
        }
        own
    }

    /// Per junction `v`, the greatest depth at which a back edge covering the
    /// tree edge above `v` lands ([`NONE`] when none covers it). Back edges
    /// are taken deepest landing first; each marks the uncovered tree edges on
    /// its path, which are then skipped by a union-find.
    fn deepest_landing(&self) -> Vec<u32> {
        let n = self.parent.len();
        let mut high = vec![NONE; n];
        // Nearest junction at or above, on the way up, whose edge is unmarked.
        let mut next: Vec<u32> = (0..n as u32).collect();
        let mut by_depth: Vec<(u32, u32)> = self
            .back
            .iter()
            .map(|&(_, low, up)| (self.depth[up as usize], low))
            .collect();
        by_depth.sort_unstable_by_key(|&(depth, _)| std::cmp::Reverse(depth));
        fn find(next: &mut [u32], mut x: u32) -> u32 {
            while next[x as usize] != x {
                let up = next[next[x as usize] as usize];
                next[x as usize] = up;
                x = up;
            }
            x
        }
        for (landing, low) in by_depth {
            let mut w = find(&mut next, low);
            while self.depth[w as usize] > landing {
                high[w as usize] = landing;
                next[w as usize] = self.parent[w as usize];
                w = find(&mut next, w);
            }
        }
        high
    }
}

/// [`series_groups`] with the back edges' hash labels given by `label`; tests
/// pass poor labels to check that collisions are caught.
fn series_groups_with(skeleton: &Skeleton, label: impl Fn(u64) -> u64) -> Vec<u32> {
    let n = skeleton.junctions();
    let forest = Forest::new(skeleton);
    let runs = skeleton.run_ends().count();
    // Per junction: how many back edges cover the tree edge above it, the
    // exclusive or of their numbers (plus one), and of their labels.
    let mut count = vec![0i64; n];
    let mut number = vec![0u32; n];
    let mut hash = vec![0u64; n];
    for (k, &(_, low, up)) in forest.back.iter().enumerate() {
        let (low, up) = (low as usize, up as usize);
        count[low] += 1;
        count[up] -= 1;
        number[low] ^= k as u32 + 1;
        number[up] ^= k as u32 + 1;
        hash[low] ^= label(k as u64);
        hash[up] ^= label(k as u64);
    }
    let count = forest.subtree_sums(count, |a, b| a + b);
    let number = forest.subtree_sums(number, |a, b| a ^ b);
    let hash = forest.subtree_sums(hash, |a, b| a ^ b);
    let high = forest.deepest_landing();

    let mut groups = vec![NO_GROUP; runs];
    // Back edge k is group k; a tree edge it alone covers joins it.
    for (k, &(run, _, _)) in forest.back.iter().enumerate() {
        groups[run as usize] = k as u32;
    }
    let mut shared: Vec<(u64, i64, u32, u32)> = Vec::new();
    for v in 0..n as u32 {
        let (run, covers) = (forest.parent_run[v as usize], count[v as usize]);
        if run == NONE || covers == 0 {
            continue;
        }
        if covers == 1 {
            groups[run as usize] = number[v as usize] - 1;
        } else {
            shared.push((hash[v as usize], covers, forest.depth[v as usize], v));
        }
    }
    // Tree edges covered alike lie on one path from a root: in depth order,
    // each must be exactly in series with the next.
    shared.sort_unstable();
    let mut next_group = forest.back.len() as u32;
    for class in shared.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let exact = class.windows(2).all(|w| {
            let (u, v) = (w[0].3, w[1].3);
            forest.above(u, v) && high[v as usize] < forest.depth[u as usize]
        });
        if exact {
            for &(_, _, _, v) in class {
                groups[forest.parent_run[v as usize] as usize] = next_group;
            }
            next_group += 1;
        }
    }
    groups
}

/// The groups of runs in series of a skeleton, with each group's shortest
/// cycle once a search has found it.
#[derive(Clone, Debug)]
pub(crate) struct GroupCycles {
    /// Per run, its group or [`NO_GROUP`].
    groups: Vec<u32>,
    /// Per group, the length of its shortest cycle, once found.
    length: Vec<Option<u64>>,
    /// (junction, group) to the two runs the group's cycle takes there.
    /// Hashed with fixed keys: the keys are the board's own numbers, and a
    /// random hasher's seed is a system call in every judge's process.
    at: HashMap<(u32, u32), [u32; 2], BuildHasherDefault<DefaultHasher>>,
}

impl GroupCycles {
    /// The groups of `skeleton`, with no cycle found yet.
    #[must_use]
    pub(crate) fn new(skeleton: &Skeleton) -> GroupCycles {
        let groups = series_groups(skeleton);
        let count = groups.len();
        GroupCycles {
            groups,
            length: vec![None; count],
            at: HashMap::default(),
        }
    }

    /// The group of run `r`, if it is in one.
    #[must_use]
    pub(crate) fn group(&self, r: u32) -> Option<u32> {
        Some(self.groups[r as usize]).filter(|&g| g != NO_GROUP)
    }

    /// The length of group `g`'s shortest cycle, once recorded.
    #[must_use]
    pub(crate) fn length(&self, g: u32) -> Option<u64> {
        self.length[g as usize]
    }

    /// Records the shortest cycle of group `g`: its length and the two runs
    /// it takes at each of its junctions.
    pub(crate) fn record(&mut self, g: u32, length: u64, at: CycleJunctions) {
        self.length[g as usize] = Some(length);
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
    pub(crate) fn around_at_junction(
        &self,
        skeleton: &Skeleton,
        j: u32,
        ra: u32,
        rb: u32,
    ) -> Option<u64> {
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

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::{NO_GROUP, series_groups, series_groups_with};
    use crate::input::board::Board;
    use crate::walk::skeleton::Skeleton;

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

    /// Checks the groups `group_of` gives against cutting every run and pair
    /// of runs. Runs on a cycle may be left out of all groups only when
    /// `complete` is false. Returns how many pairs share a group and how many
    /// runs on a cycle were left out.
    fn check_with(
        board: &Board,
        group_of: impl Fn(&Skeleton) -> Vec<u32>,
        complete: bool,
    ) -> (usize, usize) {
        let Some(skeleton) = Skeleton::new(board) else {
            return (0, 0);
        };
        let (mut in_series, mut left_out) = (0, 0);
        let groups = group_of(&skeleton);
        let base = cuts(&skeleton, &[]);
        let runs: Vec<(u32, u32)> = skeleton.run_ends().collect();
        for r in 0..runs.len() as u32 {
            let on_cycle =
                runs[r as usize].0 != runs[r as usize].1 && cuts(&skeleton, &[r]) == base;
            let grouped = groups[r as usize] != NO_GROUP;
            assert!(!grouped || on_cycle, "run {r} is grouped but on no cycle");
            assert!(grouped || !complete || !on_cycle, "run {r} is on a cycle");
            left_out += usize::from(on_cycle && !grouped);
            for f in 0..r {
                if !grouped || groups[f as usize] == NO_GROUP {
                    continue;
                }
                let series = cuts(&skeleton, &[r, f]) > base;
                let same = groups[r as usize] == groups[f as usize];
                if complete {
                    assert_eq!(same, series, "runs {r} {f}");
                } else {
                    assert!(!same || series, "runs {r} {f} grouped, not in series");
                }
                in_series += usize::from(same);
            }
        }
        (in_series, left_out)
    }

    /// [`check_with`] for the real groups; returns how many pairs are in series.
    fn check(board: &Board) -> usize {
        check_with(board, series_groups, true).0
    }

    /// Boards with skeletons: the corridor families and near-percolating
    /// random boards.
    fn boards() -> Vec<Board> {
        use crate::generate::{Family, board, random_board, seeded};
        let mut rng = seeded(31);
        let mut boards = Vec::new();
        for family in Family::CORRIDORS {
            for (rows, cols) in [(7, 9), (16, 16), (24, 30)] {
                boards.push(board(family, rows, cols, &mut rng));
            }
        }
        for fixed in [0.35, 0.4, 0.45] {
            for _ in 0..4 {
                boards.push(random_board(20, 20, fixed, &mut rng));
            }
        }
        boards
    }

    #[test]
    fn groups_match_pairs_of_cuts() {
        let in_series: usize = boards().iter().map(check).sum();
        assert!(
            in_series > 100,
            "only {in_series} pairs in series: the test checks little"
        );
    }

    #[test]
    fn hash_collisions_are_caught() {
        // With two labels for all back edges most covering sets collide: every
        // group formed must still be exact, and some must be refused.
        let (mut in_series, mut left_out) = (0, 0);
        for board in boards() {
            let (s, l) = check_with(&board, |k| series_groups_with(k, |x| x % 2), false);
            in_series += s;
            left_out += l;
        }
        assert!(in_series > 20, "only {in_series} pairs grouped");
        assert!(left_out > 20, "only {left_out} runs refused: no collisions");
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
