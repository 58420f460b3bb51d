//! The distances a landmark table holds: 32-bit where they fit, else 64-bit.

/// A distance in a landmark table: signed, so every difference the bound
/// takes stays in range. Tables are of 32-bit distances, which let the bound
/// compare four landmarks at once with plain SSE2, unless some distance does
/// not fit: on long cycles whose every step is a walk round the whole cycle,
/// distances pass 2^31 at 1000 x 1000, and a table of `i32` would hold none of
/// them (every landmark would bound nothing). Those boards get a table of
/// `i64`, with half as many landmarks in the same bytes.
pub(crate) trait Distance:
    bytemuck::Pod + Ord + std::fmt::Debug + std::ops::Sub<Output = Self>
{
    /// A distance too large for the table, or no path at all.
    const FAR: Self;
    /// Zero.
    const ZERO: Self;
    /// `d`, or [`Distance::FAR`] when it does not fit below it.
    fn from_u64(d: u64) -> Self;
    /// Saturating sum.
    fn plus(self, other: Self) -> Self;
    /// Saturating difference.
    fn minus(self, other: Self) -> Self;
    /// The value of a bound in `0..=FAR`.
    fn to_u64(self) -> u64;
}

macro_rules! distance {
    ($t:ty) => {
        impl Distance for $t {
            const FAR: $t = <$t>::MAX;
            const ZERO: $t = 0;
            #[inline]
            fn from_u64(d: u64) -> $t {
                <$t>::try_from(d).unwrap_or(<$t>::MAX)
            }
            #[inline]
            fn plus(self, other: $t) -> $t {
                self.saturating_add(other)
            }
            #[inline]
            fn minus(self, other: $t) -> $t {
                self.saturating_sub(other)
            }
            #[inline]
            fn to_u64(self) -> u64 {
                u64::from(self.unsigned_abs())
            }
        }
    };
}
distance!(i32);
distance!(i64);
