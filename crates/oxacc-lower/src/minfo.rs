//! The `-Minfo=accel` sink: messages in NVIDIA's wording ("Generating copyin(a[:n])"), kept
//! with the offset they concern so that the output is in source order whatever order the
//! passes ran in (the driver groups them by function and line).

use crate::pipeline::MinfoMessage;

#[derive(Default, Debug, Clone)]
pub struct MinfoSink {
    entries: Vec<(u32, MinfoMessage)>,
}

impl MinfoSink {
    pub fn push(
        &mut self,
        offset: u32,
        function: String,
        file: String,
        line: u32,
        message: String,
    ) {
        self.push_kind(offset, function, file, line, message, false);
    }

    /// [`MinfoSink::push`], marking a message `negative` (why something was not parallelized:
    /// what `-Mneginfo` prints).
    pub fn push_kind(
        &mut self,
        offset: u32,
        function: String,
        file: String,
        line: u32,
        message: String,
        negative: bool,
    ) {
        self.entries.push((
            offset,
            MinfoMessage {
                function,
                file,
                line,
                message,
                negative,
            },
        ));
    }

    /// Whether `message` was recorded at `offset`.
    pub fn has(&self, offset: u32, message: &str) -> bool {
        self.entries
            .iter()
            .any(|(o, m)| *o == offset && m.message == message)
    }

    /// The messages in source order (messages about one offset keep the order they were
    /// reported in).
    pub fn finish(mut self) -> Vec<MinfoMessage> {
        self.entries.sort_by_key(|(offset, _)| *offset);
        self.entries.into_iter().map(|(_, m)| m).collect()
    }
}

/// A var of a clause as NVIDIA prints it: the source text without whitespace
/// (`aa[1:n-2][0:m]`).
pub fn var_text(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// `Generating <what>(<v1>)` for one var (NVIDIA prints one line per var).
pub fn generating(what: &str, var: &str) -> String {
    generating_modified(what, "", var)
}

/// [`generating`] with the clause's modifier as written, `zero` or `readonly`
/// (`Generating copyout(zero: b[0:n])`), or none (`""`).
pub fn generating_modified(what: &str, modifier: &str, var: &str) -> String {
    if modifier.is_empty() {
        format!("Generating {what}({})", var_text(var))
    } else {
        format!("Generating {what}({modifier}: {})", var_text(var))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_by_offset_stable_within_one_offset() {
        let mut s = MinfoSink::default();
        s.push(20, "f".into(), "t.c".into(), 3, "b".into());
        s.push(10, "f".into(), "t.c".into(), 2, "a1".into());
        s.push(10, "f".into(), "t.c".into(), 2, "a2".into());
        let m: Vec<String> = s.finish().into_iter().map(|m| m.message).collect();
        assert_eq!(m, ["a1", "a2", "b"]);
    }

    #[test]
    fn modifier_keeps_its_space() {
        assert_eq!(
            generating_modified("copyout", "zero", "b[0 : n]"),
            "Generating copyout(zero: b[0:n])"
        );
    }

    #[test]
    fn var_text_drops_spaces() {
        assert_eq!(
            generating("copyout", "aa[1 : n-2][0:m]"),
            "Generating copyout(aa[1:n-2][0:m])"
        );
    }
}
