//! A FreeProblemSet file, `huarong-dao.xml`: the problem as one `<item>`,
//! which HUSTOJ, QDUOJ, HOJ and Hydro import. The elements come in the
//! order of the format's definition (zhblue/freeproblemset,
//! `fps.current.dtd`): the title, the limits (1 s, 128 MB), the statement's
//! sections in HTML (in Chinese, for the schools that run these judges),
//! the sample, every case, the hint (the sample explained and the limits of
//! each share of the cases), the source and the reference solution.
//!
//! What the importers need, from their code: QDUOJ reads only versions 1.1
//! and 1.2, whole numbers for the limits, and each `test_input` followed by
//! its `test_output`, as HUSTOJ exports them (the definition's content model
//! lists all inputs before all outputs; QDUOJ refuses that order, and the
//! others pair the cases by their order or names either way); HOJ reads
//! every section, the hint and the source among them; Hydro reads each
//! limit's `unit`; HUSTOJ names the cases' files by their `name`. The
//! definition asks for the memory limit twice, so it is written twice.

use std::io::{self, Write};

use huarong::generate::Tier;
use quick_xml::Writer;
use quick_xml::events::{BytesCData, BytesDecl, BytesText, Event};

use super::folder::Folder;
use super::statements::{self, Language, SAMPLE_ANSWERS, SAMPLE_INPUT};
use super::{Case, of_tier, solutions};
use crate::commands::judge::count;

/// The file's name.
pub(super) const FILE: &str = "huarong-dao.xml";

/// The format's version: the latest QDUOJ's import reads.
const VERSION: &str = "1.2";

/// The statement's language.
const LANGUAGE: Language = Language::Chinese;

/// The limits: the original contest's, as the format's units say them.
const TIME_LIMIT: (&str, &str) = ("s", "1");
const MEMORY_LIMIT: (&str, &str) = ("mb", "128");

/// The source, as the original statement names the contest.
const SOURCE: &str = "NOIP 2013 提高组";

/// The solution's language, as HUSTOJ names it (its import submits the
/// solution in that language; Hydro shows it in the problem's solutions).
const SOLUTION_LANGUAGE: &str = "C++";

pub(super) fn write(
    cases: &[Case],
    folder: &mut Folder,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    folder.write(FILE, xml(cases)?)?;
    writeln!(
        out,
        "wrote {}: a FreeProblemSet file with the statement, the sample, {} and the \
         reference solution",
        folder.path().join(FILE).display(),
        count(cases.len(), "case")
    )?;
    Ok(())
}

/// Each tier present with the share of the cases, in percent, that are of
/// it or of a tier before it.
fn shares(cases: &[Case]) -> Vec<(Tier, u32)> {
    let mut upto = 0;
    Tier::ALL
        .into_iter()
        .filter_map(|tier| {
            let of = of_tier(cases, tier).count();
            upto += of;
            let percent = (100 * upto + cases.len() / 2) / cases.len().max(1);
            (of > 0).then_some((tier, percent as u32))
        })
        .collect()
}

/// `text` as CDATA, as HUSTOJ exports it (the HTML and the code stay
/// readable), split where it holds `]]>`.
fn cdata(writer: &mut Writer<Vec<u8>>, text: &str) -> io::Result<()> {
    BytesCData::escaped(text).try_for_each(|part| writer.write_event(Event::CData(part)))
}

/// The file's text.
fn xml(cases: &[Case]) -> io::Result<Vec<u8>> {
    let sections = statements::fps_sections(LANGUAGE, &shares(cases));
    let title = format!(
        "{} ({})",
        Language::Chinese.title(),
        Language::English.title()
    );
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    writer
        .create_element("fps")
        .with_attribute(("version", VERSION))
        .write_inner_content(|writer| {
            writer
                .create_element("generator")
                .with_attribute(("name", "huarong"))
                .write_empty()?;
            writer.create_element("item").write_inner_content(|item| {
                let text = |item: &mut Writer<Vec<u8>>, name: &str, content: &str| {
                    item.create_element(name)
                        .write_inner_content(|inner| cdata(inner, content))
                        .map(|_| ())
                };
                let limit = |item: &mut Writer<Vec<u8>>, name: &str, (unit, value)| {
                    item.create_element(name)
                        .with_attribute(("unit", unit))
                        .write_text_content(BytesText::new(value))
                        .map(|_| ())
                };
                text(item, "title", &title)?;
                limit(item, "time_limit", TIME_LIMIT)?;
                limit(item, "memory_limit", MEMORY_LIMIT)?;
                limit(item, "memory_limit", MEMORY_LIMIT)?;
                text(item, "description", &sections.description)?;
                text(item, "input", &sections.input)?;
                text(item, "output", &sections.output)?;
                text(item, "sample_input", SAMPLE_INPUT)?;
                text(item, "sample_output", SAMPLE_ANSWERS)?;
                for case in cases {
                    for (name, content) in
                        [("test_input", &case.input), ("test_output", &case.answers)]
                    {
                        item.create_element(name)
                            .with_attribute(("name", case.name.as_str()))
                            .write_inner_content(|inner| cdata(inner, content))?;
                    }
                }
                text(item, "hint", &sections.hint)?;
                text(item, "source", SOURCE)?;
                item.create_element("solution")
                    .with_attribute(("language", SOLUTION_LANGUAGE))
                    .write_inner_content(|inner| cdata(inner, solutions::REFERENCE))?;
                Ok(())
            })?;
            Ok(())
        })?;
    let mut bytes = writer.into_inner();
    bytes.push(b'\n');
    Ok(bytes)
}
