//! Corridor compression of the state graph.
//!
//! A state with exactly two edges lies inside a corridor of states: the search can
//! only pass straight through it. Maximal runs of such states are chains between
//! two *branch* states (every other state). Searches then step from a branch state
//! over a whole chain in one edge, and a state inside a chain is reached through
//! its two ends at known offsets. On mazes and rings, where almost every cell is
//! a corridor, this shrinks the graph a game searches by orders of magnitude; on
//! open boards almost every state is a branch state and nothing changes.

use crate::graph::state::{Branch, Edges, State};
use crate::parallel;

/// In [`Corridors::place`]: the bit that marks a chain state, whose entry
/// is then its index in [`Corridors::on_chain`] (branch states hold their
/// number, below it).
const ON_CHAIN: u32 = 1 << 31;
/// In [`Corridors::place`]: an invalid state.
const INVALID: u32 = u32::MAX;
/// In [`Corridors::place`]: a chain state not yet walked, while building.
const UNSEEN: u32 = u32::MAX - 1;
/// In [`Corridors::place`]: a branch state not yet numbered, while building.
const BRANCH: u32 = u32::MAX - 2;

/// In [`Corridors::on_chain`]: the bit that marks an offset kept in
/// [`Corridors::long_offsets`], the rest of the entry being its index there
/// (offsets of 2^31 and more, on chains longer than two billion moves).
const LONG_OFFSET: u32 = 1 << 31;

/// Graphs with at most this many states get adjacency lists of their branch
/// states ([`BranchGraph`](crate::graph::branch_graph::BranchGraph)); bigger
/// ones read their edges on the fly. Branch states are numbered densely
/// (`0..branch_count`) on every graph, so search tables cover branch states
/// only: numbering them by state number on the biggest boards made every
/// search table four entries a cell (a 4000 x 4000 ring with 100 games took
/// 5.9 GB instead of 2.0).
pub(crate) const MAX_DENSE_STATES: usize = 1 << 24;

/// With fewer than [`LISTS_PAY_GAMES`] games, graphs past this many states
/// are laid out as the biggest are: lists only when small, components kept
/// for branch states alone. With 100 games on 1000 x 1000 and 2000 x 2000
/// rooms, beads and random boards the lists saved at most 5% of the wall time
/// for 60 to 80 bytes a cell, and kept the peak over 150 bytes a cell.
pub(crate) const FEW_GAMES_DENSE_STATES: usize = 1 << 20;

/// From this many games the lists pay for their memory on graphs of up to
/// [`MAX_DENSE_STATES`] states: on 1000 x 1000 rooms they saved 10% of the
/// wall time with 300 games and 25% with 1,000, and on a random board at 30%
/// 11% with 1,000 and 10,000.
pub(crate) const LISTS_PAY_GAMES: usize = 200;

/// One chain: its two end branch states and the cost from `a` to `b` along it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Chain {
    /// The end the offsets count from.
    pub(crate) a: Branch,
    /// The other end; equal to `a` when the chain is a loop.
    pub(crate) b: Branch,
    /// The cost of the whole chain, from `a` to `b`.
    pub(crate) length: u64,
}

/// Where a chain state lies: its chain, copied, so that locating the state
/// takes one read after its place and not two; the chain's index; and the
/// cost from the chain's end `a` to it, below [`LONG_OFFSET`] (else
/// [`LONG_OFFSET`] and its index in [`Corridors::long_offsets`]).
#[derive(Clone, Copy, Debug)]
struct OnChain {
    chain: Chain,
    id: u32,
    offset: u32,
}

/// The index of a chain in [`Corridors`].
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ChainId(u32);

/// Where a valid state lies in the compressed graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// A branch state, with its number.
    Branch(Branch),
    /// A state inside a chain: the chain, the cost from its end `a` to the
    /// state, and the chain's index.
    OnChain(Chain, u64, ChainId),
}

/// The chains of the state graph and where each chain state lies on its chain.
#[derive(Clone, Debug, Default)]
pub(crate) struct Corridors {
    /// Per state: a branch state's number; [`ON_CHAIN`] and its index in
    /// `on_chain` for a chain state; [`INVALID`] for an invalid state. One
    /// entry a state, so that branch states (all of them on open ground) take
    /// four bytes, not the eight a chain index and an offset would.
    place: Vec<u32>,
    /// Per chain state, in the order the chains were walked: where it lies
    /// on its chain.
    on_chain: Vec<OnChain>,
    /// Offsets too large for an entry's `offset`, in the order the chains
    /// were walked: only on chains longer than two billion moves, as on
    /// rings past about 500 x 500. A table, not a map: the walk appends to it
    /// and a search reads one entry, where a hash map of states cost a cache
    /// miss on every insert (a 2000 x 2000 ring spent a fifth of its time
    /// walking chains, ten times the time at 1000 x 1000) and twice the
    /// memory.
    long_offsets: Vec<u64>,
    chains: Vec<Chain>,
    /// The branch states by number.
    branches: Vec<u32>,
    /// How many branch states there are.
    branch_count: usize,
    /// The mean cost of a chain.
    mean_chain: u64,
}

impl Corridors {
    /// Bytes of the tables of a layout of `layout_len` cells with
    /// at most `chain_states` chain states and `free` free cells: a place per
    /// state (four states a cell), per chain state its chain, the chain's
    /// index and an offset, and the offsets too long for it
    /// ([`Corridors::long_offsets_bound`]); the branch list and the chains
    /// come on top, a `u32` and a [`Chain`] each.
    #[must_use]
    pub(crate) fn bytes_for(layout_len: usize, chain_states: usize, free: usize) -> usize {
        let on_chain = chain_states.saturating_mul(std::mem::size_of::<OnChain>());
        let long = Corridors::long_offsets_bound(chain_states, free)
            .saturating_mul(std::mem::size_of::<u64>());
        layout_len
            .saturating_mul(4 * std::mem::size_of::<u32>())
            .saturating_add(on_chain)
            .saturating_add(long)
    }

    /// At most how many of `chain_states` chain states on a board of `free`
    /// free cells have offsets of [`LONG_OFFSET`] or more: a step along a
    /// chain (a swap, or a walk of the blank among the free cells) costs at
    /// most `free`, so the first `(2^31 - 1) / free` states of every chain
    /// are nearer their end `a`, and only a chain longer than that has any
    /// beyond it.
    #[must_use]
    pub(crate) fn long_offsets_bound(chain_states: usize, free: usize) -> usize {
        let near = (LONG_OFFSET as usize - 1) / free.max(1);
        chain_states.saturating_sub(near)
    }

    /// Finds the chains of a graph of `len` states: `valid(s)` tells whether
    /// the state numbered `s` is valid, `order` lists the valid states,
    /// `edges(s)` gives a valid state's edges and `in_chain` tells whether a
    /// state with those edges may lie inside a chain. Branch states are
    /// numbered densely, in the order `order` lists them.
    ///
    /// `ahead(s)`, when given, starts loading what `edges` reads for the
    /// states of the cells around `s`'s and names one state of each of those
    /// cells (any state numbers, valid or not; the four states of a cell lie
    /// together): a chain walk calls it as it enters a cell, so that the next
    /// cell's loads are under way while this one is read. Along a chain up or
    /// down a big board, each step reads another row of every table: on a
    /// 4000 x 4000 ring this took the walk from 3.2 s to 1.6-2.4 s. On boards
    /// whose tables stay in the caches it is only more instructions.
    ///
    /// # Panics
    /// When `len` exceeds 31 bits (the parser's ceiling keeps boards below).
    pub(crate) fn new(
        len: usize,
        valid: impl Fn(State) -> bool + Sync,
        order: impl Iterator<Item = State> + Clone,
        edges: impl Fn(State) -> Edges + Sync,
        in_chain: impl Fn(&Edges) -> bool + Sync,
        ahead: Option<&impl Fn(State) -> [State; 4]>,
    ) -> Corridors {
        assert!(
            u32::try_from(len).is_ok_and(|n| n < ON_CHAIN),
            "state count exceeds 31 bits"
        );
        let (place, valid, chain_states) = Corridors::classify(len, &valid, &edges, &in_chain);
        let mut corridors = Corridors {
            place,
            on_chain: Vec::with_capacity(chain_states),
            long_offsets: Vec::new(),
            chains: Vec::new(),
            // Every valid state outside the chains, and one a pure cycle.
            branches: Vec::with_capacity(valid - chain_states),
            branch_count: 0,
            mean_chain: 0,
        };
        // Number the branch states first, so every chain's far end has its
        // number when the chain is walked.
        for s in order.clone() {
            if corridors.place[s.index()] == BRANCH {
                corridors.number(s);
            }
        }
        for i in 0..corridors.branches.len() {
            let from = State::from_index(corridors.branches[i] as usize);
            corridors.walk_from(from, &edges, ahead);
        }
        // What is left are pure cycles of chain states: make one state of each a
        // branch state, and the rest a loop from it back to it.
        for s in order {
            if corridors.place[s.index()] == UNSEEN {
                corridors.number(s);
                corridors.walk_from(s, &edges, ahead);
            }
        }
        // The chains were pushed one by one: give back what doubling left over
        // (up to 8 MB at 1000 x 1000), as these tables last the whole solve.
        corridors.chains.shrink_to_fit();
        corridors.branches.shrink_to_fit();
        corridors.long_offsets.shrink_to_fit();
        let total: u128 = corridors.chains.iter().map(|c| u128::from(c.length)).sum();
        let mean = total
            .checked_div(corridors.chains.len() as u128)
            .unwrap_or(0);
        corridors.mean_chain = u64::try_from(mean).unwrap_or(u64::MAX);
        corridors
    }

    /// Every state's place before numbering ([`INVALID`], [`UNSEEN`] for a
    /// chain state, [`BRANCH`] for a branch state), with the counts of valid
    /// and chain states. In state number order, which reads the tables
    /// `edges` reads as they lie, and in parts on every thread: on a 4000 x
    /// 4000 ring, tile by tile on one thread, this took a second.
    fn classify(
        len: usize,
        valid: &(impl Fn(State) -> bool + Sync),
        edges: &(impl Fn(State) -> Edges + Sync),
        in_chain: &(impl Fn(&Edges) -> bool + Sync),
    ) -> (Vec<u32>, usize, usize) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        /// States a part: 4 MB of places.
        const PART: usize = 1 << 20;
        let (valid_count, chain_count) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let part = |first: usize, part: &mut [u32]| {
            let (mut valid_here, mut chain_here) = (0, 0);
            for (i, entry) in part.iter_mut().enumerate() {
                let s = State::from_index(first + i);
                *entry = if !valid(s) {
                    INVALID
                } else if in_chain(&edges(s)) {
                    valid_here += 1;
                    chain_here += 1;
                    UNSEEN
                } else {
                    valid_here += 1;
                    BRANCH
                };
            }
            valid_count.fetch_add(valid_here, Ordering::Relaxed);
            chain_count.fetch_add(chain_here, Ordering::Relaxed);
        };
        // Zeroed pages cost nothing until written, and the parts write them
        // each on its own thread.
        let mut place = vec![0; len];
        if len >= 2 * PART {
            parallel::for_each_chunk_mut(&mut place, PART, || (), |(), first, p| part(first, p));
        } else {
            // One part: no threads to start.
            part(0, &mut place);
        }
        (place, valid_count.into_inner(), chain_count.into_inner())
    }

    /// Gives the branch state `s` the next number.
    fn number(&mut self, s: State) {
        // Both fit: the state count was checked against 31 bits.
        self.place[s.index()] = self.branches.len() as u32;
        self.branches.push(s.index() as u32);
        self.branch_count += 1;
    }

    /// The number of the branch state `s`, once numbered.
    fn branch_of(&self, s: State) -> Branch {
        Branch::new(self.place[s.index()])
    }

    /// Follows every not yet walked chain that leaves the branch state `from`.
    fn walk_from(
        &mut self,
        from: State,
        edges: &impl Fn(State) -> Edges,
        ahead: Option<&impl Fn(State) -> [State; 4]>,
    ) {
        for (start, cost) in edges(from) {
            if self.place[start.index()] != UNSEEN {
                continue;
            }
            // Fewer chains and chain states than states, which fit 31 bits.
            let id = self.chains.len() as u32;
            let first = self.on_chain.len();
            let (mut prev, mut cur, mut total) = (from, start, cost);
            while self.place[cur.index()] == UNSEEN {
                self.place[cur.index()] = ON_CHAIN | self.on_chain.len() as u32;
                let offset = match u32::try_from(total) {
                    Ok(small) if small < LONG_OFFSET => small,
                    // Fewer long offsets than states, which fit 31 bits.
                    _ => {
                        self.long_offsets.push(total);
                        LONG_OFFSET | (self.long_offsets.len() - 1) as u32
                    }
                };
                // The chain, known once walked, is filled in below.
                let chain = Chain {
                    a: Branch::new(0),
                    b: Branch::new(0),
                    length: 0,
                };
                self.on_chain.push(OnChain { chain, id, offset });
                let (next, step) = edges(cur)
                    .into_iter()
                    .find(|&(n, _)| n != prev)
                    .expect("a chain state has two distinct neighbours");
                if let Some(ahead) = ahead.filter(|_| next.cell() != cur.cell()) {
                    for near in ahead(next) {
                        if let Some(place) = self.place.get(near.index()) {
                            crate::prefetch::prefetch(place);
                        }
                    }
                }
                prev = cur;
                cur = next;
                total += step;
            }
            // Chains end at branch states: in a pure cycle, at `from` itself.
            debug_assert!(self.place[cur.index()] < ON_CHAIN);
            let chain = Chain {
                a: self.branch_of(from),
                b: self.branch_of(cur),
                length: total,
            };
            for state in &mut self.on_chain[first..] {
                state.chain = chain;
            }
            self.chains.push(chain);
        }
    }

    /// Where the valid state `s` lies: its branch number, or its chain and the
    /// cost from the chain's end `a` to it.
    #[must_use]
    #[inline]
    pub(crate) fn locate(&self, s: State) -> Place {
        let place = self.place[s.index()];
        if place < ON_CHAIN {
            return Place::Branch(Branch::new(place));
        }
        debug_assert_ne!(place, INVALID, "{s:?} is not valid");
        let on = self.on_chain[(place & !ON_CHAIN) as usize];
        let offset = if on.offset & LONG_OFFSET == 0 {
            u64::from(on.offset)
        } else {
            self.long_offsets[(on.offset & !LONG_OFFSET) as usize]
        };
        Place::OnChain(on.chain, offset, ChainId(on.id))
    }

    /// Starts loading where the states of `s`'s cell lie, which
    /// [`Corridors::locate`] reads when a search expands a state there
    /// without adjacency lists.
    #[inline]
    pub(crate) fn prefetch(&self, s: State) {
        crate::prefetch::prefetch(&self.place[s.index()]);
    }

    /// Starts loading which state the branch state numbered `b` is.
    #[inline]
    pub(crate) fn prefetch_branch(&self, b: Branch) {
        if let Some(s) = self.branches.get(b.index()) {
            crate::prefetch::prefetch(s);
        }
    }

    /// The branch state a valid state `s` shares its component with: itself,
    /// or its chain's end `a`; `None` for an invalid state.
    #[must_use]
    #[inline]
    pub(crate) fn branch_beside(&self, s: State) -> Option<Branch> {
        match self.place[s.index()] {
            INVALID => None,
            branch if branch < ON_CHAIN => Some(Branch::new(branch)),
            chain_state => Some(self.on_chain[(chain_state & !ON_CHAIN) as usize].chain.a),
        }
    }

    /// The number of the branch state `s` (which must be one).
    #[must_use]
    #[inline]
    pub(crate) fn branch_at(&self, s: State) -> Branch {
        let place = self.place[s.index()];
        debug_assert!(place < ON_CHAIN, "{s:?} is not a branch state");
        Branch::new(place)
    }

    /// The branch state numbered `b`.
    #[must_use]
    #[inline]
    pub(crate) fn state_of(&self, b: Branch) -> State {
        State::from_index(self.branches[b.index()] as usize)
    }

    /// How many numbers branch states have: the length of a table indexed
    /// by them.
    #[must_use]
    pub(crate) fn branch_numbers(&self) -> usize {
        self.branches.len()
    }

    /// Every branch state with its number, in order of number.
    pub(crate) fn branch_states(&self) -> impl Iterator<Item = (Branch, State)> + '_ {
        // Numbers fit u32: there are no more than states.
        (0..self.branch_numbers() as u32).filter_map(move |b| {
            let b = Branch::new(b);
            let s = self.state_of(b);
            (self.place[s.index()] == b.index() as u32).then_some((b, s))
        })
    }

    /// The mean cost of a chain (0 when there are none).
    #[must_use]
    pub(crate) fn mean_chain_length(&self) -> u64 {
        self.mean_chain
    }

    /// Number of valid branch states: the size of the graph searches walk.
    #[must_use]
    pub(crate) fn branch_count(&self) -> usize {
        self.branch_count
    }
}

#[cfg(test)]
mod tests {
    use super::{Corridors, Place};
    use crate::graph::state::{Branch, Edges, State};

    /// The bound on long offsets holds on a long cycle of steps costing as
    /// much as the bound allows, and is tight there.
    #[test]
    fn long_offsets_within_their_bound() {
        const STATES: usize = 5000;
        const FREE: usize = 1_000_000;
        let next = |s: State| State::from_index((s.index() + 1) % STATES);
        let prev = |s: State| State::from_index((s.index() + STATES - 1) % STATES);
        let corridors = Corridors::new(
            STATES,
            |_| true,
            (0..STATES).map(State::from_index),
            |s| Edges::from_pairs(&[(next(s), FREE as u64), (prev(s), FREE as u64)]),
            |_| true,
            None::<&fn(State) -> [State; 4]>,
        );
        let bound = Corridors::long_offsets_bound(STATES - 1, FREE);
        assert!(corridors.long_offsets.len() <= bound);
        assert_eq!(corridors.long_offsets.len(), STATES - 1 - 2147);
        assert_eq!(bound, STATES - 1 - 2147);
        assert_eq!(Corridors::long_offsets_bound(2147, FREE), 0);
    }

    /// A cycle of more states than one part of the first pass, so that it
    /// runs on threads and walks with lookahead: a branch state every 1,000
    /// states, each chain between two of them with its offsets from the
    /// end walked first (the lower number), whichever part of the pass saw
    /// its states.
    #[test]
    fn a_long_cycle_split_over_threads() {
        const STATES: usize = 3 * (1 << 20) + 500;
        const EVERY: usize = 1000;
        let next = |s: State| State::from_index((s.index() + 1) % STATES);
        let prev = |s: State| State::from_index((s.index() + STATES - 1) % STATES);
        let edges = |s: State| {
            if s.index().is_multiple_of(EVERY) {
                Edges::from_pairs(&[(prev(s), 1), (next(s), 1), (next(s), 7)])
            } else {
                Edges::from_pairs(&[(prev(s), 1), (next(s), 1)])
            }
        };
        let corridors = Corridors::new(
            STATES,
            |_| true,
            (0..STATES).map(State::from_index),
            edges,
            |edges| edges.as_slice().len() == 2,
            Some(&|s: State| [next(s), prev(s), s, s]),
        );
        let branches = STATES.div_ceil(EVERY);
        assert_eq!(corridors.branch_count(), branches);
        for i in (0..STATES).step_by(997).chain([STATES - 100, STATES - 1]) {
            let s = State::from_index(i);
            let (k, x) = (i / EVERY, i % EVERY);
            match corridors.locate(s) {
                Place::Branch(b) => assert_eq!((b.index(), x), (k, 0)),
                // The last chain closes the cycle: branch 0 walks it first,
                // backwards.
                Place::OnChain(chain, offset, _) if k + 1 == branches => {
                    let length = STATES - k * EVERY;
                    assert_eq!((chain.a.index(), chain.b.index()), (0, k), "state {i}");
                    assert_eq!((offset, chain.length), ((length - x) as u64, length as u64));
                }
                Place::OnChain(chain, offset, _) => {
                    assert_eq!((chain.a.index(), chain.b.index()), (k, k + 1), "state {i}");
                    assert_eq!((offset, chain.length), (x as u64, EVERY as u64));
                }
            }
        }
    }

    /// A pure cycle of four states whose edges cost three billion each: the
    /// offsets past two billion go to the side table and read back exactly.
    #[test]
    fn offsets_beyond_32_bits() {
        const STEP: u64 = 3_000_000_000;
        let next = |s: State| State::from_index((s.index() + 1) % 4);
        let prev = |s: State| State::from_index((s.index() + 3) % 4);
        let states = (0..4).map(State::from_index);
        let corridors = Corridors::new(
            4,
            |_| true,
            states.clone(),
            |s| Edges::from_pairs(&[(next(s), STEP), (prev(s), STEP)]),
            |_| true,
            None::<&fn(State) -> [State; 4]>,
        );
        assert_eq!(corridors.branch_count(), 1);
        let mut offsets: Vec<u64> = states
            .filter_map(|s| match corridors.locate(s) {
                Place::OnChain(_, x, _) => Some(x),
                Place::Branch(_) => None,
            })
            .collect();
        offsets.sort_unstable();
        assert_eq!(offsets, vec![STEP, 2 * STEP, 3 * STEP]);
        let Place::OnChain(chain, _, _) = corridors.locate(State::from_index(1)) else {
            panic!("state 1 lies on the loop");
        };
        let zero = Branch::new(0);
        assert_eq!((chain.a, chain.b, chain.length), (zero, zero, 4 * STEP));
        assert_eq!(corridors.locate(State::from_index(0)), Place::Branch(zero));
    }
}
