//! `huarong bench`: whole-process CPU of the engines on standard workloads.
use crate::args::BenchArgs;

pub fn run(_args: &BenchArgs) -> anyhow::Result<()> {
    anyhow::bail!("bench is not written yet")
}
