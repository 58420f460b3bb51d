//! `huarong check INPUT OUTPUT [ANSWER]`: a testlib checker. One line on
//! stderr, and testlib's exit status: 0 ok, 1 wrong answer, 2 presentation
//! error, 3 jury failure (a broken INPUT or ANSWER, or an ANSWER that is not
//! huarong's own answer).

use huarong::{Engine, InputLimits, Verdict, parse_puzzle};

use super::judge::check_answer_file;
use crate::cli::CheckConfig;
use crate::{input, output, solving};

/// Judges the output; returns the exit status.
pub(crate) fn run(config: &CheckConfig) -> u8 {
    let verdict = verdict(config);
    for line in verdict.lines(config.verbose) {
        output::stderr_line(&line);
    }
    verdict.status()
}

fn verdict(config: &CheckConfig) -> Verdict {
    let fail = |what: String| Verdict::JuryFailure(what);
    let text = match input::read_bytes(&config.input) {
        Ok(text) => text,
        Err(err) => return fail(format!("input: {err:#}")),
    };
    let puzzle = match parse_puzzle(&text, &InputLimits::default()) {
        Ok(puzzle) => puzzle,
        Err(err) => return fail(format!("input: {err}")),
    };
    let expected = match solving::answers(&puzzle, Engine::default(), false) {
        Ok(answers) => answers.into_costs(),
        Err(err) => return fail(format!("input: {err:#}")),
    };
    if let Some(path) = &config.answer {
        let text = match input::read_bytes(path) {
            Ok(text) => text,
            Err(err) => return fail(format!("answer: {err:#}")),
        };
        // The answer file is judged as an output would be, against
        // huarong's answers: any fault is the jury's.
        if let Err(what) = check_answer_file("answer", &puzzle, &expected, &text) {
            return fail(what);
        }
    }
    match input::read_bytes(&config.output) {
        Ok(output) => Verdict::of(&puzzle, &expected, &output),
        Err(err) => fail(format!("output: {err:#}")),
    }
}
