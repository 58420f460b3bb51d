//! A small xorshift generator for the unit tests of this stage, so they need
//! no optional feature.

/// Xorshift64: `Rng(seed)` with any non-zero seed.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// A number in `0..n`.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// Adds an ear to a multigraph on `0..*n`: a path from `a` to `b` through
    /// up to `most_inner` new vertices (none makes it an edge).
    pub(crate) fn ear(
        &mut self,
        edges: &mut Vec<(u32, u32)>,
        n: &mut usize,
        (a, b): (u32, u32),
        most_inner: usize,
    ) {
        let mut at = a;
        for _ in 0..self.below(most_inner + 1) {
            edges.push((at, *n as u32));
            at = *n as u32;
            *n += 1;
        }
        edges.push((at, b));
    }
}
