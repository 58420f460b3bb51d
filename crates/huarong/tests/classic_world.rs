//! The world of the 4 x 5 board: its figures against the published ones
//! (dnomd343/klotski's: 29,334,498 layouts in 25,422 groups, the largest of
//! 964,656; 横刀立马's mix 65,880 layouts in 898 groups, its group 25,955),
//! every built-in layout's optimum against the world's table and the
//! solver, and layouts drawn by optimum. The counts of one mix and the
//! hardest layouts by an independent search are `classic_reference.rs`.

use huarong::classic::{
    Band, ClassicSearchLimits, Famous, Metric, Mix, Optima, World, daily_seed, solve, solve_group,
};

#[test]
fn the_world_has_its_published_figures() {
    let world = World::survey(Metric::Piece, u64::MAX).unwrap();
    let total = &world.total;
    assert_eq!(total.layouts, 29_334_498);
    assert_eq!(total.groups, 25_422);
    assert_eq!(total.largest_group, 964_656);
    assert_eq!(world.by_pieces.len(), 203);
    assert!(total.solvable_layouts < total.layouts);
    assert!(total.solvable_groups < total.groups);
    let hengdao = world
        .by_pieces
        .iter()
        .find(|m| m.mix == Mix::HENGDAO_LIMA)
        .unwrap();
    assert_eq!(
        (hengdao.figures.layouts, hengdao.figures.groups),
        (65_880, 898)
    );
    assert_eq!(
        world
            .by_pieces
            .iter()
            .map(|m| m.figures.groups)
            .sum::<u64>(),
        total.groups
    );
    // The hardest: 峰回路转 among them, each solved again by the solver.
    assert_eq!(total.max_optimum, Some(138));
    assert_eq!(total.hardest.len(), 6);
    let fenghui = Famous::find("峰回路转").unwrap().puzzle();
    assert!(total.hardest.iter().any(|h| {
        h.grid().iter().flatten().filter(|&&c| c == '.').eq(fenghui
            .grid()
            .iter()
            .flatten()
            .filter(|&&c| c == '.'))
            && Mix::of(h) == Mix::of(&fenghui)
    }));
    for puzzle in &total.hardest {
        let solved = solve(puzzle, Metric::Piece, &ClassicSearchLimits::default()).unwrap();
        assert_eq!(solved.optimum, Some(138), "{puzzle}");
    }
}

#[test]
fn the_world_is_refused_past_its_memory_limit() {
    let plan = World::plan();
    assert_eq!((plan.layouts, plan.mixes), (29_334_498, 203));
    let err = World::survey(Metric::Piece, plan.bytes - 1).unwrap_err();
    assert!(
        err.to_string().contains("more than the memory limit"),
        "{err}"
    );
}

#[test]
fn every_built_in_layout_agrees_with_the_world_table() {
    for metric in Metric::ALL {
        let mut tables: Vec<Optima> = Vec::new();
        for famous in Famous::ALL {
            let puzzle = famous.puzzle();
            let mix = Mix::of(&puzzle).expect("a layout of the world");
            if !tables.iter().any(|t| t.mix() == mix) {
                tables.push(Optima::compute(mix, metric).unwrap());
            }
            let table = tables.iter().find(|t| t.mix() == mix).unwrap();
            let solved = solve(&puzzle, metric, &ClassicSearchLimits::default()).unwrap();
            assert_eq!(
                table.optimum(&puzzle),
                Some(solved.optimum),
                "{}",
                famous.pinyin
            );
            let group = solve_group(&puzzle, metric).unwrap();
            assert_eq!(
                (group.layouts, group.optimum),
                (solved.reachable, solved.optimum),
                "{}",
                famous.pinyin
            );
        }
    }
    assert!(Famous::ALL.len() >= 40);
}

#[test]
fn draws_lie_in_their_band_and_a_seed_repeats_its_layout() {
    for metric in Metric::ALL {
        let optima = Optima::compute(Mix::HENGDAO_LIMA, metric).unwrap();
        let histogram = optima.histogram();
        let max = histogram.len() - 1;
        assert_eq!(histogram.iter().sum::<u64>(), 53_954);
        for (band, seed) in [
            (Band::ANY, 1),
            (Band::new(max..=max), 2),
            (Band::new(10..=12), 3),
        ] {
            let (puzzle, optimum) = optima.draw(band, seed).unwrap();
            assert!((band.min..=band.max).contains(&optimum));
            let solved = solve(&puzzle, metric, &ClassicSearchLimits::default()).unwrap();
            assert_eq!(solved.optimum, Some(optimum), "{puzzle}");
            assert_eq!(optima.draw(band, seed).unwrap().0, puzzle);
            let wanted: u64 = histogram[band.min..=band.max.min(max)].iter().sum();
            assert_eq!(optima.count(band), wanted);
        }
        assert!(optima.draw(Band::new(max + 1..=usize::MAX), 1).is_none());
    }
    // Different seeds spread over the layouts.
    let optima = Optima::compute(Mix::HENGDAO_LIMA, Metric::Piece).unwrap();
    let drawn: std::collections::HashSet<String> = (0..50)
        .map(|seed| optima.draw(Band::ANY, seed).unwrap().0.to_string())
        .collect();
    assert!(drawn.len() > 45, "{}", drawn.len());
    assert_ne!(daily_seed(2026, 12, 7), daily_seed(2026, 12, 8));
}
