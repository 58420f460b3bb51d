//! One file per subcommand; judge mode is `solve` on standard input. Every
//! command that solves goes through `crate::solving`.

mod bench;
mod bench_matrix;
mod demo;
mod r#gen;
mod measure;
mod show;
mod solve;

use anyhow::Context;

use crate::cli::Config;

/// Runs the command `config` describes.
pub(crate) fn run(config: Config) -> anyhow::Result<()> {
    if let Some(threads) = config.threads() {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads.get())
            .build_global()
            .context("cannot start the worker threads")?;
    }
    match config {
        Config::Solve(config) => solve::run(&config),
        Config::Gen(config) => r#gen::run(&config),
        Config::Show(config) => show::run(&config),
        Config::Demo(config) => demo::run(&config),
        Config::Bench(config) => bench::run(&config),
    }
}
