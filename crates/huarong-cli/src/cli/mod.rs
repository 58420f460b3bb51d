//! The command line: what the user typed (`raw`), checked and turned into what
//! to run (`config`) in one step.

mod config;
mod raw;

pub(crate) use config::{
    BenchConfig, CheckConfig, Config, DemoConfig, GenConfig, Program, ShowConfig, SolveConfig,
    StressBudget, StressConfig, TestConfig, TestsetConfig, ValidateConfig, View, usage_error,
};
pub(crate) use config::{ClassicConfig, ClassicOutput, ClassicSource, ClassicTask};
pub(crate) use config::{ExplainConfig, Explained};
pub(crate) use raw::{ColorWhen, CommandName, Format, PackageFormat, RawArgs};

/// The validated configuration of this run. Usage errors exit with status 2,
/// `--help` and `--version` with 0, as clap does.
pub(crate) fn parse_args() -> Config {
    Config::parse_from(std::env::args_os()).unwrap_or_else(|err| err.exit())
}
