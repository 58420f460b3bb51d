//! Drawing one game: the board, the blank, the designated piece, the target and
//! the piece's route, as terminal text or as SVG.
//!
//! Everything here is pure: functions return `String`s and print nothing. A
//! [`Scene`] replays a solution once, checking every move, and then draws it:
//!
//! * [`Scene::terminal`]: a header with the game number and the answer, the
//!   board with the route overlaid, and a legend; [`Style::Color`] adds ANSI
//!   colours.
//! * [`Scene::steps`]: one numbered frame per move of the designated piece (not
//!   per move of the blank), each with the number of moves so far.
//! * [`Scene::svg`]: a still picture of the start with the route overlaid, or an
//!   animation of the whole solution in SMIL (`<animate>`, `<animateTransform>`)
//!   that plays and loops in a browser, with a move counter.
//!
//! The terminal legend is that of `huarong demo`: `#` fixed piece, `.` movable
//! piece, `E` blank, `S` designated piece, `T` target; the route is drawn with
//! `^ v < >`, each arrow in a cell the piece passes through pointing where it
//! goes next (where the route crosses a cell twice, its first departure shows).
//!
//! **Long solutions in SVG.** Up to [`MAX_ANIMATED_MOVES`] moves the animation
//! shows every move, [`SECONDS_PER_FRAME`] each: the piece that moves slides
//! into the blank. Longer solutions are sampled: [`MAX_ANIMATED_MOVES`] frames
//! at evenly spaced move counts (the counter names them), each shown for the
//! same time, without sliding. So an animation lasts at most about a minute and
//! its size grows with the board and the route, not with the solution's length
//! beyond the cap.
//!
//! ```
//! use huarong::render::{Scene, Style};
//! use huarong::{Board, Dir, Game, Pos, Solution};
//! let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
//! let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
//! let solution = Solution { cost: 2, moves: vec![Dir::Up, Dir::Up] };
//! let scene = Scene::new(&board, 1, game, Some(&solution)).unwrap();
//! assert_eq!(scene.route(), vec![Pos::new(0, 1), Pos::new(1, 1)]);
//! let text = scene.terminal(Style::Plain);
//! assert!(text.starts_with("game 1: answer 2"));
//! assert!(text.contains("1  # S . .\n2  # T . #\n3  # E # #\n"));
//! assert_eq!(scene.steps(Style::Plain).len(), 1);
//! assert!(scene.svg(true).starts_with("<svg"));
//! ```
//!
//! At the edge of the pipeline. May use: `input`, `solution`.

mod scene;
pub(crate) mod style;
mod svg;
mod terminal;

pub use scene::{Frame, Position, Scene, SceneError, positions, route};
pub use svg::{MAX_ANIMATED_MOVES, SECONDS_PER_FRAME};
pub use terminal::Style;
