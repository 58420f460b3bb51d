//! `huarong classic`: its options checked and turned into what to run.

use std::path::{Path, PathBuf};

use clap::error::ErrorKind;
use huarong::classic::{Band, Famous, Metric, Mix};

use super::{CommandName, is_svg_name, usage_error};
use crate::cli::raw::{ClassicArgs, ClassicFormat, ColorWhen, MetricArg};

/// What `huarong classic` runs, and in how much memory.
#[derive(Debug)]
pub(crate) struct ClassicConfig {
    pub(crate) task: ClassicTask,
    /// `--max-memory`: `None` for the memory the machine has available.
    pub(crate) max_memory: Option<u64>,
}

/// The three things `classic` does.
#[derive(Debug)]
pub(crate) enum ClassicTask {
    /// Solve one layout in `metric` and say so as `output` asks, with the
    /// moves if `moves`.
    Solve {
        source: ClassicSource,
        metric: Metric,
        moves: bool,
        output: ClassicOutput,
    },
    /// `--list`: the built-in layouts, solved, as a table or JSON.
    List { json: bool },
    /// `--bench`: the solver timed; with `quick`, on the built-in layouts
    /// only, once each.
    Bench { quick: bool },
    /// `--world`: the figures of every layout of the 4 x 5 board.
    World { metric: Metric, json: bool },
    /// `--random`: a layout of `mix` whose optimum in `metric` lies in
    /// `band`, drawn by `seed` (the clock's when `None`).
    Random {
        mix: Mix,
        band: Band,
        seed: Option<u64>,
        metric: Metric,
        json: bool,
    },
}

/// Where the layout comes from.
#[derive(Debug)]
pub(crate) enum ClassicSource {
    /// A file; `-` is stdin.
    File(PathBuf),
    /// `--layout NAME`.
    Famous(&'static Famous),
}

/// How a solved layout is shown.
#[derive(Debug)]
pub(crate) enum ClassicOutput {
    /// The optimum, then the moves, one a line.
    Text,
    /// One JSON object.
    Json,
    /// A drawing in the terminal.
    Show { color: ColorWhen },
    /// An SVG file (`-` for stdout), animated or still.
    Svg { path: PathBuf, animated: bool },
}

const CLASSIC: Option<CommandName> = Some(CommandName::Classic);

pub(super) fn classic(args: ClassicArgs) -> Result<ClassicConfig, clap::Error> {
    let json = args.format == ClassicFormat::Json;
    let metric = match args.metric {
        MetricArg::Piece => Metric::Piece,
        MetricArg::Cell => Metric::Cell,
    };
    // clap makes sure --list, --bench, --world and --random come without a
    // layout or the options of one, --show and --svg without --format,
    // --still with --svg, --quick with --bench and the options of --random
    // with it.
    let task = if args.list {
        ClassicTask::List { json }
    } else if args.world {
        ClassicTask::World { metric, json }
    } else if args.random {
        ClassicTask::Random {
            mix: match args.pieces {
                Some(text) => mix(&text)?,
                None => Mix::HENGDAO_LIMA,
            },
            band: args.optimum.unwrap_or(Band::ANY),
            seed: args.seed,
            metric,
            json,
        }
    } else if args.bench {
        ClassicTask::Bench { quick: args.quick }
    } else {
        let source = match (args.layout, args.file) {
            (Some(name), _) => ClassicSource::Famous(famous(&name)?),
            (None, file) => ClassicSource::File(file.unwrap_or_else(|| "-".into())),
        };
        let output = match (args.show, args.svg) {
            (true, _) => ClassicOutput::Show {
                color: args.color.color,
            },
            (false, Some(path)) => {
                svg_name(&path)?;
                ClassicOutput::Svg {
                    path,
                    animated: !args.still,
                }
            }
            (false, None) if json => ClassicOutput::Json,
            (false, None) => ClassicOutput::Text,
        };
        ClassicTask::Solve {
            source,
            metric,
            moves: args.moves,
            output,
        }
    };
    Ok(ClassicConfig {
        task,
        max_memory: args.max_memory,
    })
}

/// The built-in layout `--layout NAME` names.
fn famous(name: &str) -> Result<&'static Famous, clap::Error> {
    Famous::find(name).ok_or_else(|| {
        usage_error(
            CLASSIC,
            ErrorKind::InvalidValue,
            format!(
                "--layout {name}: no built-in layout has this name; `huarong classic --list` \
                 lists them (e.g. hengdao-lima, or 横刀立马)"
            ),
        )
    })
}

/// `--pieces MIX`: a mix, or a built-in layout's name for its mix.
fn mix(text: &str) -> Result<Mix, clap::Error> {
    let parsed = text.parse::<Mix>();
    let famous = Famous::find(text).and_then(|f| Mix::of(&f.puzzle()));
    match (parsed, famous) {
        (Ok(mix), _) | (Err(_), Some(mix)) => Ok(mix),
        (Err(err), None) => Err(usage_error(
            CLASSIC,
            ErrorKind::InvalidValue,
            format!("--pieces {text}: {err}; or a built-in layout's name for its mix"),
        )),
    }
}

/// `--svg FILE`: `-`, or a name that ends in `.svg`.
fn svg_name(path: &Path) -> Result<(), clap::Error> {
    if is_svg_name(path) {
        return Ok(());
    }
    Err(usage_error(
        CLASSIC,
        ErrorKind::ValueValidation,
        format!(
            "--svg {}: classic writes SVG only, so the name must end in .svg (`-` for stdout)",
            path.display()
        ),
    ))
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::cli::{ColorWhen, Config};

    fn config(args: &str) -> Result<ClassicConfig, clap::Error> {
        let words = std::iter::once("huarong").chain(args.split_whitespace());
        match Config::parse_from(words)? {
            Config::Classic(config) => Ok(config),
            other => panic!("{args}: {other:?}"),
        }
    }

    fn refused(args: &str, kind: ErrorKind) {
        let err = config(args).expect_err(args);
        assert_eq!(err.kind(), kind, "{args}: {err}");
    }

    #[test]
    fn defaults_read_stdin_and_count_pieces() {
        let config = config("classic").unwrap();
        let ClassicTask::Solve {
            source: ClassicSource::File(file),
            metric,
            moves,
            output,
        } = config.task
        else {
            panic!("{config:?}")
        };
        assert_eq!(file, PathBuf::from("-"));
        assert_eq!((metric, moves), (Metric::Piece, false));
        assert!(matches!(output, ClassicOutput::Text));
        assert_eq!(config.max_memory, None);
    }

    #[test]
    fn options_become_the_task() {
        let solve =
            config("classic --layout 横刀立马 --metric cell --moves --format json").unwrap();
        let ClassicTask::Solve {
            source: ClassicSource::Famous(famous),
            metric: Metric::Cell,
            moves: true,
            output: ClassicOutput::Json,
        } = solve.task
        else {
            panic!("{solve:?}")
        };
        assert_eq!(famous.pinyin, "hengdao-lima");
        let svg = config("classic x.txt --svg out.svg --still --max-memory 1M").unwrap();
        assert!(matches!(
            svg.task,
            ClassicTask::Solve {
                output: ClassicOutput::Svg {
                    animated: false,
                    ..
                },
                ..
            }
        ));
        assert_eq!(svg.max_memory, Some(1 << 20));
        let show = config("classic --show --color always -").unwrap();
        assert!(matches!(
            show.task,
            ClassicTask::Solve {
                output: ClassicOutput::Show {
                    color: ColorWhen::Always
                },
                ..
            }
        ));
        assert!(matches!(
            config("classic --list --format json").unwrap().task,
            ClassicTask::List { json: true }
        ));
        assert!(matches!(
            config("classic --bench").unwrap().task,
            ClassicTask::Bench { quick: false }
        ));
        assert!(matches!(
            config("classic --bench --quick").unwrap().task,
            ClassicTask::Bench { quick: true }
        ));
    }

    #[test]
    fn contradictions_and_bad_values_are_usage_errors() {
        refused("classic --layout nowhere", ErrorKind::InvalidValue);
        refused(
            "classic x.txt --layout hengdao-lima",
            ErrorKind::ArgumentConflict,
        );
        refused("classic --list --moves", ErrorKind::ArgumentConflict);
        refused(
            "classic --bench --layout hengdao-lima",
            ErrorKind::ArgumentConflict,
        );
        refused("classic --show --svg a.svg", ErrorKind::ArgumentConflict);
        refused("classic --svg a.png", ErrorKind::ValueValidation);
        refused("classic --still", ErrorKind::MissingRequiredArgument);
        refused("classic --metric steps", ErrorKind::InvalidValue);
        refused("classic --show --format json", ErrorKind::ArgumentConflict);
        refused("classic --max-memory lots", ErrorKind::ValueValidation);
        refused("classic --quick", ErrorKind::MissingRequiredArgument);
        refused("classic --seed 3", ErrorKind::MissingRequiredArgument);
        refused("classic --random --pieces 9v", ErrorKind::InvalidValue);
        refused(
            "classic --random --optimum 9..3",
            ErrorKind::ValueValidation,
        );
        refused(
            "classic --world --layout 横刀立马",
            ErrorKind::ArgumentConflict,
        );
        refused("classic --world --random", ErrorKind::ArgumentConflict);
    }

    #[test]
    fn the_world_and_a_random_layout() {
        assert!(matches!(
            config("classic --world --metric cell --format json")
                .unwrap()
                .task,
            ClassicTask::World {
                metric: Metric::Cell,
                json: true
            }
        ));
        let ClassicTask::Random {
            mix, band, seed, ..
        } = config("classic --random").unwrap().task
        else {
            panic!()
        };
        assert_eq!((mix, band, seed), (Mix::HENGDAO_LIMA, Band::ANY, None));
        let ClassicTask::Random {
            mix, band, seed, ..
        } = config("classic --random --pieces zoutou-wulu --optimum 10..20 --seed 5")
            .unwrap()
            .task
        else {
            panic!()
        };
        assert_eq!(mix, "5v4s".parse().unwrap());
        assert_eq!((band, seed), (Band::new(10..=20), Some(5)));
    }
}
