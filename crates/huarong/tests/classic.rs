//! The classic puzzle's library: the built-in layouts solved to their
//! published optima, the layout format and its errors (line, column,
//! caret), moves and their replay, the memory limit. The solver's answers
//! against an independent search are `classic_reference.rs`.

use huarong::Pos;
use huarong::classic::{
    ClassicMove, ClassicMoveError, ClassicParseErrorKind, ClassicPuzzle, ClassicSearchLimits,
    ClassicSolveError, Famous, Metric, NextMove, Obstacle, next_move, solve,
};

/// The optima in the piece count, by pinyin; `None`: unsolvable. The first
/// nineteen as published (同济大学数学建模协会, and the games that list
/// them); the others from jeantimex/klotski's list of forty, whose own
/// figures count some moves apart (a soldier's turn through both blanks
/// counts twice there: 指挥若定 71, 层层设防 103), so that they run a
/// few moves higher: these are the piece count's, by the solver and by the
/// world's table (`classic_world.rs`). 峰回路转, listed there at 140, is
/// 138: one of the six hardest layouts of the whole 4 x 5 world.
const PUBLISHED: &[(&str, Option<usize>)] = &[
    ("hengdao-lima", Some(81)),
    ("zhihui-ruoding", Some(70)),
    ("jiangyong-caoying", Some(72)),
    ("qitou-bingjin", Some(60)),
    ("bingfen-sanlu", Some(72)),
    ("yusheng-xili", Some(47)),
    ("zuoyou-bubing", Some(54)),
    ("taohua-yuanzhong", Some(70)),
    ("yilu-jinjun", Some(58)),
    ("yilu-shunfeng", Some(39)),
    ("weier-bujian", Some(62)),
    ("jiezu-xiandeng", Some(32)),
    ("chachi-nanfei", Some(62)),
    ("shoukou-ruping", Some(81)),
    ("jinzai-zhichi", Some(98)),
    ("xiaoyan-chuchao", Some(103)),
    ("biyi-hengkong", Some(28)),
    ("cengceng-shefang", Some(102)),
    ("zoutou-wulu", None),
    ("shoukou-ruping-2", Some(99)),
    ("shuangjiang-danglu", Some(73)),
    ("hengma-dangguan", Some(83)),
    ("cengceng-shefang-2", Some(120)),
    ("bingdang-jiangzu", Some(87)),
    ("duse-yaodao", Some(40)),
    ("wengzhong-zhibie", Some(103)),
    ("cengluan-diezhang", Some(98)),
    ("shuixie-butong", Some(79)),
    ("silu-jinbing", Some(77)),
    ("rudi-wumen", Some(87)),
    ("yongchuang-wuguan", Some(34)),
    ("simian-chuge", Some(56)),
    ("qianhu-houyong", Some(22)),
    ("binglin-caoying", Some(34)),
    ("wujiang-bigong", Some(36)),
    ("qiandang-houzu", Some(42)),
    ("jiadao-cangbing", Some(75)),
    ("tunbing-donglu", Some(71)),
    ("sijiang-lianguan", Some(39)),
    ("fenghui-luzhuan", Some(138)),
];

fn limits() -> ClassicSearchLimits {
    ClassicSearchLimits::default()
}

#[test]
fn every_built_in_layout_solves_to_its_published_optimum() {
    assert_eq!(Famous::ALL.len(), PUBLISHED.len());
    for (famous, &(pinyin, published)) in Famous::ALL.iter().zip(PUBLISHED) {
        assert_eq!(famous.pinyin, pinyin);
        let puzzle = famous.puzzle();
        assert_eq!((puzzle.rows(), puzzle.cols()), (5, 4), "{pinyin}");
        assert_eq!(puzzle.designated().shape(), (2, 2), "{pinyin}");
        let pieces = solve(&puzzle, Metric::Piece, &limits()).unwrap();
        let cells = solve(&puzzle, Metric::Cell, &limits()).unwrap();
        assert_eq!(pieces.optimum, published, "{pinyin}");
        assert_eq!(pieces.reachable, cells.reachable, "{pinyin}");
        assert_eq!(cells.optimum.is_some(), published.is_some(), "{pinyin}");
        for solution in [&pieces, &cells] {
            let end = puzzle.replay(&solution.moves).unwrap();
            assert_eq!(end.is_solved(), published.is_some(), "{pinyin}");
            assert_eq!(Some(solution.moves.len()), solution.optimum.or(Some(0)));
        }
        // A move of many cells counts once in the piece count.
        assert!(cells.optimum >= pieces.optimum, "{pinyin}");
    }
}

#[test]
fn hengdao_lima_has_its_famous_figures() {
    let puzzle = Famous::find("横刀立马").unwrap().puzzle();
    let pieces = solve(&puzzle, Metric::Piece, &limits()).unwrap();
    assert_eq!((pieces.optimum, pieces.reachable), (Some(81), 25_955));
    let cells = solve(&puzzle, Metric::Cell, &limits()).unwrap();
    assert_eq!((cells.optimum, cells.reachable), (Some(116), 25_955));
    // The brief's lettering is the same layout.
    let lettered = ClassicPuzzle::parse("ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n").unwrap();
    let solution = solve(&lettered, Metric::Piece, &limits()).unwrap();
    assert_eq!((solution.optimum, solution.reachable), (Some(81), 25_955));
}

#[test]
fn built_in_layouts_are_found_by_either_name() {
    for famous in Famous::ALL {
        assert_eq!(Famous::find(famous.pinyin), Some(famous));
        assert_eq!(Famous::find(famous.chinese), Some(famous));
        assert_eq!(
            Famous::find(&famous.pinyin.replace('-', " ").to_uppercase()),
            Some(famous)
        );
        assert_eq!(famous.puzzle().to_string(), famous.text);
    }
    assert_eq!(Famous::find("hengdaolima").unwrap().chinese, "横刀立马");
    assert_eq!(Famous::find("huarong"), None);
}

#[test]
fn solved_and_unreachable_puzzles() {
    let solved = ClassicPuzzle::parse("A.\ngoal A 1 1\n").unwrap();
    let solution = solve(&solved, Metric::Piece, &limits()).unwrap();
    assert_eq!((solution.optimum, solution.reachable), (Some(0), 2));
    assert!(solution.moves.is_empty());
    assert_eq!(
        next_move(&solved, Metric::Cell, &limits()),
        Ok(NextMove::Solved)
    );

    let stuck = ClassicPuzzle::parse("AB\ngoal A 1 2\n").unwrap();
    let solution = solve(&stuck, Metric::Piece, &limits()).unwrap();
    assert_eq!((solution.optimum, solution.reachable), (None, 1));
    assert_eq!(
        next_move(&stuck, Metric::Piece, &limits()),
        Ok(NextMove::Unreachable)
    );
    let walled = Famous::find("zoutou-wulu").unwrap().puzzle();
    assert_eq!(
        solve(&walled, Metric::Cell, &limits()).unwrap().optimum,
        None
    );
}

#[test]
fn pieces_of_one_shape_are_interchangeable() {
    // Two soldiers swapped is the same layout: on 2 x 3 cells, 6 places for
    // the designated piece and 10 pairs of places for the soldiers make 60
    // layouts; told apart, the soldiers would make 120.
    let puzzle = ClassicPuzzle::parse("AB.\nC..\ngoal A 2 3\n").unwrap();
    assert_eq!(
        solve(&puzzle, Metric::Cell, &limits()).unwrap().reachable,
        60
    );
    // The designated piece is a class of its own, even beside its twins.
    let twins = ClassicPuzzle::parse("AB\n..\ngoal B 2 1\n").unwrap();
    let solution = solve(&twins, Metric::Cell, &limits()).unwrap();
    assert_eq!(solution.reachable, 12);
    assert_eq!(solution.optimum, Some(2));
    assert!(solution.moves.iter().any(|mv| mv.piece == 'B'));
}

#[test]
fn moves_print_parse_and_replay() {
    let puzzle = ClassicPuzzle::parse("AB.\n.C.\ngoal A 2 3\n").unwrap();
    let moves: Vec<ClassicMove> = ["C RU", "A DRR"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    assert!(puzzle.replay(&moves).unwrap().is_solved());
    assert_eq!(moves[1].to_string(), "A DRR");
    for bad in ["", "C", "C  ", "CD L", "C X", "C dl"] {
        assert!(bad.parse::<ClassicMove>().is_err(), "{bad:?}");
    }
    let blocked = |text: &str| puzzle.apply(&text.parse().unwrap()).unwrap_err();
    assert_eq!(
        blocked("A R"),
        ClassicMoveError::Blocked {
            piece: 'A',
            step: 1,
            dir: huarong::Dir::Right,
            by: Obstacle::Piece('B'),
        }
    );
    assert_eq!(
        blocked("B U").to_string(),
        "step 1 of piece 'B' (U) runs into the edge of the board"
    );
    assert_eq!(
        blocked("Z R").to_string(),
        "no piece is named 'Z'".to_owned()
    );
    let err = puzzle.replay(&moves[1..]).unwrap_err();
    assert_eq!(err.index, 0);
    assert_eq!(
        err.to_string(),
        "move 1: step 2 of piece 'A' (R) runs into piece 'C'"
    );
}

/// The kind, line and column of the error `text` gives.
fn error(text: &str) -> (ClassicParseErrorKind, usize, usize) {
    let err = ClassicPuzzle::parse(text).unwrap_err();
    // The caret sits under the column.
    let caret = err.excerpt.to_string();
    let caret_line = caret.lines().nth(1).unwrap();
    assert_eq!(
        caret_line.find('^').unwrap() - caret_line.find('|').unwrap() - 2,
        err.excerpt.caret
    );
    (err.kind, err.line, err.column)
}

#[test]
fn parse_errors_name_the_line_and_column() {
    use ClassicParseErrorKind as K;
    // Each layout, then where its first fault is and what the error says.
    let texts = [
        "",
        "\n\n",
        "goal A 1 1\n",
        "A.\n\nA.\ngoal A 1 1\n",
        "A.\nA*\ngoal A 1 1\n",
        "A. \ngoal A 1 1\n",
        "A.\nA..\ngoal A 1 1\n",
        "A..\nA.\ngoal A 1 1\n",
        "A.A\ngoal A 1 1\n",
        "AA\nA.\ngoal A 1 1\n",
        "A.\n..\n",
        "A.\ngoal A 1",
        "A.\ngoal AB 1 1\n",
        "A.\ngoal B 1 1\n",
        "A.\ngoal . 1 1\n",
        "A.\ngoal A 0 1\n",
        "A.\ngoal A 1 x\n",
        "A.\ngoal A 2 1\n",
        "AA\ngoal A 1 2\n",
        "A#\ngoal A 1 2\n",
        "A.\ngoal A 1 1 1\n",
        "A.\ngoal A 1 1\nB\n",
        "A\u{e9}\ngoal A 1 1\n",
        "A\x1b\ngoal A 1 1\n",
    ];
    let report: String = texts
        .iter()
        .map(|text| {
            let (kind, line, column) = error(text);
            format!("{text:?}\n  {line}:{column}: {kind}\n")
        })
        .collect();
    insta::assert_snapshot!(report);
    assert!(matches!(error("A.\n\n").0, K::NoGoal | K::EmptyLine));
}

#[test]
fn the_format_allows_crlf_blank_lines_at_the_end_and_a_bom() {
    let plain = ClassicPuzzle::parse("AB\n..\ngoal A 2 1\n").unwrap();
    for text in [
        "AB\r\n..\r\ngoal A 2 1\r\n",
        "AB\n..\ngoal A 2 1\n\n\n",
        "AB\n..\ngoal A 2 1",
        "\u{feff}AB\n..\ngoal A 2 1\n",
        "AB\n..\ngoal\tA  2 1 \n  \n",
    ] {
        assert_eq!(ClassicPuzzle::parse(text).as_ref(), Ok(&plain), "{text:?}");
    }
    // A row of pieces named g, o, a and l is a row, not a goal line.
    let goal_row = ClassicPuzzle::parse("goal\n....\ngoal g 2 1\n").unwrap();
    assert_eq!(goal_row.pieces().len(), 4);
    assert_eq!(goal_row.goal(), Pos::new(1, 0));
}

#[test]
fn the_memory_limit_is_kept_and_wide_boards_refused() {
    let puzzle = Famous::ALL[0].puzzle();
    let tight = ClassicSearchLimits { max_bytes: 200_000 };
    let err = solve(&puzzle, Metric::Piece, &tight).unwrap_err();
    let ClassicSolveError::OverBudget {
        layouts, max_bytes, ..
    } = err
    else {
        panic!("{err:?}");
    };
    assert!(layouts > 1000 && layouts < 25_955, "{layouts}");
    assert_eq!(max_bytes, 200_000);
    assert!(err.to_string().contains("memory limit of 200000 bytes"));
    let nothing = ClassicSearchLimits { max_bytes: 0 };
    assert!(solve(&puzzle, Metric::Cell, &nothing).is_err());

    // 30 x 30 open cells of three kinds: 2 bits a cell, 1800 bits.
    let mut text = String::from("AB");
    text.push_str(&".".repeat(28));
    text.push('\n');
    for _ in 1..30 {
        text.push_str(&".".repeat(30));
        text.push('\n');
    }
    text.push_str("goal A 30 30\n");
    let wide = ClassicPuzzle::parse(&text).unwrap();
    let err = solve(&wide, Metric::Piece, &limits()).unwrap_err();
    assert!(
        matches!(err, ClassicSolveError::TooWide { bits: 1800, .. }),
        "{err:?}"
    );
}

#[test]
fn boards_wider_than_one_word_solve() {
    // 6 x 6 open cells and 4 kinds of piece: 3 bits a cell, 108 bits, two
    // words.
    let text = "ACCB..\nACCB..\nDEEF..\nDGHF..\nI..J..\n......\ngoal C 5 5\n";
    let puzzle = ClassicPuzzle::parse(text).unwrap();
    let hint = next_move(&puzzle, Metric::Piece, &limits()).unwrap();
    let NextMove::Move { remaining, .. } = hint else {
        panic!("{hint:?}")
    };
    assert!(remaining > 0);
}

#[cfg(feature = "render")]
#[test]
fn drawings_show_walls_pieces_and_the_goal() {
    use huarong::classic::{svg, terminal, terminal_grid};
    use huarong::render::Style;
    let puzzle = ClassicPuzzle::parse("AB.\n#C.\ngoal A 2 3\n").unwrap();
    let plain = terminal(&puzzle, Style::Plain);
    assert_eq!(
        plain,
        "   1 2 3\n1  A B .\n2  # C .\ngoal: piece A's top-left cell to row 2, column 3\n"
    );
    assert!(plain.starts_with(&terminal_grid(&puzzle, Style::Plain)));
    let colour = terminal(&puzzle, Style::Color);
    // The goal's cell is underlined (ESC [4m), the designated piece red.
    assert!(
        colour.contains("\x1b[4m") && colour.contains("\x1b[41m"),
        "{colour:?}"
    );

    let solution = solve(&puzzle, Metric::Piece, &limits()).unwrap();
    assert!(solution.optimum.is_some());
    for animated in [true, false] {
        let picture = svg(&puzzle, &solution.moves, "a <small> & walled one", animated);
        let doc = roxmltree::Document::parse(&picture).expect("well-formed SVG");
        assert_eq!(doc.root_element().tag_name().name(), "svg");
        let moving = doc
            .descendants()
            .filter(|n| n.has_tag_name("animateTransform"))
            .count();
        // Only the pieces that move are animated.
        let movers: std::collections::HashSet<char> =
            solution.moves.iter().map(|m| m.piece).collect();
        assert_eq!(moving, if animated { movers.len() } else { 0 });
        assert!(picture.contains("a &lt;small&gt; &amp; walled one"));
    }
}
