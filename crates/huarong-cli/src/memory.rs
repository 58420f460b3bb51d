//! The memory a run may take: `--max-memory SIZE` read from the command
//! line, its default (the memory this machine has available), and sizes as
//! messages show them.

/// The limit when the OS does not say how much memory is available.
pub(crate) const FALLBACK: u64 = 4 << 30;

/// A size as `--max-memory` takes it: a whole number of bytes, or with a
/// suffix K, M, G or T (powers of 1024; `KB`, `KiB`, lower case too), with
/// up to a few decimals (`1.5G`).
pub(crate) fn parse_size(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    let digits = trimmed
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(trimmed.len());
    let (number, suffix) = trimmed.split_at(digits);
    let unit: u64 = match suffix.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "K" | "KB" | "KIB" => 1 << 10,
        "M" | "MB" | "MIB" => 1 << 20,
        "G" | "GB" | "GIB" => 1 << 30,
        "T" | "TB" | "TIB" => 1 << 40,
        _ => {
            return Err(format!(
                "'{text}' is not a size: a number with an optional K, M, G or T (e.g. 512M, 2G)"
            ));
        }
    };
    let value: f64 = number
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| format!("'{text}' is not a size: it must start with a number (e.g. 2G)"))?;
    let bytes = value * unit as f64;
    if bytes >= u64::MAX as f64 {
        return Err(format!("'{text}' is too large a size"));
    }
    Ok(bytes as u64)
}

/// The memory the machine has available now: Linux's `MemAvailable`, else
/// the OS's count of available physical pages, else `None`.
pub(crate) fn available() -> Option<u64> {
    mem_available().or_else(available_pages)
}

/// `MemAvailable` from /proc/meminfo, in bytes.
fn mem_available() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Available physical pages times the page size (`sysconf`).
fn available_pages() -> Option<u64> {
    #[cfg(target_os = "linux")]
    #[allow(unsafe_code)]
    {
        // SAFETY: sysconf only reads system parameters.
        let (pages, size) = unsafe {
            (
                libc::sysconf(libc::_SC_AVPHYS_PAGES),
                libc::sysconf(libc::_SC_PAGESIZE),
            )
        };
        let pages = u64::try_from(pages).ok()?;
        let size = u64::try_from(size).ok()?;
        pages.checked_mul(size)
    }
    #[cfg(not(target_os = "linux"))]
    None
}

/// A size for people: `812 KiB`, `1.5 GiB`.
pub(crate) fn shown(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    match unit {
        0 => format!("{bytes} bytes"),
        _ if value < 10.0 => format!("{value:.1} {}", UNITS[unit]),
        _ => format!("{value:.0} {}", UNITS[unit]),
    }
}

/// The program's own memory beside what `estimate` counts: the process's
/// resident memory `before` the estimate was made, once the puzzle was read
/// (its code, stacks, allocator, and pages the input text leaves), less
/// the parsed puzzle, which the estimate counts. `--plan` prints the
/// estimate with it, and `--max-memory` refuses by the two together.
pub(crate) fn program(before: Option<u64>, estimate: &huarong::MemoryEstimate) -> Option<u64> {
    before.map(|bytes| bytes.saturating_sub(estimate.part("parsed puzzle")))
}

/// The process's resident memory now (Linux's `VmRSS`), in bytes.
pub(crate) fn resident() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_with_suffixes() {
        assert_eq!(parse_size("1000"), Ok(1000));
        assert_eq!(parse_size("64K"), Ok(64 << 10));
        assert_eq!(parse_size("512m"), Ok(512 << 20));
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("2GiB"), Ok(2 << 30));
        assert_eq!(parse_size("1.5G"), Ok(3 << 29));
        assert_eq!(parse_size("1T"), Ok(1 << 40));
        assert!(parse_size("").is_err());
        assert!(parse_size("G").is_err());
        assert!(parse_size("-1G").is_err());
        assert!(parse_size("2X").is_err());
        assert!(parse_size("99999999999T").is_err());
    }

    #[test]
    fn sizes_for_people() {
        assert_eq!(shown(512), "512 bytes");
        assert_eq!(shown(1536), "1.5 KiB");
        assert_eq!(shown(3 << 29), "1.5 GiB");
        assert_eq!(shown(300 << 20), "300 MiB");
    }

    #[test]
    fn this_machine_says_what_it_has() {
        let available = available().expect("Linux says");
        assert!(available > 1 << 20, "{available}");
    }
}
