//! The command line as the user typed it: clap's derive structs, with the
//! rules between options that clap can state (which conflict, which need
//! another), so that usage lines and completions show them. Checks of values
//! are `config`'s.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{ArgMatches, Args, FromArgMatches, Parser, Subcommand, ValueEnum};
use huarong::classic::Band;
use huarong::generate::Family;
use huarong::{DEFAULT_MAX_CELLS, Engine};

/// Exact solver for the NOIP 2013 "Huarong Dao" (华容道) puzzle.
///
/// With no subcommand, reads the judge's input (FILE, or stdin) and prints one
/// answer per game: the fewest moves, or -1 when the piece can never reach the
/// target. `huarong FILE` is `huarong solve FILE`, and takes the same options.
#[derive(Debug, Parser)]
#[command(
    name = "huarong",
    version,
    propagate_version = true,
    // The options here are judge mode's: before a subcommand they would be
    // dropped in silence, so clap refuses them there.
    args_conflicts_with_subcommands = true,
    after_help = "Exit status: 0 on success, 1 on an error (bad input, an unwritable output), \
                  2 on a usage error. check, validate, test and stress give verdicts of their \
                  own: see their --help."
)]
pub(crate) struct RawArgs {
    #[command(subcommand)]
    pub(crate) command: Option<RawCommand>,
    /// Judge mode: `huarong [OPTIONS] [FILE]` is `huarong solve [OPTIONS]
    /// [FILE]`.
    #[command(flatten)]
    pub(crate) solve: SolveArgs,
}

#[derive(Debug, Subcommand)]
pub(crate) enum RawCommand {
    /// Answer the games of a puzzle file (the judge's format).
    Solve(Deferred<SolveArgs>),
    /// Solve the bundled sample puzzle and explain the answers.
    Demo(Deferred<DemoArgs>),
    /// Compare engines' whole-process CPU time on standard workloads.
    Bench(Deferred<BenchArgs>),
    /// Write a random puzzle of a board family in the judge's format.
    Gen(Deferred<GenArgs>),
    /// Draw one game and the designated piece's route: in the terminal, or as SVG.
    Show(Deferred<ShowArgs>),
    /// Learn the published method on one game (--game K: the blank's first
    /// walks and the optimal path through the state graph) or one cell (--cell
    /// R,C: the walks round it).
    Explain(Deferred<ExplainArgs>),
    /// Solve the classic sliding-block Huarong Dao (Cao Cao's escape,
    /// 横刀立马) or a puzzle like it: the fewest moves, -1 when the goal
    /// cannot be reached.
    #[command(
        after_help = "The layout (FILE, or stdin): rows of equal length, one a line, each \
                            cell `.` (blank), `#` (wall) or a letter or digit naming a piece (its \
                            cells a filled rectangle), then a line `goal L R C`: piece L's \
                            top-left cell must reach row R, column C (from 1).\n\n\
                            Exit status: 0 on success (also when the goal cannot be reached), \
                            1 on bad input (the line and a caret on stderr), 2 on a usage error."
    )]
    Classic(Deferred<ClassicArgs>),
    /// Judge a program's output for a puzzle, as a testlib checker: exit 0
    /// when right, 1 wrong answer, 2 presentation error, 3 jury failure.
    #[command(
        after_help = "Exit status (testlib's): 0 every game right, 1 wrong answer, \
                            2 presentation error (OUTPUT not one line per game), \
                            3 jury failure (INPUT or ANSWER broken, or ANSWER disagrees)."
    )]
    Check(Deferred<CheckArgs>),
    /// Read test data strictly: the judge's format to the byte, the data's
    /// promises, and optional limits.
    #[command(
        after_help = "Exit status: 0 valid (prints ok), 1 invalid (the first fault on \
                            stderr), 2 usage error."
    )]
    Validate(Deferred<ValidateArgs>),
    /// Run a program on every X.in of a folder and judge each output.
    #[command(
        after_help = "Exit status: 0 every case AC, 1 otherwise, 2 usage error (including a \
                            CMD that cannot be started)."
    )]
    Test(Deferred<TestArgs>),
    /// Run a program on random puzzles until it fails, then shrink the
    /// failing case.
    #[command(
        after_help = "Exit status: 1 a failure found (written to OUT/fail.in and \
                            OUT/fail.ans), 0 none within the budget, 2 usage error (including \
                            a CMD that cannot be started)."
    )]
    Stress(Deferred<StressArgs>),
    /// Write a complete test set in the judge's format: X.in with X.ans, in
    /// the original data's tiers, and DIR/README.md describing it; or, with
    /// --format, a problem package for Hydro, an ICPC judge or an FPS import.
    #[command(
        after_help = "Exit status: 0 written, 1 a case that cannot be drawn or read, 2 usage \
                            error (including a DIR that is not empty, without --force)."
    )]
    Testset(Deferred<TestsetArgs>),
    /// Serve the playground: a page to build, solve, watch and play boards,
    /// and its JSON API.
    Serve(Deferred<ServeArgs>),
    /// Print a shell completion script (e.g. `huarong completions bash >
    /// ~/.local/share/bash-completion/completions/huarong`).
    Completions(Deferred<CompletionsArgs>),
    /// Print the manual page, in roff (`huarong man | man -l -`), or a
    /// subcommand's (`huarong man solve`).
    Man(Deferred<ManArgs>),
}

/// A subcommand's arguments, added to its clap command only when the command
/// line names that subcommand (or help, completions or a manual page list
/// them all): a plain `huarong -j 1 < puzzle.in` then builds the options of
/// judge mode alone, not those of every subcommand, which took half a million
/// instructions, as much as solving the smaller official cases.
#[derive(Debug)]
pub(crate) struct Deferred<T>(pub(crate) T);

impl<T: FromArgMatches> FromArgMatches for Deferred<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Deferred)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
}

impl<T: Args> Args for Deferred<T> {
    fn augment_args(command: clap::Command) -> clap::Command {
        command.defer(add_args::<T, false>)
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        command.defer(add_args::<T, true>)
    }
}

/// Adds `T`'s arguments to a subcommand, keeping its own description: a
/// struct's doc comment, added after it now, would otherwise replace it.
fn add_args<T: Args, const UPDATE: bool>(command: clap::Command) -> clap::Command {
    let about = command.get_about().cloned();
    let long_about = command.get_long_about().cloned();
    let command = if UPDATE {
        T::augment_args_for_update(command)
    } else {
        T::augment_args(command)
    };
    let command = match about {
        Some(about) => command.about(about),
        None => command.about(None::<&str>),
    };
    match long_about {
        Some(long_about) => command.long_about(long_about),
        None => command.long_about(None::<&str>),
    }
}

/// The subcommands by name, as clap names `RawCommand`'s variants: for
/// messages about one of them, and for `man COMMAND`. A test checks that the
/// two lists agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum CommandName {
    Solve,
    Demo,
    Bench,
    Gen,
    Show,
    Explain,
    Classic,
    Check,
    Validate,
    Test,
    Stress,
    Testset,
    Serve,
    Completions,
    Man,
}

impl CommandName {
    /// The name the user types.
    pub(crate) fn name(self) -> String {
        self.to_possible_value()
            .map(|value| value.get_name().to_owned())
            .unwrap_or_default()
    }
}

/// `--engine`, for the commands that let the user pick one.
#[derive(Debug, Args)]
pub(crate) struct EngineFlag {
    /// Solving method: `fast`, the published `classic` baseline, or the `brute`
    /// force reference (small boards only).
    #[arg(long, value_parser = engine_parser(), default_value_t = Engine::default())]
    pub(crate) engine: Engine,
}

/// The options of the commands that read a puzzle and solve it: worker
/// threads, the largest board, the memory limit.
#[derive(Debug, Args)]
pub(crate) struct SolvingFlags {
    /// Worker threads for precomputation and games (0: one per core; at
    /// most 1024). The output is the same for any number.
    #[arg(short = 'j', long, value_name = "N", default_value_t = 0)]
    pub(crate) threads: usize,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
    /// Refuse to solve when the estimated peak memory is above SIZE (K, M,
    /// G or T: 512M, 2G), before the big tables are allocated [default: the
    /// memory the machine has available (Linux's MemAvailable), or 4G when
    /// the OS does not say].
    #[arg(long, value_name = "SIZE", value_parser = crate::memory::parse_size)]
    pub(crate) max_memory: Option<u64>,
}

/// `--max-cells`, for the commands that read or generate a puzzle.
#[derive(Debug, Args)]
pub(crate) struct MaxCellsFlag {
    /// Refuse boards with more cells than this (n * m), before allocating
    /// them; at most 300000000, the solver's own limit.
    #[arg(long, value_name = "CELLS", default_value_t = DEFAULT_MAX_CELLS)]
    pub(crate) max_cells: u64,
}

/// `--engine`'s values: the library's engine names, listed in the help.
fn engine_parser() -> impl TypedValueParser<Value = Engine> {
    PossibleValuesParser::new(Engine::ALL.map(Engine::name)).try_map(|name| {
        // The names were checked above: this finds one.
        Engine::ALL
            .into_iter()
            .find(|engine| engine.name() == name)
            .ok_or("not an engine")
    })
}

#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// The puzzle file; `-` or nothing reads stdin.
    #[arg(default_value = "-")]
    pub(crate) file: PathBuf,
    /// Also print one optimal move sequence per game: `K MOVES`, each move
    /// the direction the blank goes (U, D, L, R).
    #[arg(long)]
    pub(crate) moves: bool,
    /// Output format: the judge's lines, or one JSON object per game.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
    /// Print the plan instead of solving: each decision and why, then each
    /// table's memory.
    #[arg(long)]
    pub(crate) plan: bool,
    #[command(flatten)]
    pub(crate) engine: EngineFlag,
    #[command(flatten)]
    pub(crate) solving: SolvingFlags,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// One line per game.
    Text,
    /// One JSON object per line per game: `game`, `answer`, and `moves`.
    Json,
}

#[derive(Debug, Args)]
pub(crate) struct DemoArgs {
    #[command(flatten)]
    pub(crate) engine: EngineFlag,
    #[command(flatten)]
    pub(crate) color: ColorFlag,
}

/// `--color`, for the commands that draw in the terminal.
#[derive(Debug, Args)]
pub(crate) struct ColorFlag {
    /// When to draw in colour: `auto` on a terminal unless NO_COLOR is set
    /// (or CLICOLOR_FORCE forces it), `always` (for `less -R`), or `never`.
    #[arg(long, value_name = "WHEN", value_enum, default_value_t = ColorWhen::Auto)]
    pub(crate) color: ColorWhen,
}

/// The values of `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorWhen {
    /// Colour on a terminal, as NO_COLOR and CLICOLOR_FORCE say.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

#[derive(Debug, Args)]
pub(crate) struct BenchArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// Folder of the official cases (puzzle1.in .. puzzle20.in, with their
    /// .ans when present) [default: the copy built into huarong].
    #[arg(long, value_name = "DIR")]
    pub(crate) official: Option<PathBuf>,
    /// Smaller workloads, for a quick check that the harness runs; the targets
    /// are for the full workloads and are not checked.
    #[arg(long, conflicts_with = "check")]
    pub(crate) quick: bool,
    /// Exit with status 1 when a workload misses its target (without it the
    /// report says so and the status is 0).
    #[arg(long)]
    pub(crate) check: bool,
    /// Instead of the standard workloads: board families x sizes x engines, as
    /// a table and a log-log plot (see --plot).
    #[arg(long, conflicts_with_all = ["official", "quick", "check"])]
    pub(crate) matrix: bool,
    /// Where --matrix writes its SVG plot [default: bench-matrix.svg].
    #[arg(long, value_name = "FILE", requires = "matrix")]
    pub(crate) plot: Option<PathBuf>,
    /// Runs per engine and workload; the least CPU time counts.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub(crate) repeat: usize,
}

#[derive(Debug, Args)]
pub(crate) struct GenArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// Board family: random[:FIXED] (each cell fixed with probability FIXED,
    /// default 0.3), open, maze, braided[:KNOCK] (a maze with each wall
    /// knocked out with probability KNOCK, default 0.05), spiral, comb, ring,
    /// bumps[:WIDTH] (a snaking ring with bumps of WIDTH cells, default 2),
    /// rooms[:SIZE] (SIZE x SIZE rooms joined by doors, default 3),
    /// beads[:WIDTH] (a corridor through blocks of WIDTH columns, default 3),
    /// links[:WIDTH] (hollow links of WIDTH columns on a corridor, default 3),
    /// necklace (links whose sides are strings of links), mixed (random
    /// compositions of small pieces on a corridor), line (1 x m), column
    /// (n x 1).
    pub(crate) family: Family,
    /// Rows (ignored by `line`).
    #[arg(long, value_name = "N", default_value_t = 30)]
    pub(crate) rows: usize,
    /// Columns (ignored by `column`).
    #[arg(long, value_name = "N", default_value_t = 30)]
    pub(crate) cols: usize,
    /// Number of games.
    #[arg(short, long, value_name = "N", default_value_t = 500)]
    pub(crate) games: usize,
    /// Seed: the same seed gives the same puzzle.
    #[arg(long, value_name = "N", default_value_t = 2013)]
    pub(crate) seed: u64,
    /// Uniform games only, instead of the mix of games worth playing: out of
    /// 16, the piece on the target in 1, the blank on the target in 1, a game
    /// the piece can never win in 2, and a real one (answer above 0) in 12.
    #[arg(long)]
    pub(crate) uniform: bool,
    /// Also solve the puzzle and write the judge's answers to this file.
    #[arg(long, value_name = "FILE")]
    pub(crate) answers: Option<PathBuf>,
    /// With --answers: the solving method, as for `huarong solve` [default:
    /// fast].
    #[arg(long, value_parser = engine_parser(), requires = "answers")]
    pub(crate) engine: Option<Engine>,
    /// With --answers: worker threads, as for `huarong solve` [default: 0].
    #[arg(short = 'j', long, value_name = "N", requires = "answers")]
    pub(crate) threads: Option<usize>,
    /// With --answers: the memory limit, as for `huarong solve`.
    #[arg(long, value_name = "SIZE", value_parser = crate::memory::parse_size,
          requires = "answers")]
    pub(crate) max_memory: Option<u64>,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// The puzzle file (the judge's format); `-` reads stdin.
    pub(crate) file: PathBuf,
    /// Which game to draw, counting from 1.
    #[arg(short, long, value_name = "N", default_value_t = 1)]
    pub(crate) game: usize,
    /// Also print the board after each move of the designated piece, numbered,
    /// with the number of moves so far.
    #[arg(long, conflicts_with = "svg")]
    pub(crate) step: bool,
    /// Write an animated SVG of the solution to this file (its name ends in
    /// .svg; `-` for stdout) instead of drawing in the terminal. Up to 200 moves are shown one by
    /// one; longer solutions are sampled to 200 frames.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub(crate) svg: Option<PathBuf>,
    /// With --svg: a still picture of the start with the route, not an animation.
    #[arg(long, requires = "svg")]
    pub(crate) still: bool,
    #[command(flatten)]
    pub(crate) color: ColorFlag,
    #[command(flatten)]
    pub(crate) solving: SolvingFlags,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicArgs {
    /// The layout file; `-` or nothing reads stdin.
    #[arg(value_name = "FILE|-")]
    pub(crate) file: Option<PathBuf>,
    /// A built-in layout instead of FILE, by its pinyin (hengdao-lima) or
    /// its Chinese name (横刀立马); --list lists them.
    #[arg(long, value_name = "NAME", conflicts_with = "file")]
    pub(crate) layout: Option<String>,
    /// List the built-in layouts: pinyin and Chinese names, the optima in
    /// both counts and the reachable layouts, computed as it lists them.
    #[arg(long, conflicts_with_all = ["file", "layout", "metric", "moves", "show", "svg", "bench", "world", "random"])]
    pub(crate) list: bool,
    /// The world of the 4 x 5 board: every layout with Cao Cao (2 x 2), two
    /// blanks or more and any mix of generals (2 x 1, 1 x 2) and soldiers,
    /// its groups and every layout's optimum (in --metric); the figures of
    /// each mix and of the whole, and the hardest layouts.
    #[arg(long, conflicts_with_all = ["file", "layout", "moves", "show", "svg", "bench", "random"])]
    pub(crate) world: bool,
    /// Print a layout (goal line included) drawn at random, every one
    /// equally likely, among those of the mix --pieces whose optimum (in
    /// --metric) lies in --optimum.
    #[arg(long, conflicts_with_all = ["file", "layout", "moves", "show", "svg", "bench"])]
    pub(crate) random: bool,
    /// With --random: the range of optima, A..B (both included), A.., ..B
    /// or A [default: 1.., any layout not solved yet].
    #[arg(long, value_name = "A..B", requires = "random")]
    pub(crate) optimum: Option<Band>,
    /// With --random: the pieces beside Cao Cao, as counts followed by v
    /// (generals two rows tall), h (two columns wide) or s (soldiers),
    /// covering at most 14 cells, the rest blank; or a built-in layout's
    /// name for its mix [default: 4v1h4s, 横刀立马's].
    #[arg(long, value_name = "MIX", requires = "random")]
    pub(crate) pieces: Option<String>,
    /// With --random: the seed; the same seed draws the same layout
    /// [default: from the clock].
    #[arg(long, value_name = "S", requires = "random")]
    pub(crate) seed: Option<u64>,
    /// How moves are counted: a piece's whole slide along any path through
    /// the blanks is one move, or each cell of it is.
    #[arg(long, value_enum, default_value_t = MetricArg::Piece)]
    pub(crate) metric: MetricArg,
    /// Also print an optimal sequence of moves, one a line: the piece's
    /// character and its steps, each U, D, L or R (`C DL`).
    #[arg(long)]
    pub(crate) moves: bool,
    /// Output format: the optimum (then the moves) as lines, or one JSON
    /// object.
    #[arg(long, value_enum, default_value_t = ClassicFormat::Text)]
    pub(crate) format: ClassicFormat,
    /// Draw the layout in the terminal, with its optimum; with --moves, the
    /// layout after each move too.
    #[arg(long, conflicts_with_all = ["svg", "format"])]
    pub(crate) show: bool,
    /// Write an animated SVG of an optimal solution to this file (its name
    /// ends in .svg; `-` for stdout).
    #[arg(short = 'o', long, value_name = "FILE", conflicts_with = "format")]
    pub(crate) svg: Option<PathBuf>,
    /// With --svg: a still picture of the start, not an animation.
    #[arg(long, requires = "svg")]
    pub(crate) still: bool,
    /// Time the solver (CPU time, and layouts a second) on every built-in
    /// layout and on bigger boards (5 x 5, and 6 x 5 with walls, millions of
    /// layouts).
    #[arg(long, conflicts_with_all = ["file", "layout", "metric", "moves", "show", "svg", "format", "world", "random"])]
    pub(crate) bench: bool,
    /// With --bench: the built-in layouts only, one run each, for a quick
    /// check that the benchmark runs.
    #[arg(long, requires = "bench")]
    pub(crate) quick: bool,
    #[command(flatten)]
    pub(crate) color: ColorFlag,
    /// Refuse to go on when the layouts found take more than SIZE (K, M, G
    /// or T: 512M, 2G) [default: the memory the machine has available, or
    /// 4G when the OS does not say].
    #[arg(long, value_name = "SIZE", value_parser = crate::memory::parse_size)]
    pub(crate) max_memory: Option<u64>,
}

/// The values of `classic --metric`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum MetricArg {
    /// One piece moving any distance, along any path: one move.
    Piece,
    /// One piece moving one cell: one move.
    Cell,
}

/// The values of `classic --format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ClassicFormat {
    /// The optimum, then with --moves one move a line.
    Text,
    /// One JSON object: `optimum`, `reachable` and `moves` (with --world,
    /// the world's figures; with --random, the layout and its optimum).
    Json,
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// The puzzle (the judge's input); `-` reads stdin.
    pub(crate) input: PathBuf,
    /// The program's output: one line per game, `K` or `K MOVES` (as `solve
    /// --moves` prints them); `-` reads stdin.
    pub(crate) output: PathBuf,
    /// The jury's answers, checked against huarong's own [default: huarong's
    /// own]; `-` reads stdin.
    pub(crate) answer: Option<PathBuf>,
    /// List every wrong game, one line each, not only the first.
    #[arg(long)]
    pub(crate) verbose: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ValidateArgs {
    /// The files to check, and folders whose X.in files to check; `-` or
    /// nothing reads stdin.
    #[arg(default_value = "-", value_name = "FILE|DIR")]
    pub(crate) files: Vec<PathBuf>,
    /// The original problem's limits: 1 <= n, m <= 30 and q <= 500.
    #[arg(long)]
    pub(crate) noip: bool,
    /// At most N rows (instead of --noip's 30).
    #[arg(long, value_name = "N")]
    pub(crate) max_rows: Option<u64>,
    /// At most N columns (instead of --noip's 30).
    #[arg(long, value_name = "N")]
    pub(crate) max_cols: Option<u64>,
    /// At most N games (instead of --noip's 500).
    #[arg(long, value_name = "N")]
    pub(crate) max_games: Option<u64>,
}

#[derive(Debug, Args)]
pub(crate) struct TestArgs {
    /// The folder of cases: every X.in, compared with X.ans when there is
    /// one and with huarong's answers otherwise.
    pub(crate) dir: PathBuf,
    /// Wall-clock seconds a run may take; a run that overruns is killed
    /// (with its whole process group) and counts as a time-out.
    #[arg(long, value_name = "SECS", default_value_t = 1.0)]
    pub(crate) time_limit: f64,
    /// Cases run at the same time (0: one per core).
    #[arg(short = 'j', long, value_name = "N", default_value_t = 1)]
    pub(crate) jobs: usize,
    /// A program to test, with its arguments, as one shell-quoted word
    /// (`--run 'python3 sol.py'`); repeat to test several side by side.
    #[arg(long = "run", value_name = "'CMD ARGS'", conflicts_with = "command")]
    pub(crate) runs: Vec<String>,
    /// Words before `--` that are no option: a program given without it.
    #[arg(hide = true, value_name = "CMD")]
    pub(crate) stray: Vec<OsString>,
    /// The program to test and its arguments, after `--`; it reads a puzzle
    /// on stdin and prints one line per game.
    #[arg(last = true, value_name = "CMD", required_unless_present_any = ["runs", "stray"])]
    pub(crate) command: Vec<OsString>,
}

#[derive(Debug, Args)]
pub(crate) struct StressArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// A board family to draw from, as for `gen`; repeat for several
    /// [default: every family].
    #[arg(long = "family", value_name = "FAMILY")]
    pub(crate) families: Vec<Family>,
    /// Boards have at most N rows. Cases start small: the first boards have
    /// at most 2 rows and columns, and the bound grows by one every 4 cases.
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub(crate) max_rows: usize,
    /// Boards have at most N columns.
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub(crate) max_cols: usize,
    /// Puzzles have 1 to N games.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub(crate) max_games: usize,
    /// Wall-clock seconds a run may take; a run that overruns is killed
    /// (with its whole process group) and counts as a time-out.
    #[arg(long, value_name = "SECS", default_value_t = 2.0)]
    pub(crate) time_limit: f64,
    /// Stop after N cases.
    #[arg(long, value_name = "N", conflicts_with = "duration")]
    pub(crate) cases: Option<u64>,
    /// Stop after SECS seconds, shrinking included [default: 30].
    #[arg(long, value_name = "SECS")]
    pub(crate) duration: Option<f64>,
    /// Seed: the same seed and options give the same cases [default: from
    /// the clock, printed].
    #[arg(long, value_name = "N")]
    pub(crate) seed: Option<u64>,
    /// Where the shrunk failing case goes: OUT/fail.in and its answers
    /// OUT/fail.ans.
    #[arg(short = 'o', long, value_name = "DIR", default_value = "./stress-fail")]
    pub(crate) out: PathBuf,
    /// Words before `--` that are no option: a program given without it.
    #[arg(hide = true, value_name = "CMD")]
    pub(crate) stray: Vec<OsString>,
    /// The program to test and its arguments, after `--`; it reads a puzzle
    /// on stdin and prints one line per game.
    #[arg(last = true, value_name = "CMD", required_unless_present = "stray")]
    pub(crate) command: Vec<OsString>,
}

#[derive(Debug, Args)]
pub(crate) struct TestsetArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// The folder to write (created if need be): puzzle1.in, puzzle1.ans,
    /// ..., and README.md; or the package.
    pub(crate) dir: PathBuf,
    /// Each case of the first two tiers the size of the original data's
    /// case in its place (3 x 3 with one game up to 30 x 30 with 10),
    /// instead of the size that suits its family; full cases are 30 x 30
    /// with 500 games either way.
    #[arg(long)]
    pub(crate) noip: bool,
    /// Seed: the same seed and options give the same test set.
    #[arg(long, value_name = "S", default_value_t = 2013)]
    pub(crate) seed: u64,
    /// Cases, in the original data's shares: 6 of 20 with n, m <= 10 and
    /// q = 1, 6 with q <= 10, and 8 at the full limits (n, m <= 30, q <= 500).
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub(crate) cases: usize,
    /// What to write: the plain folder, Hydro's problem package, an ICPC
    /// (Kattis, DOMjudge) problem package, or a FreeProblemSet XML file.
    #[arg(long, value_enum, default_value_t = PackageFormat::Plain)]
    pub(crate) format: PackageFormat,
    /// Package the cases of this folder (every X.in, with X.ans where there
    /// is one) instead of drawing a set; each case is read with the
    /// original limits first, and a bad one refused.
    #[arg(long, value_name = "DATA", conflicts_with_all = ["noip", "seed", "cases"])]
    pub(crate) from: Option<PathBuf>,
    /// Write into DIR even when it is not empty: the files of an earlier
    /// set there (those its huarong-testset.txt lists) are removed first,
    /// and nothing else.
    #[arg(long)]
    pub(crate) force: bool,
}

/// The values of `testset --format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum PackageFormat {
    /// X.in with X.ans, and README.md.
    Plain,
    /// problem.yaml, problem_en.md, problem_zh.md, testdata/ with
    /// config.yaml, std/ with the reference solution, and the zip Hydro
    /// imports.
    Hydro,
    /// problem.yaml, statements, data/ in groups, an input validator and
    /// submissions, as problemtools' verifyproblem checks them, and the zip
    /// DOMjudge imports.
    Icpc,
    /// huarong-dao.xml, a FreeProblemSet file (statement, limits, sample,
    /// every case and the reference solution), which HUSTOJ, QDUOJ, HOJ and
    /// Hydro import.
    Fps,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// Address to listen on (port 0: any free port).
    #[arg(long, value_name = "ADDR", default_value_t = huarong_web::DEFAULT_ADDR)]
    pub(crate) addr: std::net::SocketAddr,
    /// Larger request bodies get 413.
    #[arg(long, value_name = "BYTES", default_value_t = huarong_web::DEFAULT_MAX_BODY_BYTES)]
    pub(crate) max_body_bytes: usize,
    /// Boards with more cells (rows x columns) get 422.
    #[arg(long, value_name = "CELLS", default_value_t = huarong_web::DEFAULT_MAX_CELLS)]
    pub(crate) max_cells: u64,
    /// Puzzles with more games get 422.
    #[arg(long, value_name = "GAMES", default_value_t = huarong_web::DEFAULT_MAX_GAMES)]
    pub(crate) max_games: usize,
    /// Solves at once (0: one per core).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) solvers: usize,
    /// Requests that may wait for a solver; more get 503.
    #[arg(long, value_name = "N", default_value_t = huarong_web::DEFAULT_QUEUE)]
    pub(crate) queue: usize,
    /// Time limit of one API request, in seconds; past it 503.
    #[arg(long, value_name = "SECS", default_value_t = huarong_web::DEFAULT_TIME_LIMIT.as_secs())]
    pub(crate) time_limit: u64,
    /// Seconds a client has to send a request's header, and its body; idle
    /// connections, and clients that stop reading, are cut off after as long.
    #[arg(long, value_name = "SECS",
          default_value_t = huarong_web::DEFAULT_CLIENT_TIMEOUT.as_secs())]
    pub(crate) client_timeout: u64,
}

#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub(crate) struct ManArgs {
    /// The subcommand whose page to print; the whole command's without it.
    #[arg(value_name = "COMMAND", value_enum, hide_possible_values = true)]
    pub(crate) command: Option<CommandName>,
}

/// `--quiet`, for the commands that show progress.
#[derive(Debug, Args)]
pub(crate) struct QuietFlag {
    /// Show no progress on stderr; errors and verdicts still go there.
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["game", "cell"])))]
pub(crate) struct ExplainArgs {
    #[command(flatten)]
    pub(crate) quiet: QuietFlag,
    /// The puzzle file (the judge's format); `-` reads stdin.
    pub(crate) file: PathBuf,
    /// The game to explain, counting from 1: the blank's first walk to each
    /// free side of the piece, and the optimal path of states (start,
    /// around, swap) with the moves so far.
    #[arg(short, long, value_name = "K")]
    pub(crate) game: Option<usize>,
    /// The cell to explain, row and column from 1: the blank's walk between
    /// every two free sides of it, without crossing it.
    #[arg(long, value_name = "R,C", value_parser = parse_cell)]
    pub(crate) cell: Option<(u32, u32)>,
    /// Output format: sentences, tables and drawings, or one JSON object.
    #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
    pub(crate) format: ExplainFormat,
    #[command(flatten)]
    pub(crate) color: ColorFlag,
    #[command(flatten)]
    pub(crate) solving: SolvingFlags,
}

/// The values of `explain --format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExplainFormat {
    /// Sentences, a table and drawings of the states reached.
    Text,
    /// One JSON object: `game`, `answer`, `start`, `path`; or `cell`, `around`.
    Json,
}

/// `R,C`, both from 1.
fn parse_cell(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("`{text}` is not a cell: give its row and column, from 1, as R,C");
    let (row, col) = text.split_once(',').ok_or_else(bad)?;
    let row: u32 = row.trim().parse().map_err(|_| bad())?;
    let col: u32 = col.trim().parse().map_err(|_| bad())?;
    if row == 0 || col == 0 {
        return Err(bad());
    }
    Ok((row, col))
}
