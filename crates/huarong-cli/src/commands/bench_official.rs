//! The 20 official NOIP 2013 cases (`data/noip2013`, 216 KB with their
//! answers), built into the binary so that `huarong bench` runs from any
//! folder; `bench --official DIR` reads another copy instead.

/// One official case: `puzzleN.in` and the judge's `puzzleN.ans`.
pub(crate) struct Case {
    /// N, from 1.
    pub(crate) number: usize,
    /// The puzzle, in the judge's format.
    pub(crate) input: &'static str,
    /// The judge's answers, one line per game.
    pub(crate) answers: &'static str,
}

/// The cases `numbers`, in that order, read at compile time.
macro_rules! cases {
    ($($n:literal),*) => {
        [$(Case {
            number: $n,
            input: include_str!(concat!("../../../../data/noip2013/puzzle", $n, ".in")),
            answers: include_str!(concat!("../../../../data/noip2013/puzzle", $n, ".ans")),
        }),*]
    };
}

/// The 20 cases, puzzle1 to puzzle20.
pub(crate) const CASES: [Case; 20] = cases!(
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
);

#[cfg(test)]
mod tests {
    use super::CASES;

    #[test]
    fn the_cases_are_numbered_in_order_and_answer_every_game() {
        for (i, case) in CASES.iter().enumerate() {
            assert_eq!(case.number, i + 1);
            let games: usize = case
                .input
                .lines()
                .next()
                .and_then(|line| line.split_whitespace().nth(2))
                .and_then(|q| q.parse().ok())
                .expect("a header line `n m q`");
            assert_eq!(case.answers.lines().count(), games, "puzzle{}", case.number);
        }
    }
}
