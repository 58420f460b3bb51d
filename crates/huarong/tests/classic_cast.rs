//! Who each piece is (`huarong::classic::cast`): one rule for every built-in
//! layout, whatever its mix of pieces.

use std::collections::HashSet;

use huarong::classic::{ClassicPuzzle, Famous, Role, cast};

fn roles(text: &str) -> Vec<(char, Role)> {
    cast(&ClassicPuzzle::parse(text).unwrap())
}

#[test]
fn every_built_in_layout_names_each_piece_once() {
    for famous in Famous::ALL {
        let puzzle = famous.puzzle();
        let cast = cast(&puzzle);
        let pieces = puzzle.pieces();
        assert_eq!(cast.len(), pieces.len(), "{}", famous.pinyin);
        let mut named = HashSet::new();
        for (piece, &(name, role)) in pieces.iter().zip(&cast) {
            assert_eq!(piece.name, name, "{}", famous.pinyin);
            let is_soldier = piece.shape() == (1, 1) && name != puzzle.designated().name;
            assert_eq!(
                role == Role::Soldier,
                is_soldier,
                "{} {name}",
                famous.pinyin
            );
            assert_eq!(role == Role::CaoCao, name == puzzle.designated().name);
            if !matches!(role, Role::Soldier | Role::General) {
                assert!(named.insert(role), "{}: {role:?} twice", famous.pinyin);
            }
        }
        // Guan Yu lies on his side wherever a general does.
        let wide = pieces.iter().zip(&cast).any(|(p, &(_, role))| {
            p.width > p.height && !matches!(role, Role::CaoCao | Role::Soldier)
        });
        let guan_yu = pieces
            .iter()
            .zip(&cast)
            .find(|(_, (_, role))| *role == Role::GuanYu);
        if wide {
            let (p, _) = guan_yu.unwrap();
            assert!(p.width > p.height, "{}", famous.pinyin);
        }
    }
}

#[test]
fn hengdao_lima_stands_as_the_picture_players_know() {
    let cast = roles(Famous::ALL[0].text);
    let who = |c: char| cast.iter().find(|(name, _)| *name == c).unwrap().1;
    // YCCM / YCCM / HGGZ / H12Z / 3..4
    assert_eq!(who('Y'), Role::ZhangFei);
    assert_eq!(who('C'), Role::CaoCao);
    assert_eq!(who('M'), Role::ZhaoYun);
    assert_eq!(who('H'), Role::MaChao);
    assert_eq!(who('G'), Role::GuanYu);
    assert_eq!(who('Z'), Role::HuangZhong);
    assert!("1234".chars().all(|c| who(c) == Role::Soldier));
}

#[test]
fn other_mixes_follow_the_same_rule() {
    // 比翼横空: four generals on their side, one standing.
    let names: Vec<&str> = roles("ZZCC\nMMCC\nYYHH\n1.2G\n3.4G\ngoal C 4 2\n")
        .iter()
        .map(|(_, role)| role.english())
        .collect();
    assert_eq!(
        names,
        [
            "Guan Yu",
            "Cao Cao",
            "Zhang Fei",
            "Zhao Yun",
            "Ma Chao",
            "soldier",
            "soldier",
            "Huang Zhong",
            "soldier",
            "soldier"
        ]
    );
    // No general on its side: the first general is Guan Yu.
    let standing = roles("ACCB\nACCB\nD..E\nD12E\ngoal C 3 2\n");
    assert_eq!(standing[0], ('A', Role::GuanYu));
    assert_eq!(standing[2], ('B', Role::ZhangFei));
    // A sixth general has no name of his own.
    let six = roles("ABCD\nABCD\nEFGH\nEFGH\n.XX.\ngoal X 5 3\n");
    let generals: Vec<Role> = six.iter().map(|&(_, role)| role).collect();
    assert_eq!(generals.iter().filter(|&&r| r == Role::General).count(), 3);
    assert_eq!(six.last(), Some(&('X', Role::CaoCao)));
}

#[test]
fn every_role_has_its_names() {
    let chinese: HashSet<&str> = Role::ALL.iter().map(|r| r.chinese()).collect();
    let english: HashSet<&str> = Role::ALL.iter().map(|r| r.english()).collect();
    let keys: HashSet<&str> = Role::ALL.iter().map(|r| r.key()).collect();
    assert_eq!((chinese.len(), english.len(), keys.len()), (8, 8, 8));
}
