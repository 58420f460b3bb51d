//! What the library's integration tests share: the cases, the board families
//! as proptest draws them, and the drawings as the tests look at them. Each
//! test file is a crate of its own and uses only part of it.
#![allow(dead_code)]

pub(crate) mod cases;
#[cfg(feature = "render")]
pub(crate) mod drawings;
#[cfg(feature = "generate")]
pub(crate) mod families;
