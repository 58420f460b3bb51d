//! Which sides of a cell stay connected when the cell is removed.
//!
//! One iterative depth-first search (Hopcroft–Tarjan) labels, for every free
//! cell `p`, its free neighbours by the piece of `G - p` they fall in. Two sides
//! of `p` in different pieces can never be joined by the blank while the
//! designated piece sits on `p`, so their around-cost is infinite with no search.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::sizes::{bytes, pushed};
use crate::zeroed::written_zeros;

/// Marks "no parent": the root of a depth-first tree.
const ROOT: u8 = 4;

/// The depth-first forest of the free cells, and each cell's side groups.
#[derive(Clone, Debug)]
pub(crate) struct SideGroups {
    /// Discovery time, from 1; 0 for fixed cells.
    disc: Vec<u32>,
    /// Largest discovery time in the cell's subtree.
    last: Vec<u32>,
    /// The discovery time of each depth-first tree's root, in order: a tree
    /// (a connected component) holds the cells discovered from its root's
    /// time to the next root's, so a cell's tree is found by a binary search
    /// instead of a table of four bytes a cell.
    roots: Vec<u32>,
    /// The discovery times of the biggest tree, first and last: most games'
    /// cells lie in it, and need no search of `roots`.
    biggest: (u32, u32),
    /// Direction from the cell to its tree parent, or [`ROOT`].
    parent: Vec<u8>,
    /// For each side, 2 bits: the smallest side index in the same group.
    groups: Vec<u8>,
}

/// A cell's record in the depth-first search of [`SideGroups::new`].
#[derive(Clone, Copy, Debug, Default, bytemuck::Zeroable)]
struct Node {
    /// Discovery time, from 1; 0 until found.
    disc: u32,
    /// The least discovery time reached from the cell's subtree by one
    /// back edge.
    low: u32,
    /// Largest discovery time in the cell's subtree.
    last: u32,
    /// Direction to the tree parent, or [`ROOT`].
    parent: u8,
    /// The next side to look at.
    next: u8,
}

impl Node {
    /// A cell found at `time` from the side `parent`.
    fn found(time: u32, parent: u8) -> Node {
        Node {
            disc: time,
            low: time,
            last: 0,
            parent,
            next: 0,
        }
    }
}

impl SideGroups {
    /// Runs the depth-first search over `board`'s free cells.
    #[must_use]
    pub(crate) fn new(board: &Board) -> SideGroups {
        let len = board.layout_len();
        // One record a cell while searching: a step of the search reads and
        // writes the records of two cells, one cache line each, where five
        // tables were five lines (at 4000 x 4000 the search took 6.8 times
        // as long as at 2000 x 2000).
        let mut nodes: Vec<Node> = written_zeros(len);
        let mut stack: Vec<Cell> = Vec::new();
        let mut time = 0u32;
        let mut roots = Vec::new();

        for root in board.free_cells() {
            if nodes[root.index()].disc != 0 {
                continue;
            }
            time += 1;
            nodes[root.index()] = Node::found(time, ROOT);
            roots.push(time);
            stack.push(root);
            while let Some(&v) = stack.last() {
                let node = nodes[v.index()];
                let k = node.next;
                if k < 4 {
                    nodes[v.index()].next = k + 1;
                    let dir = Dir::from_index(k as usize);
                    let w = board.step(v, dir);
                    if !board.free_cell(w) || node.parent == k {
                        continue;
                    }
                    let seen = nodes[w.index()].disc;
                    if seen == 0 {
                        time += 1;
                        nodes[w.index()] = Node::found(time, dir.opposite() as u8);
                        stack.push(w);
                    } else {
                        nodes[v.index()].low = node.low.min(seen);
                    }
                } else {
                    stack.pop();
                    nodes[v.index()].last = time;
                    if node.parent != ROOT {
                        let up = board.step(v, Dir::from_index(node.parent as usize));
                        let up = &mut nodes[up.index()];
                        up.low = up.low.min(node.low);
                    }
                }
            }
        }
        drop(stack);

        let mut side_groups = SideGroups {
            disc: nodes.iter().map(|n| n.disc).collect(),
            last: nodes.iter().map(|n| n.last).collect(),
            biggest: biggest_run(&roots, time),
            roots,
            // Fixed cells have no parent either.
            parent: nodes
                .iter()
                .map(|n| if n.disc == 0 { ROOT } else { n.parent })
                .collect(),
            groups: vec![0; len],
        };
        let low = |c: Cell| nodes[c.index()].low;
        for p in board.free_cells() {
            let keys = Dir::ALL.map(|dir| {
                let a = board.step(p, dir);
                board
                    .free_cell(a)
                    .then(|| side_groups.key(board, low, p, a))
            });
            let mut packed = 0u8;
            for side in 0..4 {
                // Sides off the board or fixed stay in groups of their own.
                let rep = (0..side)
                    .find(|&s| keys[side].is_some() && keys[s] == keys[side])
                    .unwrap_or(side);
                packed |= (rep as u8) << (2 * side);
            }
            side_groups.groups[p.index()] = packed;
        }
        side_groups
    }

    /// The piece of `G - p` that the cell `x` (free, not `p`) lies in, by the
    /// depth-first tree: `low` is only needed while building.
    fn key(&self, board: &Board, low: impl Fn(Cell) -> u32, p: Cell, x: Cell) -> Key {
        match self.child_toward(board, p, x) {
            Some(child) => {
                let c = board.step(p, child);
                if low(c) >= self.disc[p.index()] {
                    Key::Child(child)
                } else {
                    Key::Parent
                }
            }
            None => Key::Parent,
        }
    }

    /// The depth-first tree (connected component) of the cell `p`, by
    /// number; `None` for a fixed cell.
    fn tree(&self, p: Cell) -> Option<usize> {
        // Roots are discovered in order, from time 1: the last root at or
        // before `p`'s time (a fixed cell's time is 0, before every root).
        self.roots
            .partition_point(|&t| t <= self.disc[p.index()])
            .checked_sub(1)
    }

    /// Whether the cells `p` and `x` are free and in one depth-first tree.
    fn same_tree(&self, p: Cell, x: Cell) -> bool {
        let (dp, dx) = (self.disc[p.index()], self.disc[x.index()]);
        let (first, last) = self.biggest;
        if (first..=last).contains(&dp) {
            return (first..=last).contains(&dx);
        }
        dx != 0 && self.tree(p) == self.tree(x)
    }

    /// How many depth-first trees (connected components of free cells) the
    /// board has.
    #[must_use]
    pub(crate) fn trees(&self) -> usize {
        self.roots.len()
    }

    /// The side of `p` whose tree child's subtree holds `x`, if `x` descends from `p`.
    fn child_toward(&self, board: &Board, p: Cell, x: Cell) -> Option<Dir> {
        let dx = self.disc[x.index()];
        if dx <= self.disc[p.index()] || dx > self.last[p.index()] {
            return None;
        }
        Dir::ALL.into_iter().find(|&dir| {
            let c = board.step(p, dir);
            board.free_cell(c)
                && self.parent[c.index()] == dir.opposite() as u8
                && self.disc[c.index()] <= dx
                && dx <= self.last[c.index()]
        })
    }

    /// The group label (smallest side index of the group) of side `side` of `p`.
    #[must_use]
    #[inline]
    pub(crate) fn group(&self, p: Cell, side: Dir) -> usize {
        ((self.groups[p.index()] >> (2 * side.index())) & 3) as usize
    }

    /// Whether no free cell of `board` has two free sides joined in `G - p`:
    /// the free cells form a forest, no cell has a way round, and the piece
    /// moves only by swapping with the blank.
    #[must_use]
    pub(crate) fn no_way_round(&self, board: &Board) -> bool {
        board.free_cells().all(|p| {
            Dir::ALL
                .into_iter()
                .filter(|&d| board.free_cell(board.step(p, d)))
                .all(|d| self.group(p, d) == d.index())
        })
    }

    /// Whether sides `a` and `b` of the free cell `p` (both free) are joined in `G - p`.
    #[must_use]
    #[inline]
    pub(crate) fn joined(&self, p: Cell, a: Dir, b: Dir) -> bool {
        self.group(p, a) == self.group(p, b)
    }

    /// The group label of the sides of `p` that the free cell `x` (not `p`) can
    /// reach in `G - p`, or `None` when `x` reaches none of them.
    #[must_use]
    pub(crate) fn group_of(&self, board: &Board, p: Cell, x: Cell) -> Option<usize> {
        // Below p, so in p's tree.
        if let Some(child) = self.child_toward(board, p, x) {
            return Some(self.group(p, child));
        }
        // Otherwise x must be in p's tree, and then it hangs off p's parent
        // side, which exists unless p is the root.
        if !self.same_tree(p, x) {
            return None;
        }
        let up = self.parent[p.index()];
        (up != ROOT).then(|| self.group(p, Dir::from_index(up as usize)))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    Parent,
    Child(Dir),
}

/// The first and last discovery times of the longest run between the roots
/// `roots` (discovery times in order), the last ending at `time`; `(1, 0)`,
/// an empty range, when there are none.
fn biggest_run(roots: &[u32], time: u32) -> (u32, u32) {
    let ends = roots.iter().skip(1).map(|&t| t - 1).chain([time]);
    roots
        .iter()
        .zip(ends)
        .map(|(&first, last)| (first, last))
        .max_by_key(|&(first, last)| last - first)
        .unwrap_or((1, 0))
}

/// The side groups' bytes, for the memory estimate.
impl SideGroups {
    /// The bytes the side groups keep on a layout of `len` cells whose
    /// depth-first search makes `trees` trees: discovery and last times,
    /// parent and groups per cell, and a root per tree.
    #[must_use]
    pub(crate) fn bytes_for(len: usize, trees: usize) -> u64 {
        bytes(len, 10) + pushed(trees, 4)
    }

    /// The most they take while the search finds them on a board of `free`
    /// free cells: a record per cell (discovery, low and last times, parent,
    /// next side), and beside the records the stack, then the kept tables.
    #[must_use]
    pub(crate) fn peak_bytes(len: usize, trees: usize, free: usize) -> u64 {
        bytes(len, 16) + SideGroups::bytes_for(len, trees).max(pushed(free, 8))
    }
}

#[cfg(test)]
mod tests {
    use super::SideGroups;
    use crate::input::board::Board;
    use crate::input::dir::Dir;
    use crate::walk::NO_LIMIT;
    use crate::walk::blank_search::BlankSearch;

    #[test]
    fn groups_match_search_on_puzzle6() {
        check(&crate::input::parse::official_board(6));
    }

    fn check(board: &Board) {
        let side_groups = SideGroups::new(board);
        let mut search = BlankSearch::new(board.layout_len());
        for p in board.free_cells() {
            for a in Dir::ALL {
                for b in Dir::ALL {
                    if a == b
                        || !board.free_cell(board.step(p, a))
                        || !board.free_cell(board.step(p, b))
                    {
                        continue;
                    }
                    let d = search
                        .sides(board, None, p, a, &[b], NO_LIMIT)
                        .expect("a search without a limit ends")[0];
                    assert_eq!(
                        side_groups.joined(p, a, b),
                        d.is_some(),
                        "{:?} {a:?} {b:?}",
                        board.pos(p)
                    );
                }
            }
        }
    }

    /// `group_of` against a breadth-first search from `x` with `p` removed,
    /// on boards of many components (so that most pairs lie in different
    /// trees, inside and outside the biggest).
    #[cfg(feature = "generate")]
    #[test]
    fn group_of_matches_a_search_across_components() {
        use crate::generate::{Family, test_boards};
        use std::collections::VecDeque;
        let mut most_trees = 0;
        let clutter = [0.3, 0.45, 0.55].map(|fixed| Family::Random { fixed });
        for board in test_boards(clutter, &[(11, 13)], 41) {
            let side_groups = SideGroups::new(&board);
            most_trees = most_trees.max(side_groups.trees());
            for p in board.free_cells() {
                for x in board.free_cells().filter(|&x| x != p) {
                    let mut seen = vec![false; board.layout_len()];
                    let mut queue = VecDeque::from([x]);
                    seen[x.index()] = true;
                    seen[p.index()] = true;
                    while let Some(c) = queue.pop_front() {
                        for d in Dir::ALL {
                            let n = board.step(c, d);
                            if board.free_cell(n) && !seen[n.index()] {
                                seen[n.index()] = true;
                                queue.push_back(n);
                            }
                        }
                    }
                    let reached: Vec<Dir> = Dir::ALL
                        .into_iter()
                        .filter(|&d| {
                            let n = board.step(p, d);
                            n == x || board.free_cell(n) && seen[n.index()]
                        })
                        .collect();
                    let got = side_groups.group_of(&board, p, x);
                    match reached.first() {
                        None => assert_eq!(got, None, "{:?} {:?}", board.pos(p), board.pos(x)),
                        Some(&d) => assert_eq!(got, Some(side_groups.group(p, d))),
                    }
                }
            }
        }
        assert!(most_trees > 3, "at most {most_trees} components");
    }

    #[test]
    fn the_biggest_run_of_discovery_times() {
        assert_eq!(super::biggest_run(&[], 0), (1, 0));
        assert_eq!(super::biggest_run(&[1], 7), (1, 7));
        assert_eq!(super::biggest_run(&[1, 3, 9], 10), (3, 8));
        assert_eq!(super::biggest_run(&[1, 2, 3], 9), (3, 9));
    }
}
