//! The edges at each vertex of a multigraph, as index lists.

/// The edges at each vertex of a multigraph on `0..n` with edges `ends`:
/// vertex `v`'s are `list[start[v]..start[v + 1]]`, by index into `ends`.
pub(super) fn incidence(n: usize, ends: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0u32; n + 1];
    for &(a, b) in ends {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut list = vec![0u32; start[n] as usize];
    for (e, &(a, b)) in ends.iter().enumerate() {
        for v in [a, b] {
            list[fill[v as usize] as usize] = e as u32;
            fill[v as usize] += 1;
        }
    }
    (start, list)
}
