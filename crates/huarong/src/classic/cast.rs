//! Who each piece is: the cast of the story of 华容道, given to the pieces of
//! a layout by their shapes and places, so that every built-in layout (of
//! any mix of pieces) names its pieces the same way.
//!
//! The rule: the designated piece is Cao Cao (曹操); a 1 x 1 piece is a
//! soldier (兵); the other pieces are the generals, taken in the reading
//! order of their top-left cells. Guan Yu (关羽) is the first general lying
//! on its side (wider than tall; the first general when none is), as in
//! 横刀立马, "his blade held across"; the others, in order, are Zhang Fei
//! (张飞), Zhao Yun (赵云), Ma Chao (马超) and Huang Zhong (黄忠), and any
//! general after the five is a general (将) without a name. On 横刀立马 this
//! gives the picture every player knows: Zhang Fei and Zhao Yun beside Cao
//! Cao, Ma Chao and Huang Zhong under them, Guan Yu between.

use crate::classic::puzzle::{ClassicPuzzle, Piece};

/// A piece's part in the story.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// 曹操, the designated piece.
    CaoCao,
    /// 关羽.
    GuanYu,
    /// 张飞.
    ZhangFei,
    /// 赵云.
    ZhaoYun,
    /// 马超.
    MaChao,
    /// 黄忠.
    HuangZhong,
    /// 将: a general after the five named ones.
    General,
    /// 兵: a 1 x 1 piece.
    Soldier,
}

/// The named generals after Guan Yu, in the order the rule gives them out.
const GENERALS: [Role; 4] = [
    Role::ZhangFei,
    Role::ZhaoYun,
    Role::MaChao,
    Role::HuangZhong,
];

impl Role {
    /// Every role, Cao Cao first.
    pub const ALL: [Role; 8] = [
        Role::CaoCao,
        Role::GuanYu,
        Role::ZhangFei,
        Role::ZhaoYun,
        Role::MaChao,
        Role::HuangZhong,
        Role::General,
        Role::Soldier,
    ];

    /// Its name in Chinese: `曹操`.
    #[must_use]
    pub fn chinese(self) -> &'static str {
        match self {
            Role::CaoCao => "曹操",
            Role::GuanYu => "关羽",
            Role::ZhangFei => "张飞",
            Role::ZhaoYun => "赵云",
            Role::MaChao => "马超",
            Role::HuangZhong => "黄忠",
            Role::General => "将",
            Role::Soldier => "兵",
        }
    }

    /// Its name in English: `Cao Cao`, `soldier`.
    #[must_use]
    pub fn english(self) -> &'static str {
        match self {
            Role::CaoCao => "Cao Cao",
            Role::GuanYu => "Guan Yu",
            Role::ZhangFei => "Zhang Fei",
            Role::ZhaoYun => "Zhao Yun",
            Role::MaChao => "Ma Chao",
            Role::HuangZhong => "Huang Zhong",
            Role::General => "general",
            Role::Soldier => "soldier",
        }
    }

    /// A key for it in lower case ASCII: `cao-cao`, `soldier`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Role::CaoCao => "cao-cao",
            Role::GuanYu => "guan-yu",
            Role::ZhangFei => "zhang-fei",
            Role::ZhaoYun => "zhao-yun",
            Role::MaChao => "ma-chao",
            Role::HuangZhong => "huang-zhong",
            Role::General => "general",
            Role::Soldier => "soldier",
        }
    }
}

/// Each piece of `puzzle` with its role, in the order of
/// [`ClassicPuzzle::pieces`], by the rule of this module.
///
/// ```
/// use huarong::classic::{Famous, Role, cast};
/// let hengdao = Famous::find("横刀立马").unwrap().puzzle();
/// let names: String = cast(&hengdao).iter().map(|&(_, role)| role.chinese()).collect();
/// assert_eq!(names, "张飞曹操赵云马超关羽黄忠兵兵兵兵");
/// ```
#[must_use]
pub fn cast(puzzle: &ClassicPuzzle) -> Vec<(char, Role)> {
    let designated = puzzle.designated().name;
    let is_general = |p: &&Piece| p.name != designated && (p.height, p.width) != (1, 1);
    let guan_yu = puzzle
        .pieces()
        .iter()
        .filter(is_general)
        .find(|p| p.width > p.height)
        .or_else(|| puzzle.pieces().iter().find(is_general))
        .map(|p| p.name);
    let mut others = GENERALS.into_iter();
    puzzle
        .pieces()
        .iter()
        .map(|p| {
            let role = if p.name == designated {
                Role::CaoCao
            } else if (p.height, p.width) == (1, 1) {
                Role::Soldier
            } else if Some(p.name) == guan_yu {
                Role::GuanYu
            } else {
                others.next().unwrap_or(Role::General)
            };
            (p.name, role)
        })
        .collect()
}
