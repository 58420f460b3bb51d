//! The problem's statements, in English and Chinese, in our own words, in
//! the forms the packages take: LaTeX for the ICPC package (its tools
//! typeset `problem_statement/problem.LANG.tex` and add the sample from
//! `data/sample`), Markdown for Hydro's (`problem_en.md`, `problem_zh.md`,
//! with the sample in Hydro's `input1` and `output1` blocks), and HTML
//! sections, made from the Markdown, for the FPS file. The texts live in
//! `crates/huarong-cli/package/statement/`; what depends on the set (its
//! groups, its subtasks' points, its shares of cases) is filled in here.

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

/// The statement in the sections of a FreeProblemSet item, each HTML (the
/// judges that import FPS show its sections as HTML; the formulas stay
/// `$...$`, which their MathJax or KaTeX typesets).
pub(super) struct Sections {
    pub(super) description: String,
    pub(super) input: String,
    pub(super) output: String,
    /// The sample's explanation, and the limits of each share of the cases.
    pub(super) hint: String,
}

/// The sections of the Markdown statement: the text before the first
/// heading, then each heading's. The templates have five: the story, the
/// input, the output, the sample and the subtasks.
fn markdown_sections(template: &str) -> Vec<&str> {
    let mut sections = Vec::new();
    let mut rest = template;
    loop {
        match rest.find("\n## ") {
            Some(at) => {
                sections.push(rest[..at].trim());
                let heading_end = rest[at + 1..].find('\n').map_or(rest.len(), |e| at + 1 + e);
                rest = &rest[heading_end..];
            }
            None => {
                sections.push(rest.trim());
                return sections;
            }
        }
    }
}

/// The FPS sections of the statement in `language`, for a set whose cases
/// come in `shares`: each tier present, and the share of the cases (in
/// percent) that are of it or of an earlier tier, as NOIP statements give
/// the limits ("for 30% of the cases, ...").
pub(super) fn fps_sections(language: Language, shares: &[(Tier, u32)]) -> Sections {
    let sections = markdown_sections(language.markdown_template());
    let [description, input, output, sample, _subtasks] = sections[..] else {
        unreachable!("a statement template has the story and four sections")
    };
    let explanation: Vec<&str> = sample
        .split("\n\n")
        .filter(|block| !block.contains("{{sample}}"))
        .collect();
    let limits: Vec<String> = shares
        .iter()
        .map(|&(tier, percent)| {
            let limits = language.limits(tier);
            match language {
                Language::English => format!("- For {percent}% of the cases, {limits}."),
                Language::Chinese => format!("- 对于 {percent}% 的数据，{limits}。"),
            }
        })
        .collect();
    let (explained, ranges) = match language {
        Language::English => ("Sample explanation", "Limits"),
        Language::Chinese => ("样例说明", "数据范围"),
    };
    let hint = format!(
        "<h3>{explained}</h3>\n{}\n<h3>{ranges}</h3>\n{}",
        html(&explanation.join("\n\n")),
        html(&limits.join("\n"))
    );
    Sections {
        description: html(description),
        input: html(input),
        output: html(output),
        hint,
    }
}

/// Markdown paragraphs and lists (`- ` lines) as HTML, the text escaped and
/// `*emphasis*` in `<em>`.
fn html(markdown: &str) -> String {
    let inline = |text: &str| {
        let escaped = quick_xml::escape::partial_escape(text);
        let mut out = String::new();
        for (i, part) in escaped.split('*').enumerate() {
            if i % 2 == 1 {
                out.push_str("<em>");
                out.push_str(part);
                out.push_str("</em>");
            } else {
                out.push_str(part);
            }
        }
        out
    };
    markdown
        .split("\n\n")
        .map(str::trim)
        .filter(|block| !block.is_empty())
        .map(|block| {
            if block.starts_with("- ") {
                let items: Vec<String> = block
                    .lines()
                    .map(|line| format!("<li>{}</li>", inline(line.trim_start_matches("- "))))
                    .collect();
                format!("<ul>\n{}\n</ul>", items.join("\n"))
            } else {
                format!("<p>{}</p>", inline(&block.replace('\n', " ")))
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use huarong::generate::Tier;

    use super::{Language, fps_sections, html};

    /// Each template splits into the story and four sections, and every
    /// section of the FPS statement is HTML with nothing left to fill in.
    #[test]
    fn fps_sections_of_each_language() {
        let shares = [(Tier::Single, 30), (Tier::Few, 60), (Tier::Full, 100)];
        for language in Language::ALL {
            let sections = fps_sections(language, &shares);
            for text in [
                &sections.description,
                &sections.input,
                &sections.output,
                &sections.hint,
            ] {
                assert!(text.starts_with('<') && text.ends_with('>'), "{text}");
                assert!(!text.contains("{{") && !text.contains("## "), "{text}");
            }
            assert!(!sections.description.contains("<h3>"));
        }
        let chinese = fps_sections(Language::Chinese, &shares);
        assert!(
            chinese.input.starts_with("<p>第一行三个整数"),
            "{}",
            chinese.input
        );
        assert!(
            chinese
                .hint
                .contains("<li>对于 60% 的数据，$q \\le 10$。</li>")
        );
        let english = fps_sections(Language::English, &shares[2..]);
        assert!(english.description.contains("the <em>blank</em>"));
        assert!(english.hint.ends_with(
            "<ul>\n<li>For 100% of the cases, $n, m \\le 30$ and $q \\le 500$.</li>\n</ul>"
        ));
    }

    #[test]
    fn markdown_becomes_html_escaped() {
        assert_eq!(
            html("a < b & *c*\nd\n\n- one\n- two"),
            "<p>a &lt; b &amp; <em>c</em> d</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>"
        );
    }
}
