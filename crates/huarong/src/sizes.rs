//! The bytes tables take, as their owners tell the memory estimate: any
//! stage may use it.

/// `count` items of `size` bytes.
#[must_use]
pub(crate) fn bytes(count: usize, size: usize) -> u64 {
    (count as u64).saturating_mul(size as u64)
}

/// `count` single pushes onto an empty vector of `size`-byte items, in
/// bytes: the standard library doubles the capacity from its least non-zero
/// one (8 items of a byte, else 4).
#[must_use]
pub(crate) fn pushed(count: usize, size: usize) -> u64 {
    let least = if size == 1 { 8 } else { 4 };
    let capacity = match count {
        0 => 0,
        n => n.checked_next_power_of_two().unwrap_or(n).max(least),
    };
    bytes(capacity, size)
}
