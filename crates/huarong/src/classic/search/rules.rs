//! How layouts are packed, and which moves each allows, precomputed per
//! puzzle.
//!
//! A layout is packed as one small field per open cell (walls have none): 0,
//! or the class of the piece whose top-left cell it is, plus one; as many
//! fields to a 64-bit word as fit whole. A class is a shape (height x
//! width), the designated piece being a class of its own; so pieces of one
//! shape are interchangeable, and two layouts that differ only in which of
//! them stands where are one key, as players count them. The covered cells
//! follow from the top-left cells, so the key is canonical, and a move
//! changes two fields only: the piece's old top-left field is cleared and
//! its new one set, one XOR with precomputed masks.
//!
//! When that makes the key narrower, the designated piece (there is one)
//! has no code in the cells' fields but a field of its own, its top-left
//! slot plus one: the cells' fields then need one value fewer, as the
//! classic board's five (none, Cao Cao, the two generals, a soldier) in
//! three bits become four in two, and a 5 x 5 board's key fits one word.
//! Its move changes that field alone, again one XOR.

use crate::classic::metric::Metric;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::search::word::Word;
use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// No open cell: a wall, or a step off the board or into a wall.
const NONE: u32 = u32::MAX;

/// The packing of a puzzle's layouts, before a width is chosen for it.
#[derive(Clone, Debug)]
pub(crate) struct Encoding {
    /// Open cells.
    slots: usize,
    /// Row-major, each cell's slot, or [`NONE`] for a wall.
    slot_of: Vec<u32>,
    /// Each slot's position.
    pos_of: Vec<Pos>,
    /// Each class's shape; class 0 is the designated piece's.
    classes: Vec<(usize, usize)>,
    /// Each piece's class, in the puzzle's order of pieces.
    class_of: Vec<usize>,
    /// Bits per field of a cell: enough for 0 and the code of every class
    /// it holds.
    width: usize,
    /// The designated piece's own field, when it has one (see the module's
    /// notes).
    head: Option<HeadField>,
    /// The words a layout takes.
    words: usize,
    /// Fields to a 64-bit word.
    per_word: usize,
    /// For each bit of a word, the field it is in (a division, looked up:
    /// unpacking is the search's inner loop).
    field_of_bit: [u8; 64],
    cols: usize,
}

/// Where the designated piece's own field lies: in word `word` from bit
/// `shift`, `bits` wide.
#[derive(Clone, Copy, Debug)]
struct HeadField {
    word: usize,
    shift: u32,
    bits: u32,
}

/// The bits a field needs for the values `0..=max`.
fn bits_for(max: usize) -> usize {
    (usize::BITS - max.leading_zeros()) as usize
}

impl Encoding {
    /// The packing of `puzzle`'s layouts, refused before anything is
    /// allocated when they take more than `max_words` words.
    pub(crate) fn new(puzzle: &ClassicPuzzle, max_words: usize) -> Result<Encoding, TooWide> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let mut classes = vec![puzzle.designated().shape()];
        let class_of = puzzle
            .pieces()
            .iter()
            .enumerate()
            .map(|(i, piece)| {
                if i == puzzle.designated_index() {
                    return 0;
                }
                let shape = piece.shape();
                match classes.iter().skip(1).position(|&s| s == shape) {
                    Some(j) => j + 1,
                    None => {
                        classes.push(shape);
                        classes.len() - 1
                    }
                }
            })
            .collect();
        let open = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| Pos::new(r, c)))
            .filter(|&pos| !puzzle.is_wall(pos))
            .count();
        // Every class coded in the cells' fields, or all but the designated
        // piece's, which then has a field of its own: the narrower.
        let mut width = bits_for(classes.len());
        let mut per_word = 64 / width;
        let mut words = open.div_ceil(per_word);
        let mut head = None;
        if classes.len() >= 2 && bits_for(classes.len() - 1) < width {
            let narrow = bits_for(classes.len() - 1);
            let narrow_per_word = 64 / narrow;
            let cell_words = open.div_ceil(narrow_per_word);
            let used = (open - (cell_words - 1) * narrow_per_word) * narrow;
            let bits = bits_for(open);
            let field = if used + bits <= 64 {
                HeadField {
                    word: cell_words - 1,
                    shift: (64 - bits) as u32,
                    bits: bits as u32,
                }
            } else {
                HeadField {
                    word: cell_words,
                    shift: 0,
                    bits: bits as u32,
                }
            };
            if field.word < words {
                (width, per_word, words) = (narrow, narrow_per_word, field.word + 1);
                head = Some(field);
            }
        }
        if words > max_words {
            return Err(TooWide {
                open_cells: open,
                classes: classes.len(),
                bits: open * bits_for(classes.len()),
            });
        }
        let mut slot_of = vec![NONE; rows * cols];
        let mut pos_of = Vec::with_capacity(open);
        for r in 0..rows {
            for c in 0..cols {
                let pos = Pos::new(r, c);
                if !puzzle.is_wall(pos) {
                    // At most 64 * max_words.
                    slot_of[r * cols + c] = u32::try_from(pos_of.len()).unwrap_or(NONE);
                    pos_of.push(pos);
                }
            }
        }
        // At most 62 pieces (one a letter or digit), so at most 6 bits.
        let field_of_bit = std::array::from_fn(|bit| u8::try_from(bit / width).unwrap_or(u8::MAX));
        Ok(Encoding {
            slots: open,
            slot_of,
            pos_of,
            classes,
            class_of,
            width,
            head,
            words,
            per_word,
            field_of_bit,
            cols,
        })
    }

    /// The 64-bit words a packed layout takes.
    pub(crate) fn words(&self) -> usize {
        self.words
    }

    /// The slot of the open cell at `pos`, or [`NONE`].
    fn slot(&self, pos: Pos) -> u32 {
        self.slot_of[pos.row() * self.cols + pos.col()]
    }

    /// Open cells.
    pub(crate) fn slots(&self) -> usize {
        self.slots
    }

    /// The word of `slot`'s field, and where in it the field starts.
    fn place(&self, slot: usize) -> (usize, u32) {
        let shift = (slot % self.per_word) * self.width;
        // Below 64.
        (slot / self.per_word, shift as u32)
    }

    /// The all-ones value of a field.
    fn mask(&self) -> u64 {
        (1 << self.width) - 1
    }

    /// The code of `class` in a cell's field: its index plus one, or, the
    /// designated piece having its own field, its index.
    fn code(&self, class: usize) -> u64 {
        (class + usize::from(self.head.is_none())) as u64
    }

    /// The class coded `code` in a cell's field (not 0).
    fn class_of_code(&self, code: u64) -> u32 {
        // Codes are below the number of classes plus one, which fits u32.
        (code as u32 - 1) + u32::from(self.head.is_some())
    }
}

/// A layout too wide to pack: its open cells, its classes of piece, and
/// the bits it would take.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TooWide {
    pub(crate) open_cells: usize,
    pub(crate) classes: usize,
    pub(crate) bits: usize,
}

/// The move that led to a layout: its piece's top-left slot before and
/// now.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LastMove {
    pub(crate) before: u32,
    pub(crate) now: u32,
}

/// A piece of class `class` with its top-left cell at `slot`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed {
    pub(crate) class: u32,
    pub(crate) slot: u32,
}

/// A class's piece at one slot.
#[derive(Clone, Copy, Debug)]
struct Anchor<const N: usize> {
    /// The cells it covers (none when it does not fit there).
    cover: Word<N>,
    /// Its field in a packed layout.
    field: Word<N>,
    /// The cells its single steps move into: unless one is blank, it
    /// cannot move (the test that skips most pieces of a crowded board).
    halo: Word<N>,
}

/// One step of a class's piece from one slot.
#[derive(Clone, Copy, Debug)]
struct Step<const N: usize> {
    /// The slot it reaches, or [`NONE`] when it would leave the open cells.
    to: u32,
    /// The cells it moves into, which must be blank.
    need: Word<N>,
}

/// The rules of one puzzle for layouts packed in `N` words.
pub(crate) struct Rules<const N: usize> {
    encoding: Encoding,
    /// By `class * slots + slot`.
    anchors: Vec<Anchor<N>>,
    /// By `class * slots + slot`, then direction.
    steps: Vec<[Step<N>; 4]>,
    /// The designated piece's field at its goal, and all ones in that field.
    goal: Word<N>,
    goal_mask: Word<N>,
    /// The start layout.
    start: Word<N>,
    /// Every open cell.
    all: Word<N>,
    /// For each slot, the slots from which a piece of some class makes a
    /// step whose first cell it is: with the blanks, where the pieces that
    /// can move may stand.
    near: Vec<Word<N>>,
    /// For each slot, the word of its field and where in it the field
    /// starts.
    places: Vec<(usize, u32)>,
}

/// Buffers reused from layout to layout.
#[derive(Default)]
pub(crate) struct Scratch {
    /// The places of one piece still to flood from.
    stack: Vec<u32>,
}

impl<const N: usize> Rules<N> {
    /// The rules of `puzzle`, whose layouts `encoding` packs in at most
    /// `N` words.
    pub(crate) fn new(puzzle: &ClassicPuzzle, encoding: Encoding) -> Rules<N> {
        debug_assert!(encoding.words() <= N);
        let slots = encoding.slots;
        let mut anchors = Vec::with_capacity(encoding.classes.len() * slots);
        for (class, &(height, width)) in encoding.classes.iter().enumerate() {
            for &pos in &encoding.pos_of {
                let cells: Option<Vec<u32>> = (0..height)
                    .flat_map(|dr| (0..width).map(move |dc| (pos.row() + dr, pos.col() + dc)))
                    .map(|(r, c)| {
                        (r < puzzle.rows() && c < puzzle.cols())
                            .then(|| encoding.slot(Pos::new(r, c)))
                            .filter(|&s| s != NONE)
                    })
                    .collect();
                let cover = cells.map_or(Word::ZERO, |cells| {
                    cells
                        .into_iter()
                        .fold(Word::ZERO, |set, s| set | Word::bit(s as usize))
                });
                let slot = encoding.slot(pos) as usize;
                let field = match encoding.head {
                    Some(head) if class == 0 => Word::field(head.word, head.shift, slot as u64 + 1),
                    _ => {
                        let (word, shift) = encoding.place(slot);
                        Word::field(word, shift, encoding.code(class))
                    }
                };
                anchors.push(Anchor {
                    cover,
                    field,
                    halo: Word::ZERO,
                });
            }
        }
        let mut steps = Vec::with_capacity(anchors.len());
        for (i, anchor) in anchors.iter().enumerate() {
            let (class, slot) = (i / slots, i % slots);
            let mut four = [Step {
                to: NONE,
                need: Word::ZERO,
            }; 4];
            for (dir, step) in Dir::ALL.into_iter().zip(&mut four) {
                let (dr, dc) = dir.delta();
                let pos = encoding.pos_of[slot];
                let to = pos
                    .row()
                    .checked_add_signed(dr)
                    .zip(pos.col().checked_add_signed(dc))
                    .filter(|&(r, c)| r < puzzle.rows() && c < puzzle.cols())
                    .map(|(r, c)| encoding.slot(Pos::new(r, c)))
                    .filter(|&s| s != NONE)
                    .filter(|&s| {
                        !anchor.cover.is_zero()
                            && !anchors[class * slots + s as usize].cover.is_zero()
                    });
                if let Some(to) = to {
                    *step = Step {
                        to,
                        need: anchors[class * slots + to as usize].cover
                            ^ (anchors[class * slots + to as usize].cover & anchor.cover),
                    };
                }
            }
            steps.push(four);
        }
        for (i, anchor) in anchors.iter_mut().enumerate() {
            anchor.halo = steps[i]
                .iter()
                .fold(Word::ZERO, |halo, step| halo | step.need);
        }
        let all = (0..slots).fold(Word::ZERO, |set, s| set | Word::bit(s));
        // A step needs all its cells blank, so its first one: each step is
        // listed under that cell alone.
        let mut near = vec![Word::ZERO; slots];
        for (i, step) in steps.iter().flatten().enumerate() {
            if let Some((w, word)) = step.need.0.iter().enumerate().find(|(_, w)| **w != 0) {
                let first = w * 64 + word.trailing_zeros() as usize;
                near[first] = near[first] | Word::bit(i / 4 % slots);
            }
        }
        let places = (0..slots).map(|slot| encoding.place(slot)).collect();
        let goal_slot = encoding.slot(puzzle.goal()) as usize;
        let goal = anchors[goal_slot].field;
        let goal_mask = match encoding.head {
            Some(head) => Word::field(head.word, head.shift, (1 << head.bits) - 1),
            None => {
                let (word, shift) = encoding.place(goal_slot);
                Word::field(word, shift, encoding.mask())
            }
        };
        let start = puzzle.pieces().iter().zip(&encoding.class_of).fold(
            Word::ZERO,
            |key, (piece, &class)| {
                key ^ anchors[class * slots + encoding.slot(piece.pos) as usize].field
            },
        );
        Rules {
            encoding,
            anchors,
            steps,
            goal,
            goal_mask,
            start,
            all,
            near,
            places,
        }
    }

    /// The blank cells of `key`.
    pub(crate) fn blanks(&self, key: Word<N>) -> Word<N> {
        self.unpack(key, &mut Vec::new()) ^ self.all
    }

    /// The start layout.
    pub(crate) fn start(&self) -> Word<N> {
        self.start
    }

    /// Whether the designated piece is on its goal in `key`.
    #[inline]
    pub(crate) fn is_goal(&self, key: Word<N>) -> bool {
        (key & self.goal_mask) == self.goal
    }

    /// The encoding the rules pack layouts with.
    pub(crate) fn encoding(&self) -> &Encoding {
        &self.encoding
    }

    #[inline]
    fn anchor(&self, class: u32, slot: u32) -> &Anchor<N> {
        &self.anchors[class as usize * self.encoding.slots + slot as usize]
    }

    #[inline]
    fn step(&self, class: u32, slot: u32, dir: usize) -> &Step<N> {
        &self.steps[class as usize * self.encoding.slots + slot as usize][dir]
    }

    /// `key` without the designated piece's own field, if it has one: the
    /// cells' fields alone.
    #[inline]
    fn cells_of(&self, key: Word<N>) -> Word<N> {
        match self.encoding.head {
            Some(head) => {
                let mut cells = key;
                cells.0[head.word] &= !(((1 << head.bits) - 1) << head.shift);
                cells
            }
            None => key,
        }
    }

    /// The designated piece's slot in `key`, if it has its own field.
    #[inline]
    fn head_slot(&self, key: Word<N>) -> Option<u32> {
        // Below the number of slots, which fits u32 (see Encoding::new).
        self.encoding
            .head
            .map(|head| ((key.0[head.word] >> head.shift) & ((1 << head.bits) - 1)) as u32 - 1)
    }

    /// The pieces of `key`, into `pieces`, and the cells they cover.
    #[inline]
    pub(crate) fn unpack(&self, key: Word<N>, pieces: &mut Vec<Placed>) -> Word<N> {
        pieces.clear();
        let (width, mask) = (self.encoding.width, self.encoding.mask());
        let mut covered = Word::ZERO;
        for (w, &word) in self.cells_of(key).0.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let field = usize::from(self.encoding.field_of_bit[rest.trailing_zeros() as usize]);
                let shift = field * width;
                let code = (rest >> shift) & mask;
                rest ^= code << shift;
                // Codes are classes plus one; slots fit u32 (see
                // Encoding::new).
                let placed = Placed {
                    class: self.encoding.class_of_code(code),
                    slot: (w * self.encoding.per_word + field) as u32,
                };
                covered = covered | self.anchor(placed.class, placed.slot).cover;
                pieces.push(placed);
            }
        }
        if let Some(slot) = self.head_slot(key) {
            // In its place in the order of slots, as were it coded in them.
            let at = pieces.partition_point(|p| p.slot < slot);
            pieces.insert(at, Placed { class: 0, slot });
            covered = covered | self.anchor(0, slot).cover;
        }
        covered
    }

    /// The move from `before` to `after`, one move apart.
    #[inline]
    pub(crate) fn last_move(&self, before: Word<N>, after: Word<N>) -> LastMove {
        if let (Some(from), Some(to)) = (self.head_slot(before), self.head_slot(after))
            && from != to
        {
            return LastMove {
                before: from,
                now: to,
            };
        }
        let (before, after) = (self.cells_of(before), self.cells_of(after));
        let (width, per_word) = (self.encoding.width, self.encoding.per_word);
        let mut slots = [NONE; 2];
        let mut found = 0;
        for (w, (&a, &b)) in before.0.iter().zip(&after.0).enumerate() {
            let mut changed = a ^ b;
            while changed != 0 && found < 2 {
                let field =
                    usize::from(self.encoding.field_of_bit[changed.trailing_zeros() as usize]);
                changed &= !(self.encoding.mask() << (field * width));
                // Slots fit u32 (see Encoding::new).
                slots[found] = (w * per_word + field) as u32;
                found += 1;
            }
        }
        debug_assert_eq!(found, 2, "one move changes two fields");
        if self.code(before, slots[0] as usize) == 0 {
            LastMove {
                before: slots[1],
                now: slots[0],
            }
        } else {
            LastMove {
                before: slots[0],
                now: slots[1],
            }
        }
    }

    /// The code of `slot`'s field in `key`: 0, or a class plus one.
    fn code(&self, key: Word<N>, slot: usize) -> u64 {
        let (word, shift) = self.encoding.place(slot);
        (key.0[word] >> shift) & self.encoding.mask()
    }

    /// Calls `visit` with every layout one move from `key` (whose blank
    /// cells are `blanks`) in `metric`, and its blank cells, but for the
    /// moves that `came` shows lead to layouts seen already: `key`'s parent
    /// moved a piece from slot `came.before` to `came.now`. In the piece
    /// count, that piece's every move from `key` leads where a move of it
    /// from the parent led (the other pieces stand as they stood), so it is
    /// skipped; in the cell count, only its step back is.
    ///
    /// Only the pieces that stand where a piece could step into a blank
    /// are looked at, in the order of their slots: the blanks are few, and
    /// so are they.
    #[inline]
    pub(crate) fn neighbors(
        &self,
        key: Word<N>,
        blanks: Word<N>,
        metric: Metric,
        came: Option<LastMove>,
        scratch: &mut Scratch,
        visit: impl FnMut(Word<N>, Word<N>),
    ) {
        // One copy for each metric, its tests constants.
        match metric {
            Metric::Piece => self.neighbors_in::<false>(key, blanks, came, scratch, visit),
            Metric::Cell => self.neighbors_in::<true>(key, blanks, came, scratch, visit),
        }
    }

    /// [`Rules::neighbors`] in the cell count if `CELL`, else in the piece
    /// count.
    #[inline(always)]
    fn neighbors_in<const CELL: bool>(
        &self,
        key: Word<N>,
        blanks: Word<N>,
        came: Option<LastMove>,
        scratch: &mut Scratch,
        mut visit: impl FnMut(Word<N>, Word<N>),
    ) {
        let metric = if CELL { Metric::Cell } else { Metric::Piece };
        let stack = &mut scratch.stack;
        let covered = blanks ^ self.all;
        let (moved, back) = came.map_or((NONE, NONE), |c| (c.now, c.before));
        let head = self.head_slot(key);
        // A field's width (at most 6 bits) and its all-ones value.
        let (width, mask) = (self.encoding.width as u32, self.encoding.mask());
        let mut candidates = Word::ZERO;
        for (w, &word) in blanks.0.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                candidates = candidates | self.near[w * 64 + rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
        }
        let candidates = candidates & covered;
        for (w, &word) in candidates.0.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                // Below the number of slots, which fits u32.
                let slot = (w * 64 + rest.trailing_zeros() as usize) as u32;
                rest &= rest - 1;
                let class = if head == Some(slot) {
                    0
                } else {
                    let code = if N == 1 {
                        // One word: a field's place is a multiplication,
                        // not a lookup (below 64).
                        key.0[0] >> (slot * width) & mask
                    } else {
                        let (word, shift) = self.places[slot as usize];
                        (key.0[word] >> shift) & mask
                    };
                    if code == 0 {
                        continue;
                    }
                    self.encoding.class_of_code(code)
                };
                // The class's anchors and steps, by slot.
                let first = class as usize * self.encoding.slots;
                let anchors = &self.anchors[first..first + self.encoding.slots];
                let steps = &self.steps[first..first + self.encoding.slots];
                let from = &anchors[slot as usize];
                if (from.halo & blanks).is_zero() || (slot == moved && metric == Metric::Piece) {
                    continue;
                }
                // The layout with the piece at `to` instead, and its blanks.
                let onto = |to: u32| {
                    let onto = &anchors[to as usize];
                    (
                        key ^ from.field ^ onto.field,
                        blanks ^ from.cover ^ onto.cover,
                    )
                };
                let steps_at = |at: u32| &steps[at as usize];
                match metric {
                    Metric::Cell => {
                        for step in steps_at(slot) {
                            if step.to != NONE
                                && (step.need & covered).is_zero()
                                && !(slot == moved && step.to == back)
                            {
                                let (next, next_blanks) = onto(step.to);
                                visit(next, next_blanks);
                            }
                        }
                    }
                    Metric::Piece => {
                        // Every place the piece reaches through the blanks,
                        // the others standing still, is one move away.
                        let blocked = covered ^ from.cover;
                        let mut reached = Word::<N>::bit(slot as usize);
                        stack.clear();
                        stack.push(slot);
                        while let Some(at) = stack.pop() {
                            for step in steps_at(at) {
                                if step.to != NONE
                                    && (step.need & blocked).is_zero()
                                    && !reached.has(step.to as usize)
                                {
                                    reached = reached | Word::bit(step.to as usize);
                                    stack.push(step.to);
                                    let (next, next_blanks) = onto(step.to);
                                    visit(next, next_blanks);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The move from `before` to `after` (one move apart in `metric`): the
    /// piece's top-left slot before and after, and the fewest steps that
    /// make it.
    pub(crate) fn move_between(
        &self,
        before: Word<N>,
        after: Word<N>,
        metric: Metric,
    ) -> (u32, u32, Vec<Dir>) {
        let LastMove {
            before: from,
            now: to,
        } = self.last_move(before, after);
        let class = if self.head_slot(before) == Some(from) {
            0
        } else {
            self.encoding
                .class_of_code(self.code(before, from as usize))
        };
        let mut pieces = Vec::new();
        let covered = self.unpack(before, &mut pieces);
        let blocked = covered ^ self.anchor(class, from).cover;
        // Breadth-first over the piece's places, remembering how each was
        // first reached.
        let mut came: Vec<Option<(u32, usize)>> = vec![None; self.encoding.slots];
        let mut queue = std::collections::VecDeque::from([from]);
        let mut seen = Word::<N>::bit(from as usize);
        while let Some(at) = queue.pop_front() {
            if at == to {
                break;
            }
            for dir in 0..4 {
                let step = self.step(class, at, dir);
                if step.to != NONE && (step.need & blocked).is_zero() && !seen.has(step.to as usize)
                {
                    seen = seen | Word::bit(step.to as usize);
                    came[step.to as usize] = Some((at, dir));
                    queue.push_back(step.to);
                }
            }
        }
        let mut steps = Vec::new();
        let mut at = to;
        while let Some((prev, dir)) = came[at as usize] {
            steps.push(Dir::from_index(dir));
            at = prev;
        }
        steps.reverse();
        debug_assert!(metric == Metric::Piece || steps.len() == 1);
        (from, to, steps)
    }

    /// The slot of an open cell.
    pub(crate) fn slot(&self, pos: Pos) -> u32 {
        self.encoding.slot(pos)
    }
}
