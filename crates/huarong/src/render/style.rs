//! The look every SVG picture shares, the board's and the classic puzzle's:
//! the palette, the bands round the board, the holds of an animation, and
//! how a wall cell is drawn.

/// The picture's background.
pub(crate) const BACKGROUND: &str = "#1d1f23";
/// A free cell's floor.
pub(crate) const FLOOR: &str = "#2c2f36";
/// A wall (a fixed cell), and its edge and cross.
pub(crate) const WALL: &str = "#596170";
pub(crate) const WALL_EDGE: &str = "#3b414c";
/// The piece that must reach the target, and its edge.
pub(crate) const PIECE: &str = "#d8432f";
pub(crate) const PIECE_EDGE: &str = "#7a1d12";
/// A movable tile (a single cell, in the classic puzzle).
pub(crate) const TILE: &str = "#e6d3a3";
/// The board's tiles' edge.
pub(crate) const TILE_EDGE: &str = "#a98b52";
/// The blank's dashed outline.
pub(crate) const BLANK_EDGE: &str = "#b9bfc9";
/// The designated piece's route.
pub(crate) const ROUTE: &str = "#ffa726";
/// The classic puzzle's blocks of two cells, and of more.
pub(crate) const DOUBLE_BLOCK: &str = "#c9a66b";
pub(crate) const LARGER_BLOCK: &str = "#a7c4a0";
/// The edge of the classic puzzle's blocks but the designated one.
pub(crate) const BLOCK_EDGE: &str = "#7d6438";
/// The target, or the goal.
pub(crate) const TARGET: &str = "#35d07f";
/// Titles, counters and captions.
pub(crate) const TEXT: &str = "#eceff4";
/// Names on light blocks.
pub(crate) const DARK_TEXT: &str = "#2b2118";
/// The row and column numbers.
pub(crate) const RULER_TEXT: &str = "#9aa1ad";

/// Margin round the board, in SVG user units.
pub(crate) const PAD: usize = 12;
/// Height of the band below the board.
pub(crate) const BOTTOM: usize = 30;

/// Seconds the start is shown before the first move.
pub(crate) const HOLD_START: f64 = 1.0;
/// Seconds the end is shown before the animation starts over.
pub(crate) const HOLD_END: f64 = 2.0;

/// A wall cell of `side` units with its top-left corner at the origin: its
/// edge, the wall inset by one unit, and a cross a quarter in from each
/// side.
pub(crate) fn wall_cell(side: usize) -> String {
    let (inner, near) = (side - 2, side / 4);
    let far = side - near;
    format!(
        "<rect width=\"{side}\" height=\"{side}\" fill=\"{WALL_EDGE}\"/><rect x=\"1\" y=\"1\" width=\"{inner}\" height=\"{inner}\" rx=\"2\" fill=\"{WALL}\"/><path d=\"M{near} {far}L{far} {near}M{near} {near}L{far} {far}\" stroke=\"{WALL_EDGE}\" stroke-width=\"3\"/>"
    )
}
