//! SplitMix64 (Steele, Lea and Flood): a small generator whose output is
//! fixed by its definition, so that a seed names the same draws anywhere
//! (a layout of the classic world, a stress run's cases).

/// The SplitMix64 generator, its state a seed.
///
/// ```
/// use huarong::SplitMix64;
/// let mut rng = SplitMix64::new(0);
/// assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
/// assert!(rng.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (not 0), every one equally likely: the high half
    /// of a 128-bit product, drawn again in the rare case that would favour
    /// some (Lemire's method).
    pub fn below(&mut self, n: u64) -> u64 {
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_uniform_enough_and_stable() {
        let mut rng = SplitMix64::new(1);
        let mut counts = [0u32; 4];
        for _ in 0..4000 {
            counts[rng.below(4) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (900..1100).contains(&c)),
            "{counts:?}"
        );
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}
