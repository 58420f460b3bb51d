//! The problem's statements, in English and Chinese, in our own words, in
//! the two forms the packages take: LaTeX for the ICPC package (its tools
//! typeset `problem_statement/problem.LANG.tex` and add the sample from
//! `data/sample`), Markdown for Hydro's (`problem.md`, `problem_zh.md`,
//! with the sample in Hydro's `input1` and `output1` blocks). The texts live
//! in `crates/huarong-cli/package/statement/`; what depends on the set (its
//! groups, its subtasks' points) is filled in here.

use huarong::generate::Tier;

/// The statement's sample: the original's, which `data/sample` holds too.
pub(super) const SAMPLE_INPUT: &str = include_str!("../../../../../examples/sample.in");
pub(super) const SAMPLE_ANSWERS: &str = include_str!("../../../../../examples/sample.out");

/// A language of the statements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Language {
    English,
    Chinese,
}

impl Language {
    pub(super) const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// The ISO 639-1 code the ICPC format names files by.
    pub(super) fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh",
        }
    }

    /// The problem's name.
    pub(super) fn title(self) -> &'static str {
        match self {
            Language::English => "Huarong Dao",
            Language::Chinese => "华容道",
        }
    }

    /// The limits that make a case of `tier`, as a statement says them.
    fn limits(self, tier: Tier) -> &'static str {
        match (self, tier) {
            (Language::English, Tier::Single) => "$n, m \\le 10$ and $q = 1$",
            (Language::Chinese, Tier::Single) => "$n, m \\le 10$ 且 $q = 1$",
            (_, Tier::Few) => "$q \\le 10$",
            (Language::English, Tier::Full) => "$n, m \\le 30$ and $q \\le 500$",
            (Language::Chinese, Tier::Full) => "$n, m \\le 30$，$q \\le 500$",
        }
    }

    fn latex_template(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../package/statement/problem.en.tex"),
            Language::Chinese => include_str!("../../../package/statement/problem.zh.tex"),
        }
    }

    fn markdown_template(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../package/statement/problem.en.md"),
            Language::Chinese => include_str!("../../../package/statement/problem.zh.md"),
        }
    }
}

/// The LaTeX statement of a set whose secret data has a group for each of
/// `tiers`, in order.
pub(super) fn latex(language: Language, tiers: &[Tier]) -> String {
    let groups: Vec<String> = tiers
        .iter()
        .enumerate()
        .map(|(i, &tier)| match language {
            Language::English => format!("in group {}, {}", i + 1, language.limits(tier)),
            Language::Chinese => format!("第 {} 组 {}", i + 1, language.limits(tier)),
        })
        .collect();
    let text = match language {
        Language::English => format!(
            "The secret data come in groups, as the original contest's did: {}.\n",
            groups.join("; ")
        ),
        Language::Chinese => format!(
            "秘密数据分组，与原比赛的数据一样：{}。\n",
            groups.join("；")
        ),
    };
    language.latex_template().replace("{{groups}}\n", &text)
}

/// The Markdown statement of a set with a subtask for each of `subtasks`,
/// a tier and its points, in order.
pub(super) fn markdown(language: Language, subtasks: &[(Tier, u32)]) -> String {
    let sample = format!("```input1\n{SAMPLE_INPUT}```\n\n```output1\n{SAMPLE_ANSWERS}```");
    let lines: Vec<String> = subtasks
        .iter()
        .enumerate()
        .map(|(i, &(tier, points))| {
            let limits = language.limits(tier);
            match language {
                Language::English => {
                    format!("- Subtask {} ({points} points): {limits}.", i + 1)
                }
                Language::Chinese => format!("- 子任务 {}（{points} 分）：{limits}。", i + 1),
            }
        })
        .collect();
    let intro = match language {
        Language::English => "As in the original contest's data:",
        Language::Chinese => "与原比赛的数据一样：",
    };
    let subtasks = format!("{intro}\n\n{}", lines.join("\n"));
    language
        .markdown_template()
        .replace("{{sample}}", &sample)
        .replace("{{subtasks}}", &subtasks)
}
