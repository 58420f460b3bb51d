//! The fixed-width bit strings a search packs layouts and sets of cells
//! into: `N` 64-bit words. A search is compiled once per width (1, 2, 4 or
//! 8 words) and runs on the narrowest that holds its layouts; every
//! operation is on plain 64-bit words, since no field of a layout straddles
//! two of them.

use std::ops::{BitAnd, BitOr, BitXor};

/// `N` 64-bit words: bit `i` of a set of cells is cell `i`, in word
/// `i / 64`; a layout packs one small field a cell (see
/// `rules::Encoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Word<const N: usize>(pub(crate) [u64; N]);

/// Odd constants of the 64-bit golden ratio family, for multiplicative
/// hashing.
const MIX1: u64 = 0x9E37_79B9_7F4A_7C15;
const MIX2: u64 = 0xC2B2_AE3D_27D4_EB4F;

impl<const N: usize> Word<N> {
    /// No bit set.
    pub(crate) const ZERO: Word<N> = Word([0; N]);

    /// Only bit `i` set.
    #[inline]
    pub(crate) fn bit(i: usize) -> Word<N> {
        let mut word = Self::ZERO;
        word.0[i / 64] = 1 << (i % 64);
        word
    }

    /// `value` in word `word` from bit `shift`.
    #[inline]
    pub(crate) fn field(word: usize, shift: u32, value: u64) -> Word<N> {
        let mut bits = Self::ZERO;
        bits.0[word] = value << shift;
        bits
    }

    /// Whether bit `i` is set.
    #[inline]
    pub(crate) fn has(self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    /// Whether no bit is set.
    #[inline]
    pub(crate) fn is_zero(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// A well-mixed hash: tables index by its high bits.
    #[inline]
    pub(crate) fn hash(self) -> u64 {
        if N == 1 {
            // One word: one multiplication, whose high bits depend on every
            // bit of the key (Fibonacci hashing).
            return self.0[0].wrapping_mul(MIX1);
        }
        let folded = self
            .0
            .iter()
            .fold(0, |h: u64, &w| (h ^ w).wrapping_mul(MIX1).rotate_left(29));
        let x = (folded ^ (folded >> 31)).wrapping_mul(MIX2);
        (x ^ (x >> 29)).wrapping_mul(MIX1)
    }
}

impl<const N: usize> BitAnd for Word<N> {
    type Output = Word<N>;
    #[inline]
    fn bitand(self, other: Word<N>) -> Word<N> {
        Word(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }
}

impl<const N: usize> BitOr for Word<N> {
    type Output = Word<N>;
    #[inline]
    fn bitor(self, other: Word<N>) -> Word<N> {
        Word(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
}

impl<const N: usize> BitXor for Word<N> {
    type Output = Word<N>;
    #[inline]
    fn bitxor(self, other: Word<N>) -> Word<N> {
        Word(std::array::from_fn(|i| self.0[i] ^ other.0[i]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_fields() {
        let set = Word::<2>::bit(3) | Word::bit(64) | Word::bit(127);
        assert!(set.has(3) && set.has(64) && set.has(127) && !set.has(4));
        assert_eq!(Word::<2>::field(1, 4, 5).0, [0, 5 << 4]);
        assert!((set ^ set).is_zero() && !set.is_zero());
        assert_ne!(Word::<1>::bit(0).hash(), Word::<1>::bit(1).hash());
        assert_eq!((set & Word::bit(64)), Word::bit(64));
    }
}
