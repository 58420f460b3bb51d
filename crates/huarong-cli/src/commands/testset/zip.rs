//! A zip archive of files stored as they are (no compression), enough for a
//! judge's import: local headers, the central directory and its end, with
//! CRC-32 checksums; names in UTF-8 (flag bit 11), no time stamps (MS-DOS
//! 1980-01-01), so the same files give the same bytes.

/// The archive of `files`, each a name (with `/` between folders) and its
/// bytes.
///
/// Each file and the whole archive stay under 4 GiB (no Zip64): a test set
/// is a few megabytes.
pub(super) fn archive(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, data) in files {
        let offset = out.len() as u32;
        let crc = crc32(data);
        let size = data.len() as u32;
        let name_len = name.len() as u16;
        // Local file header.
        put32(&mut out, 0x0403_4b50);
        put_file_fields(&mut out, crc, size, name_len);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(data);
        // Its central directory entry.
        put32(&mut central, 0x0201_4b50);
        put16(&mut central, 0x031e); // made by: Unix, 3.0
        put_file_fields(&mut central, crc, size, name_len);
        put16(&mut central, 0); // comment
        put16(&mut central, 0); // disk
        put16(&mut central, 0); // internal attributes
        put32(&mut central, 0o100_644 << 16); // a regular file, rw-r--r--
        put32(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let central_offset = out.len() as u32;
    let central_size = central.len() as u32;
    out.extend_from_slice(&central);
    put32(&mut out, 0x0605_4b50);
    put16(&mut out, 0);
    put16(&mut out, 0);
    put16(&mut out, files.len() as u16);
    put16(&mut out, files.len() as u16);
    put32(&mut out, central_size);
    put32(&mut out, central_offset);
    put16(&mut out, 0); // comment
    out
}

/// The fields a file's local header and its central directory entry share,
/// from the version needed to extract to the extra field's length: a file
/// stored as it is, its name in UTF-8, with no time stamp and no extra field.
fn put_file_fields(out: &mut Vec<u8>, crc: u32, size: u32, name_len: u16) {
    const DOS_DATE: u16 = (1 << 5) | 1; // 1980-01-01
    const UTF8_NAMES: u16 = 1 << 11;
    put16(out, 10); // version needed: 1.0, stored
    put16(out, UTF8_NAMES);
    put16(out, 0); // stored
    put16(out, 0); // time
    put16(out, DOS_DATE);
    put32(out, crc);
    put32(out, size); // compressed
    put32(out, size);
    put16(out, name_len);
    put16(out, 0); // extra field
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

/// CRC-32 (IEEE 802.3, reflected), as zip checks it.
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::{archive, crc32};

    #[test]
    fn crc_of_the_check_string() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    /// The layout: a local header per file, then the directory and its end,
    /// which counts the files and points back at the directory.
    #[test]
    fn an_archive_points_at_its_directory() {
        let zip = archive(&[("a/b.txt".to_owned(), b"hi\n".to_vec())]);
        assert_eq!(&zip[..4], b"PK\x03\x04");
        let end = zip.len() - 22;
        assert_eq!(&zip[end..end + 4], b"PK\x05\x06");
        let files = u16::from_le_bytes([zip[end + 10], zip[end + 11]]);
        assert_eq!(files, 1);
        let at = u32::from_le_bytes(zip[end + 16..end + 20].try_into().unwrap()) as usize;
        assert_eq!(&zip[at..at + 4], b"PK\x01\x02");
    }
}
