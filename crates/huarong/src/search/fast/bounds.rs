//! The bounds a solver's A* takes from landmarks: which table, whether its
//! searches prefetch the rows, and whether they raise keys lazily.

use crate::search::landmarks::Landmarks;

/// Searches prefetch their neighbours' landmark rows and records when the
/// landmark table takes at least this many bytes (a quarter of the L3 cache
/// of the machine measured). On 1000 x 1000 random boards with 16 landmarks
/// (a 90 MB table) that saved a seventh of the CPU; on the bench's 200 x 200
/// board (under a megabyte) it only added 4.5% more instructions.
const PREFETCH_PAST: usize = 8 << 20;

/// The A* heuristic's landmarks, if any, and how the searches read them.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Bounds<'g> {
    /// Distances from landmarks, sharpening the A* heuristic when present.
    pub(super) landmarks: Option<&'g Landmarks>,
    /// The same, when their table is too big for the caches: a search then
    /// prefetches its neighbours' rows (which costs instructions that only
    /// pay where each row is a miss).
    pub(super) far: Option<&'g Landmarks>,
    /// Goal searches raise a state's key to the landmark bound only when it
    /// is first popped (`FastSolver::search_lazy`), while that pays.
    pub(super) lazy: Lazy,
    /// The least key a push may take: the key of the state last settled by
    /// a lazy search (0 otherwise).
    pub(super) floor: u64,
}

impl<'g> Bounds<'g> {
    /// The bounds of `landmarks` (none when it is empty), for searches whose
    /// queue items are below `items`.
    pub(super) fn of(landmarks: &'g Landmarks, items: usize) -> Bounds<'g> {
        let landmarks = (!landmarks.is_empty()).then_some(landmarks);
        let far = landmarks.filter(|l| l.bytes() >= PREFETCH_PAST);
        // Lazily only where every landmark row is a cache line of its own (16
        // landmarks of 32 bits, 8 of 64): with 4 a line holds four rows, the
        // eager bound mostly hits the cache, and lazy raises cost more than
        // they save (random, rooms and beads at 1000 x 1000 with 100 games:
        // 5-12% more CPU). The queue's items must leave its top bit free.
        let lazy = Lazy {
            on: far.is_some_and(Landmarks::fills_lines) && items <= Lazy::MARK as usize,
            ..Lazy::default()
        };
        Bounds {
            landmarks,
            far,
            lazy,
            floor: 0,
        }
    }
}

/// What a solver has seen of lazy landmark bounds: whether its goal searches
/// use them, and how many of the states they popped had to be raised.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Lazy {
    pub(super) on: bool,
    pub(super) raised: u64,
    pub(super) settled: u64,
}

impl Lazy {
    /// Marks a queue entry whose key is already raised to the full bound.
    pub(super) const MARK: u32 = 1 << 31;
}

/// Lazy bounds are given up once this many states have been settled and
/// more than a quarter of the pops were raises (measured with 1,000 games at
/// 1000 x 1000: rooms raised 46% of them, beads 39%, and took 11% and 3% more
/// CPU lazily; random:0.3 with 10,000 games raised 15% and took 11% less).
pub(super) const LAZY_TRIAL: u64 = 1 << 20;
