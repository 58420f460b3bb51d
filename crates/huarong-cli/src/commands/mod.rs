//! One file per subcommand; judge mode is `solve` on standard input. Every
//! command that solves goes through `crate::solving`. The tools (`check`,
//! `validate`, `test`, `stress`) share the judging of outputs (`judge`) and
//! the running of programs (`child`).

mod bench;
mod bench_matrix;
mod bench_official;
mod check;
mod child;
mod classic;
mod classic_world;
mod completions;
mod demo;
mod explain;
mod r#gen;
mod judge;
mod man;
mod measure;
mod serve;
mod show;
mod solve;
mod stress;
mod test;
mod testset;
mod validate;

use anyhow::Context;

use crate::cli::Config;
use crate::output;

/// Runs the command `config` describes and gives the exit status it ends
/// with: 0 unless a tool reports a verdict (`check`, `validate`, `test`,
/// `stress`) or a program it runs cannot be started (2, a usage error).
pub(crate) fn run(config: Config) -> anyhow::Result<u8> {
    if config.quiet() {
        crate::progress::silence();
    }
    crate::solving::limit_memory(config.max_memory());
    if let Some(threads) = config.threads() {
        crate::solving::set_threads(threads.get());
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads.get())
            .build_global()
            .context("cannot start the worker threads")?;
    }
    let status = match config {
        Config::Solve(config) => solve::run(&config).map(|()| 0),
        Config::Gen(config) => r#gen::run(&config).map(|()| 0),
        Config::Show(config) => show::run(&config).map(|()| 0),
        Config::Explain(config) => explain::run(&config).map(|()| 0),
        Config::Classic(config) => classic::run(&config).map(|()| 0),
        Config::Demo(config) => demo::run(&config).map(|()| 0),
        Config::Bench(config) => bench::run(&config).map(|()| 0),
        Config::Serve(config) => serve::run(&config).map(|()| 0),
        Config::Completions(shell) => completions::run(shell).map(|()| 0),
        Config::Man(command) => man::run(*command).map(|()| 0),
        Config::Check(config) => Ok(check::run(&config)),
        Config::Validate(config) => validate::run(&config),
        Config::Test(config) => test::run(&config),
        Config::Stress(config) => stress::run(&config),
        Config::Testset(config) => testset::run(&config).map(|()| 0),
    };
    match status {
        // A program that cannot be started is a mistake in the command
        // line: a usage error, not a verdict on the program.
        Err(err) if err.is::<child::CannotRun>() => {
            output::stderr_line(&format!("error: {err:#}"));
            Ok(2)
        }
        // A usage error found only after reading the input (`show --game`
        // past the puzzle's games): clap's own wording and status.
        Err(err) if err.is::<clap::Error>() => {
            if let Ok(usage) = err.downcast::<clap::Error>() {
                let _ = usage.print();
            }
            Ok(2)
        }
        other => other,
    }
}
