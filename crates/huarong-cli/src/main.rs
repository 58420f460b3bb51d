//! The `huarong` command: a thin layer that reads, calls the library, and prints.

mod args;
mod bench;
mod bench_matrix;
mod demo;
mod malloc;
mod output;
mod progress;
mod show;

use std::io::{self, BufWriter, Read, Write};
use std::os::fd::AsFd;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use huarong::generate::{board, mixed_games, random_games, seeded};
use huarong::{Answers, ParseErrorKind, Puzzle, SolveOptions, parse_puzzle};

use args::{Cli, Command, EngineArg, Format, GenArgs, SolveArgs};

fn main() -> ExitCode {
    malloc::keep_freed_blocks();
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    if cli.solve.threads > 0 {
        rayon::ThreadPoolBuilder::new()
            .num_threads(cli.solve.threads)
            .build_global()
            .context("cannot start the worker threads")?;
    }
    match cli.command {
        None => solve(Path::new("-"), &cli.solve),
        Some(Command::Solve {
            file,
            moves,
            format,
        }) => solve_to(&file, &cli.solve, moves, format),
        Some(Command::Demo) => demo::run(&mut io::stdout().lock(), cli.solve.engine.into()),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Gen(args)) => generate(&args, &cli.solve),
        Some(Command::Show(args)) => show::run(&args, &cli.solve),
    }
}

fn generate(args: &GenArgs, options: &SolveArgs) -> anyhow::Result<()> {
    let (rows, cols) = args.family.shape(args.rows, args.cols);
    let cells = (rows as u128) * (cols as u128);
    anyhow::ensure!(
        rows > 0 && cols > 0 && cells <= u128::from(options.max_cells),
        "a {rows} x {cols} board is outside 1..={} cells (see --max-cells)",
        options.max_cells
    );
    let mut rng = seeded(args.seed);
    let board = board(args.family, rows, cols, &mut rng);
    let games = if args.uniform {
        random_games(&board, args.games, &mut rng)
    } else {
        mixed_games(&board, args.games, &mut rng)
    };
    let puzzle = Puzzle { board, games };
    if let Some(path) = &args.answers {
        let answers =
            huarong::solve(&puzzle, &SolveOptions::new(options.engine.into()))?.into_costs();
        let mut file = BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("cannot create {}", path.display()))?,
        );
        write_answers(&mut file, &answers)?;
        file.flush()?;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    write!(out, "{puzzle}")?;
    out.flush()?;
    Ok(())
}

/// The judge's output: one line per game, -1 when unsolvable.
fn write_answers(out: &mut impl Write, answers: &[Option<u64>]) -> io::Result<()> {
    for (i, answer) in answers.iter().enumerate() {
        output::write_answer(out, Format::Text, i + 1, *answer)?;
    }
    Ok(())
}

fn solve_to(file: &Path, options: &SolveArgs, moves: bool, format: Format) -> anyhow::Result<()> {
    if !moves && format == Format::Text {
        return solve(file, options);
    }
    let puzzle = read_puzzle(file, options)?;
    let mut out = BufWriter::new(io::stdout().lock());
    if moves {
        anyhow::ensure!(
            options.engine == EngineArg::Fast,
            "move sequences come from the fast engine: drop --engine"
        );
        let bar = progress::Bar::new(puzzle.games.len());
        let report = |p| bar.report(p);
        let options = SolveOptions::default()
            .with_moves(true)
            .with_progress(&report);
        let answers = huarong::solve(&puzzle, &options)?;
        drop(bar);
        let Answers::Solutions(solutions) = answers else {
            unreachable!("moves were asked for")
        };
        for (i, solution) in solutions.iter().enumerate() {
            output::write_solution(&mut out, format, i + 1, solution.as_ref())?;
        }
    } else {
        let answers = solve_reporting(&puzzle, options)?;
        for (i, answer) in answers.iter().enumerate() {
            output::write_answer(&mut out, format, i + 1, *answer)?;
        }
    }
    out.flush()?;
    Ok(())
}

fn solve(file: &Path, options: &SolveArgs) -> anyhow::Result<()> {
    let puzzle = read_puzzle(file, options)?;
    let answers = solve_reporting(&puzzle, options)?;
    let mut out = BufWriter::new(io::stdout().lock());
    write_answers(&mut out, &answers)?;
    out.flush()?;
    Ok(())
}

/// Answers every game, with a progress bar on a terminal for long runs.
fn solve_reporting(puzzle: &Puzzle, options: &SolveArgs) -> anyhow::Result<Vec<Option<u64>>> {
    let bar = progress::Bar::new(puzzle.games.len());
    let report = |p| bar.report(p);
    let options = SolveOptions::new(options.engine.into()).with_progress(&report);
    Ok(huarong::solve(puzzle, &options)?.into_costs())
}

/// Reads and parses a puzzle from `file` (`-` for stdin).
pub fn read_puzzle(file: &Path, options: &SolveArgs) -> anyhow::Result<Puzzle> {
    let mut text = Vec::new();
    if file == Path::new("-") {
        let mut stdin = io::stdin().lock();
        // When standard input is a file (`huarong < puzzle.in`, as judges run
        // it), its size is known: read it into one buffer of that size instead
        // of doubling one (a 16 MB input otherwise copies and maps 32 MB).
        let size = stdin
            .as_fd()
            .try_clone_to_owned()
            .ok()
            .and_then(|fd| std::fs::File::from(fd).metadata().ok())
            .filter(std::fs::Metadata::is_file)
            .map(|meta| meta.len());
        if let Some(size) = size {
            text.reserve_exact(usize::try_from(size).unwrap_or(0).saturating_add(1));
        }
        stdin
            .read_to_end(&mut text)
            .context("cannot read standard input")?;
    } else {
        text = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    }
    parse_puzzle(&text, &options.limits()).map_err(|err| {
        let hint = matches!(err.kind, ParseErrorKind::TooLarge { .. })
            .then_some(" (raise the limit with --max-cells)")
            .unwrap_or_default();
        anyhow::anyhow!("{err}{hint}")
    })
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}
