//! Maps byte offsets of the preprocessed text back to `file:line:col` through gcc's line
//! markers (`# 12 "file.c" 2`, `#line 12 "file.c"`).
//!
//! A marker says "the next physical line is line N of file F". Columns are byte columns of the
//! preprocessed line, 1-based (gcc -E keeps each line's text in place).

/// A position in the original source, as gcc prints it. `line` and `col` are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location<'a> {
    pub file: &'a str,
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Copy, Debug)]
struct Marker {
    /// Index of the physical line (of the preprocessed text) that the marker names.
    pp_line: u32,
    /// Index into `SourceMap::files`.
    file: u32,
    /// The original line number of that physical line.
    line: u32,
}

/// Offset → location map for one preprocessed translation unit.
#[derive(Clone, Debug)]
pub struct SourceMap {
    /// Byte offset of the start of each physical line.
    line_starts: Vec<u32>,
    /// Markers in text order (so sorted by `pp_line`).
    markers: Vec<Marker>,
    files: Vec<String>,
}

impl SourceMap {
    /// Builds the map of `text`; offsets before the first marker belong to `<input>`.
    pub fn new(text: &str) -> SourceMap {
        SourceMap::with_name(text, "<input>")
    }

    /// Like [`SourceMap::new`], naming the file of lines before the first marker.
    pub fn with_name(text: &str, name: &str) -> SourceMap {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0u32];
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        let mut map = SourceMap {
            line_starts,
            markers: Vec::new(),
            files: vec![name.to_string()],
        };
        map.markers.push(Marker {
            pp_line: 0,
            file: 0,
            line: 1,
        });
        for idx in 0..map.line_starts.len() {
            let start = map.line_starts[idx] as usize;
            let end = map
                .line_starts
                .get(idx + 1)
                .map_or(bytes.len(), |&e| e as usize);
            let line = text.get(start..end).unwrap_or("");
            if let Some((number, file)) = parse_marker(line) {
                let file = match file {
                    Some(name) => map.intern_file(name),
                    None => map.markers.last().map_or(0, |m| m.file),
                };
                map.markers.push(Marker {
                    pp_line: idx as u32 + 1,
                    file,
                    line: number,
                });
            }
        }
        map
    }

    fn intern_file(&mut self, name: String) -> u32 {
        // Markers usually alternate between a handful of files; search from the back.
        if let Some(i) = self.files.iter().rposition(|f| *f == name) {
            return i as u32;
        }
        self.files.push(name);
        self.files.len() as u32 - 1
    }

    /// Index of the physical line containing `offset` (clamped to the text).
    fn line_index(&self, offset: u32) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        }
    }

    /// The original location of byte `offset`.
    pub fn lookup(&self, offset: u32) -> Location<'_> {
        let idx = self.line_index(offset);
        let line_start = self.line_starts.get(idx).copied().unwrap_or(0);
        let m = match self
            .markers
            .binary_search_by(|m| m.pp_line.cmp(&(idx as u32)))
        {
            Ok(i) => self.markers[i],
            // `markers[0]` has pp_line 0, so `i >= 1` here.
            Err(i) => self.markers[i.saturating_sub(1)],
        };
        Location {
            file: self.files.get(m.file as usize).map_or("", |s| s.as_str()),
            line: m.line.wrapping_add(idx as u32 - m.pp_line),
            col: offset.saturating_sub(line_start) + 1,
        }
    }

    /// The byte range `[start, end)` of the physical line containing `offset`, without its
    /// line terminator (`\n` or `\r\n`).
    pub fn line_range(&self, offset: u32, text: &str) -> (usize, usize) {
        let idx = self.line_index(offset);
        let start = (self.line_starts.get(idx).copied().unwrap_or(0) as usize).min(text.len());
        let mut end = self
            .line_starts
            .get(idx + 1)
            .map_or(text.len(), |&e| e as usize)
            .min(text.len());
        let b = text.as_bytes();
        while end > start && (b[end - 1] == b'\n' || b[end - 1] == b'\r') {
            end -= 1;
        }
        (start, end)
    }

    /// The names of every file mentioned by a marker, in order of first appearance.
    pub fn files(&self) -> &[String] {
        &self.files
    }
}

/// Parses `# N "file" flags` / `#line N "file"` (also `# N` alone). Returns the line number and
/// the unescaped file name.
pub(crate) fn parse_marker(line: &str) -> Option<(u32, Option<String>)> {
    let rest = line.trim_start_matches([' ', '\t']).strip_prefix('#')?;
    let rest = rest.trim_start_matches([' ', '\t']);
    let rest = match rest.strip_prefix("line") {
        Some(r) if r.starts_with([' ', '\t']) => r.trim_start_matches([' ', '\t']),
        _ => rest,
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let number: u32 = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim_start_matches([' ', '\t']);
    let Some(quoted) = rest.strip_prefix('"') else {
        return Some((number, None));
    };
    let mut name = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some((number, Some(name))),
            '\\' => name.push(chars.next()?),
            _ => name.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_map_lines() {
        let text = "# 1 \"a.c\"\nint x;\n# 10 \"b.h\" 1 3\nint y;\n\nint z;\n# 3 \"a.c\" 2\nw;\n";
        let map = SourceMap::new(text);
        let at = |needle: &str| {
            let off = text.find(needle).unwrap() as u32;
            let l = map.lookup(off);
            (l.file.to_string(), l.line, l.col)
        };
        assert_eq!(at("int x"), ("a.c".into(), 1, 1));
        assert_eq!(at("y;"), ("b.h".into(), 10, 5));
        assert_eq!(at("int z"), ("b.h".into(), 12, 1));
        assert_eq!(at("w;"), ("a.c".into(), 3, 1));
    }

    #[test]
    fn line_directive_and_crlf() {
        let text = "a\r\n#line 40 \"x\\\\y.c\"\r\nbb\r\n";
        let map = SourceMap::new(text);
        let off = text.find("bb").unwrap() as u32 + 1;
        let l = map.lookup(off);
        assert_eq!((l.file, l.line, l.col), ("x\\y.c", 40, 2));
        assert_eq!(map.lookup(0).file, "<input>");
        let (s, e) = map.line_range(off, text);
        assert_eq!(&text[s..e], "bb");
    }

    #[test]
    fn out_of_range_offsets_do_not_panic() {
        let map = SourceMap::new("x\n");
        let _ = map.lookup(1000);
        let _ = map.line_range(1000, "x\n");
        let _ = SourceMap::new("").lookup(5);
    }
}
