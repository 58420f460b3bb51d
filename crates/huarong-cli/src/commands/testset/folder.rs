//! The folder a set is written into: it is refused when it holds anything
//! already (an earlier set above all, whose files would mix with the new
//! ones), unless `--force`, which first removes what the earlier set wrote
//! and nothing else. What a set writes is recorded in the folder's
//! `huarong-testset.txt`, one path a line, so that the next `--force` knows
//! it.

use std::fs;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};
use clap::error::ErrorKind;

use crate::cli::{self, CommandName};

/// The record of what a set wrote. A plain name (no leading dot): the ICPC
/// package's tools refuse hidden files but `.timelimit`.
pub(super) const RECORD: &str = "huarong-testset.txt";

const RECORD_HEADER: &str = "# The files `huarong testset` wrote into this folder, one a line. \
     `huarong testset DIR --force`\n# removes them, and only them, before it writes a new set.\n";

/// A folder being written: the files of the earlier set it replaces, and
/// the files written so far, relative to it.
pub(super) struct Folder {
    dir: PathBuf,
    earlier: Vec<PathBuf>,
    written: Vec<String>,
}

impl Folder {
    /// Checks that `dir` may take a new set, before anything is drawn: it
    /// does not exist, or is empty, or `force` says to write all the same
    /// (the files an earlier set recorded are then removed by
    /// [`Folder::clear_earlier`]). A refusal is a usage error that names the
    /// folder.
    pub(super) fn open(dir: &Path, force: bool) -> anyhow::Result<Folder> {
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries.count(),
            Err(_) if !dir.exists() => 0,
            Err(err) => return Err(err).with_context(|| format!("cannot read {}", dir.display())),
        };
        let record = dir.join(RECORD);
        let earlier = if record.is_file() {
            Some(recorded(&record)?)
        } else {
            None
        };
        if entries > 0 && !force {
            let message = match &earlier {
                Some(files) => format!(
                    "{} holds an earlier test set ({} files, listed in {RECORD}); \
                     --force replaces it, removing only the files it wrote",
                    dir.display(),
                    files.len()
                ),
                None => format!(
                    "{} is not empty; give an empty or new folder, or --force to write \
                     the set into it all the same (files of the same names are replaced)",
                    dir.display()
                ),
            };
            return Err(cli::usage_error(
                Some(CommandName::Testset),
                ErrorKind::ValueValidation,
                message,
            )
            .into());
        }
        Ok(Folder {
            dir: dir.to_owned(),
            earlier: earlier.unwrap_or_default(),
            written: Vec::new(),
        })
    }

    /// Removes the files of the earlier set that `--force` replaces, and
    /// its record: done once the new set is drawn, so that a set that
    /// cannot be drawn leaves the earlier one as it was.
    pub(super) fn clear_earlier(&mut self) -> anyhow::Result<()> {
        if self.earlier.is_empty() {
            return Ok(());
        }
        remove(&self.dir, &self.earlier)?;
        let record = self.dir.join(RECORD);
        fs::remove_file(&record).with_context(|| format!("cannot remove {}", record.display()))?;
        self.earlier.clear();
        Ok(())
    }

    /// The folder's path.
    pub(super) fn path(&self) -> &Path {
        &self.dir
    }

    /// Writes `bytes` to `name` (with `/` between folders) in the folder,
    /// creating the folders on the way, and records it.
    pub(super) fn write(&mut self, name: &str, bytes: impl AsRef<[u8]>) -> anyhow::Result<()> {
        let path = self.dir.join(name);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        self.written.push(name.to_owned());
        Ok(())
    }

    /// Writes the record of the files written: the set is complete.
    pub(super) fn finish(self) -> anyhow::Result<()> {
        let mut text = RECORD_HEADER.to_owned();
        for name in &self.written {
            text.push_str(name);
            text.push('\n');
        }
        let path = self.dir.join(RECORD);
        fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
    }
}

/// The files a record lists, each a relative path inside its folder.
fn recorded(record: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let text =
        fs::read_to_string(record).with_context(|| format!("cannot read {}", record.display()))?;
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let path = PathBuf::from(line);
            if !path.components().all(|c| matches!(c, Component::Normal(_))) {
                bail!(
                    "{}: {line:?} is not a file inside the folder; remove the folder's \
                     files by hand",
                    record.display()
                );
            }
            Ok(path)
        })
        .collect()
}

/// Removes `files` from `dir` (those already gone are no matter), then each
/// folder they were in that is left empty.
fn remove(dir: &Path, files: &[PathBuf]) -> anyhow::Result<()> {
    for file in files {
        let path = dir.join(file);
        match fs::remove_file(&path) {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => {
                return Err(err).with_context(|| format!("cannot remove {}", path.display()));
            }
        }
    }
    let mut folders: Vec<&Path> = files
        .iter()
        .flat_map(|file| file.ancestors().skip(1))
        .filter(|folder| !folder.as_os_str().is_empty())
        .collect();
    // Deepest first, so that a folder's subfolders go before it.
    folders.sort_by(|a, b| {
        let depth = |folder: &Path| folder.components().count();
        depth(b).cmp(&depth(a)).then(a.cmp(b))
    });
    folders.dedup();
    for folder in folders {
        let path = dir.join(folder);
        if fs::read_dir(&path).is_ok_and(|mut entries| entries.next().is_none()) {
            fs::remove_dir(&path).with_context(|| format!("cannot remove {}", path.display()))?;
        }
    }
    Ok(())
}
