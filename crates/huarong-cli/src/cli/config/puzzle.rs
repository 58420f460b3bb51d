//! The commands that read or write one puzzle and solve it: judge mode and
//! `solve`, `gen`, `show`, `explain` and `demo`.

use std::path::{Path, PathBuf};

use clap::ValueEnum;
use clap::error::ErrorKind;
use huarong::generate::Family;
use huarong::{Engine, InputLimits};

use super::{CommandName, Solving, is_svg_name, limits, threads_of, usage_error};
use crate::cli::raw::{
    ColorWhen, DemoArgs, ExplainArgs, ExplainFormat, Format, GenArgs, QuietFlag, ShowArgs,
    SolveArgs, SolvingFlags,
};

/// The puzzle file a command reads, and how it may solve it.
#[derive(Debug, PartialEq)]
pub(crate) struct PuzzleInput {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: InputLimits,
    pub(crate) solving: Solving,
}

impl PuzzleInput {
    fn new(
        quiet: &QuietFlag,
        file: PathBuf,
        flags: &SolvingFlags,
        command: Option<CommandName>,
    ) -> Result<PuzzleInput, clap::Error> {
        Ok(PuzzleInput {
            quiet: quiet.quiet,
            file,
            limits: limits(&flags.max_cells, command)?,
            solving: Solving {
                threads: threads_of(flags.threads, command)?,
                max_memory: flags.max_memory,
            },
        })
    }
}

/// Answer every game of a puzzle file.
#[derive(Debug, PartialEq)]
pub(crate) struct SolveConfig {
    pub(crate) input: PuzzleInput,
    pub(crate) engine: Engine,
    /// Print one optimal move sequence per game too.
    pub(crate) moves: bool,
    pub(crate) format: Format,
    /// Print the plan instead of solving.
    pub(crate) plan: bool,
}

impl SolveConfig {
    /// `solve`'s defaults, on `file`: what clap makes of a command line
    /// with no option, made without clap (see `judge_mode`).
    pub(crate) fn plain(file: PathBuf) -> SolveConfig {
        SolveConfig {
            input: PuzzleInput {
                quiet: false,
                file,
                limits: InputLimits::default(),
                solving: Solving::default(),
            },
            engine: Engine::default(),
            moves: false,
            format: Format::Text,
            plan: false,
        }
    }
}

/// Write a random puzzle, and maybe its answers.
#[derive(Debug)]
pub(crate) struct GenConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    pub(crate) family: Family,
    /// The board's shape, as the family makes it.
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) games: usize,
    pub(crate) seed: u64,
    /// Uniform games only, no mix of special cases.
    pub(crate) uniform: bool,
    pub(crate) answers: Option<AnswersFile>,
}

/// Where and how `gen` writes the judge's answers.
#[derive(Debug)]
pub(crate) struct AnswersFile {
    pub(crate) path: PathBuf,
    pub(crate) engine: Engine,
    pub(crate) solving: Solving,
}

/// Draw one game of a puzzle file.
#[derive(Debug)]
pub(crate) struct ShowConfig {
    pub(crate) input: PuzzleInput,
    /// The game, counting from 1 (checked against the puzzle once it is read).
    pub(crate) game: usize,
    pub(crate) view: View,
    pub(crate) color: ColorWhen,
}

/// How `show` draws its game.
#[derive(Debug)]
pub(crate) enum View {
    /// In the terminal, with a frame per move of the piece if `steps`.
    Terminal { steps: bool },
    /// As an SVG file (`-` is stdout), animated or still.
    Svg { path: PathBuf, animated: bool },
}

/// Explain one game or one cell of a puzzle file the published way.
#[derive(Debug)]
pub(crate) struct ExplainConfig {
    pub(crate) input: PuzzleInput,
    pub(crate) what: Explained,
    /// `--format json`: one JSON object instead of text.
    pub(crate) json: bool,
    pub(crate) color: ColorWhen,
}

/// What `explain` explains.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Explained {
    /// Game K, counting from 1 (checked once the puzzle is read).
    Game(usize),
    /// The cell at this 0-based position (checked once the board is read).
    Cell(huarong::Pos),
}

/// Explain the bundled sample.
#[derive(Debug)]
pub(crate) struct DemoConfig {
    pub(crate) engine: Engine,
    pub(crate) color: ColorWhen,
}

/// `huarong --engine classic demo` reads `demo` as judge mode's FILE (a
/// command must come first): when no such file exists, that is a usage
/// error that says so.
pub(super) fn command_as_file(file: &Path) -> Result<(), clap::Error> {
    if file == Path::new("-") || file.exists() {
        return Ok(());
    }
    let name = file
        .to_str()
        .filter(|name| CommandName::from_str(name, false).is_ok());
    match name {
        Some(name) => Err(usage_error(
            None,
            ErrorKind::ArgumentConflict,
            format!(
                "`{name}` is a command, not a puzzle file: the command comes first, then its \
                 options (see `huarong {name} --help`)"
            ),
        )),
        None => Ok(()),
    }
}

/// `huarong solve`, or judge mode when `command` is `None`.
pub(super) fn solve(
    args: SolveArgs,
    command: Option<CommandName>,
) -> Result<SolveConfig, clap::Error> {
    Ok(SolveConfig {
        input: PuzzleInput::new(&args.quiet, args.file, &args.solving, command)?,
        engine: args.engine.engine,
        moves: args.moves,
        format: args.format,
        plan: args.plan,
    })
}

pub(super) fn generate(args: GenArgs) -> Result<GenConfig, clap::Error> {
    const GEN: Option<CommandName> = Some(CommandName::Gen);
    let (rows, cols) = args.family.shape(args.rows, args.cols);
    // A bigger board could not be read back (`--max-cells`, itself at most
    // the solver's ceiling).
    let limit = limits(&args.max_cells, GEN)?.max_cells;
    let cells = (rows as u128) * (cols as u128);
    if rows == 0 || cols == 0 || cells > u128::from(limit) {
        let what = if rows == 0 || cols == 0 {
            "has no cells".to_owned()
        } else {
            format!("has more than {limit} cells (see --max-cells)")
        };
        return Err(usage_error(
            GEN,
            ErrorKind::ValueValidation,
            format!("a {rows} x {cols} board {what}"),
        ));
    }
    // clap makes sure --engine, --threads and --max-memory come with --answers.
    let answers = match args.answers {
        Some(path) => Some(AnswersFile {
            path,
            engine: args.engine.unwrap_or_default(),
            solving: Solving {
                threads: threads_of(args.threads.unwrap_or(0), GEN)?,
                max_memory: args.max_memory,
            },
        }),
        None => None,
    };
    Ok(GenConfig {
        family: args.family,
        rows,
        cols,
        games: args.games,
        seed: args.seed,
        uniform: args.uniform,
        answers,
        quiet: args.quiet.quiet,
    })
}

pub(super) fn show(args: ShowArgs) -> Result<ShowConfig, clap::Error> {
    // clap makes sure --step is without --svg, and --still with it.
    let view = match args.svg {
        Some(path) => {
            svg_name(&path)?;
            View::Svg {
                path,
                animated: !args.still,
            }
        }
        None => View::Terminal { steps: args.step },
    };
    Ok(ShowConfig {
        input: PuzzleInput::new(
            &args.quiet,
            args.file,
            &args.solving,
            Some(CommandName::Show),
        )?,
        game: args.game,
        view,
        color: args.color.color,
    })
}

/// `--svg FILE`: `-`, or a name that ends in `.svg`, since SVG is all `show`
/// writes (`-o x.png` would be SVG text under a PNG's name).
fn svg_name(path: &Path) -> Result<(), clap::Error> {
    if is_svg_name(path) {
        return Ok(());
    }
    let stem = path.file_stem().map_or_else(
        || "picture".into(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    Err(usage_error(
        Some(CommandName::Show),
        ErrorKind::ValueValidation,
        format!(
            "--svg {}: show writes SVG only, so the name must end in .svg (e.g. {stem}.svg; \
             `-` for stdout); to get a PNG, convert it: rsvg-convert {stem}.svg -o {stem}.png",
            path.display()
        ),
    ))
}

pub(super) fn explain(args: ExplainArgs) -> Result<ExplainConfig, clap::Error> {
    const EXPLAIN: Option<CommandName> = Some(CommandName::Explain);
    // clap's group `what` takes one of --game and --cell, not both.
    let what = match (args.game, args.cell) {
        (Some(game), _) => Explained::Game(game),
        (None, Some((row, col))) => Explained::Cell(huarong::Pos {
            row: row - 1,
            col: col - 1,
        }),
        (None, None) => {
            return Err(usage_error(
                EXPLAIN,
                ErrorKind::MissingRequiredArgument,
                "give --game K or --cell R,C",
            ));
        }
    };
    Ok(ExplainConfig {
        input: PuzzleInput::new(&args.quiet, args.file, &args.solving, EXPLAIN)?,
        what,
        json: args.format == ExplainFormat::Json,
        color: args.color.color,
    })
}

pub(super) fn demo(args: &DemoArgs) -> DemoConfig {
    DemoConfig {
        engine: args.engine.engine,
        color: args.color.color,
    }
}
