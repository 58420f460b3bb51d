//! The famous layouts of the classic puzzle: Cao Cao (曹操, `C`, 2 x 2) must
//! leave a 4 x 5 board through the gap at the bottom, his top-left cell on
//! row 4, column 2.
//!
//! The letters name the pieces in moves (`C DL`); who each piece is in the
//! story (Cao Cao, Guan Yu, ..., the soldiers) follows from the shapes and
//! places of the pieces, by the rule of [`cast`](crate::classic::cast).
//! Their optima are not written here: the solver computes them (see
//! `huarong classic --list`), and the tests check them against the
//! published figures.

use crate::classic::puzzle::ClassicPuzzle;

/// A built-in layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Famous {
    /// Its name in pinyin, hyphenated: `hengdao-lima`.
    pub pinyin: &'static str,
    /// Its Chinese name: `横刀立马`.
    pub chinese: &'static str,
    /// Its layout text, the goal line included.
    pub text: &'static str,
}

/// The built-in layouts of the classic 4 x 5 board, one a line: pinyin,
/// Chinese name, rows. Cao Cao's goal is the gap at the bottom.
macro_rules! famous {
    ($($pinyin:literal, $chinese:literal, $rows:literal;)*) => {
        &[$(Famous {
            pinyin: $pinyin,
            chinese: $chinese,
            text: concat!($rows, "goal C 4 2\n"),
        }),*]
    };
}

impl Famous {
    /// Every built-in layout, 横刀立马 first.
    ///
    /// ```
    /// use huarong::classic::Famous;
    /// assert!(Famous::ALL.len() >= 40);
    /// assert_eq!(Famous::ALL[0].chinese, "横刀立马");
    /// ```
    pub const ALL: &'static [Famous] = famous! {
        "hengdao-lima", "横刀立马", "YCCM\nYCCM\nHGGZ\nH12Z\n3..4\n";
        "zhihui-ruoding", "指挥若定", "YCCM\nYCCM\n1GG2\nH34Z\nH..Z\n";
        "jiangyong-caoying", "将拥曹营", ".CC.\nYCCM\nYHZM\n1HZ2\nGG34\n";
        "qitou-bingjin", "齐头并进", "YCCM\nYCCM\n1234\nHGGZ\nH..Z\n";
        "bingfen-sanlu", "兵分三路", "1CC2\nYCCM\nYGGM\nH34Z\nH..Z\n";
        "yusheng-xili", "雨声淅沥", "YCC1\nYCC2\nHGGM\nHZ.M\n3Z.4\n";
        "zuoyou-bubing", "左右布兵", "1CC3\n2CC4\nHYZM\nHYZM\n.GG.\n";
        "taohua-yuanzhong", "桃花园中", "1CC3\nHCCM\nHYZM\n2YZ4\n.GG.\n";
        "yilu-jinjun", "一路进军", "HCC1\nHCC2\nYZM3\nYZM4\n.GG.\n";
        "yilu-shunfeng", "一路顺风", "HCC1\nHCC2\nYGGM\nY3ZM\n.4Z.\n";
        "weier-bujian", "围而不歼", "HCC1\nHCC2\nYGG3\nYMZ4\n.MZ.\n";
        "jiezu-xiandeng", "捷足先登", "3CC1\n4CC2\n.GG.\nYMZH\nYMZH\n";
        "chachi-nanfei", "插翅难飞", "MCC1\nMCC2\nZZ34\nYGGH\nY..H\n";
        "shoukou-ruping", "守口如瓶", "MCCH\nMCCH\n1Y.3\n2Y.4\nZZGG\n";
        "jinzai-zhichi", "近在咫尺", "1ZMH\n2ZMH\nYY34\nGGCC\n..CC\n";
        "xiaoyan-chuchao", "小燕出巢", "ZCCM\nZCCM\nYYHH\n1GG2\n3..4\n";
        "biyi-hengkong", "比翼横空", "ZZCC\nMMCC\nYYHH\n1.2G\n3.4G\n";
        "cengceng-shefang", "层层设防", "MCCH\nMCCH\n1ZZ3\n2GG4\n.YY.\n";
        "zoutou-wulu", "走投无路", "ZCCM\nZCCM\nYG1H\nYG2H\n3..4\n";
        "shoukou-ruping-2", "守口如瓶二", "1CC2\nYCCM\nYH.M\n3H.4\nGGZZ\n";
        "shuangjiang-danglu", "双将挡路", "YCC1\nYCC2\nMGGH\nMZZH\n3..4\n";
        "hengma-dangguan", "横马当关", "YCCM\nYCCM\nGGZZ\n1H.2\n3H.4\n";
        "cengceng-shefang-2", "层层设防二", "1CC2\nMCCH\nMGGH\n3ZZ4\n.YY.\n";
        "bingdang-jiangzu", "兵挡将阻", "1CCM\n2CCM\nHGG3\nHZZ4\n.YY.\n";
        "duse-yaodao", "堵塞要道", "1CC2\n3CC4\nMHGG\nMHZZ\n.YY.\n";
        "wengzhong-zhibie", "瓮中之鳖", "MCCH\nMCCH\nGGZZ\n1YY2\n3..4\n";
        "cengluan-diezhang", "层峦叠嶂", "MCCH\nMCCH\n1GG2\nZZYY\n3..4\n";
        "shuixie-butong", "水泄不通", "HCC1\nHCC2\nGGZZ\nYYMM\n3..4\n";
        "silu-jinbing", "四路进兵", "1CC2\n3CC4\nH.GG\nH.ZZ\nYYMM\n";
        "rudi-wumen", "入地无门", "HCC1\nHCC2\n3GG4\nZZYY\n.MM.\n";
        "yongchuang-wuguan", "勇闯五关", "1CC2\n3CC4\nGGZZ\nYYMM\n.HH.\n";
        "simian-chuge", "四面楚歌", "Z12Y\nZCCY\n3CCM\nHGGM\nH..4\n";
        "qianhu-houyong", "前呼后拥", "12CC\nGGCC\nZZYY\nMMHH\n..34\n";
        "binglin-caoying", "兵临曹营", "1CC2\n3CC4\nZGGY\nZMHY\n.MH.\n";
        "wujiang-bigong", "五将逼宫", "GGZZ\nMCCH\nMCCH\n1YY2\n3..4\n";
        "qiandang-houzu", "前挡后阻", "CCGG\nCCY1\nMHY2\nMH34\n.ZZ.\n";
        "jiadao-cangbing", "夹道藏兵", "CC1H\nCC2H\nGGZZ\nYYMM\n3..4\n";
        "tunbing-donglu", "屯兵东路", "CCZY\nCCZY\nGG12\nMH34\nMH..\n";
        "sijiang-lianguan", "四将连关", "CCGG\nCCZZ\nMHYY\nMH12\n3..4\n";
        "fenghui-luzhuan", "峰回路转", "123Y\nCCMY\nCCMH\n.GGH\n.4ZZ\n";
    };

    /// The built-in layout named `name`: its pinyin (hyphens, spaces and
    /// case do not matter) or its Chinese name.
    ///
    /// ```
    /// use huarong::classic::Famous;
    /// let named = |name| Famous::find(name).map(|f| f.chinese);
    /// assert_eq!(named("hengdao-lima"), Some("横刀立马"));
    /// assert_eq!(named("Hengdao Lima"), Some("横刀立马"));
    /// assert_eq!(named("横刀立马"), Some("横刀立马"));
    /// assert_eq!(named("nowhere"), None);
    /// ```
    #[must_use]
    pub fn find(name: &str) -> Option<&'static Famous> {
        let key = squeeze(name);
        Famous::ALL
            .iter()
            .find(|f| f.chinese == name.trim() || squeeze(f.pinyin) == key)
    }

    /// The layout as a puzzle.
    ///
    /// # Panics
    /// Never: a test parses every built-in layout.
    #[must_use]
    pub fn puzzle(&self) -> ClassicPuzzle {
        ClassicPuzzle::parse(self.text).expect("the built-in layouts parse")
    }
}

/// `name` in lower case without hyphens, underscores or spaces.
fn squeeze(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}
