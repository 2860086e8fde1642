//! Decoding of literal tokens: integer and floating constants, character constants and string
//! literals. Each function takes the token's text and returns the value or a gcc-style message.

use crate::ast::{CharLit, FloatLit, FloatSuffix, IntLit};
use crate::token::Encoding;

/// Parses an integer constant (`123`, `0x1Fu`, `017`, `0b101`, `10ULL`, `3i`).
pub fn parse_int(text: &str) -> Result<IntLit, String> {
    let (radix, digits_start) =
        if text.len() > 1 && (text.starts_with("0x") || text.starts_with("0X")) {
            (16, 2)
        } else if text.len() > 1 && (text.starts_with("0b") || text.starts_with("0B")) {
            (2, 2)
        } else if text.starts_with('0') {
            (8, 0)
        } else {
            (10, 0)
        };
    let body = &text[digits_start..];
    let digits_len = body
        .bytes()
        .take_while(|b| b.is_ascii_digit() || (radix == 16 && b.is_ascii_hexdigit()))
        .count();
    let (digits, suffix) = body.split_at(digits_len);
    if digits.is_empty() && radix != 8 {
        return Err(format!(
            "invalid suffix \"{}\" on integer constant",
            &text[1..]
        ));
    }
    let mut value: u128 = 0;
    let mut overflow = false;
    for b in digits.bytes() {
        let d = (b as char).to_digit(16).unwrap_or(0);
        if d >= radix {
            let what = if radix == 8 { "octal" } else { "binary" };
            return Err(format!(
                "invalid digit \"{}\" in {what} constant",
                b as char
            ));
        }
        match value
            .checked_mul(radix as u128)
            .and_then(|v| v.checked_add(d as u128))
        {
            Some(v) => value = v,
            None => {
                overflow = true;
                value = u128::MAX;
            }
        }
    }
    let mut lit = IntLit {
        value,
        radix,
        unsigned: false,
        long: 0,
        imaginary: false,
        overflow,
    };
    let bad = || format!("invalid suffix \"{suffix}\" on integer constant");
    let s = suffix.as_bytes();
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'u' | b'U' if !lit.unsigned => lit.unsigned = true,
            b'l' | b'L' if lit.long == 0 => {
                if s.get(i + 1) == Some(&s[i]) {
                    i += 1;
                    lit.long = 2;
                } else {
                    lit.long = 1;
                }
            }
            b'i' | b'j' | b'I' | b'J' if !lit.imaginary => lit.imaginary = true,
            _ => return Err(bad()),
        }
        i += 1;
    }
    Ok(lit)
}

/// Parses a floating constant (`1.5`, `1e-3f`, `0x1.8p3L`, `2.0f128`, `1.0i`).
pub fn parse_float(text: &str) -> Result<FloatLit, String> {
    let hex = text.starts_with("0x") || text.starts_with("0X");
    // The suffix starts at the first letter that cannot be part of the number.
    let b = text.as_bytes();
    let mut end = if hex { 2 } else { 0 };
    let mut in_exponent = false;
    while end < b.len() {
        let c = b[end];
        let exp = if hex {
            c == b'p' || c == b'P'
        } else {
            c == b'e' || c == b'E'
        };
        if exp && !in_exponent {
            in_exponent = true;
            end += 1;
            if end < b.len() && (b[end] == b'+' || b[end] == b'-') {
                end += 1;
            }
        } else if c.is_ascii_digit()
            || (!in_exponent && (c == b'.' || (hex && c.is_ascii_hexdigit())))
        {
            // The exponent is decimal, so an `f` after it is the suffix (`0x1.8p1f`).
            end += 1;
        } else {
            break;
        }
    }
    let (num, suffix) = text.split_at(end);
    let mut imaginary = false;
    let mut rest = suffix;
    for im in ["i", "j", "I", "J"] {
        if let Some(r) = rest.strip_suffix(im) {
            imaginary = true;
            rest = r;
            break;
        } else if let Some(r) = rest.strip_prefix(im) {
            imaginary = true;
            rest = r;
            break;
        }
    }
    let suffix_kind = match rest {
        "" => FloatSuffix::None,
        "f" | "F" => FloatSuffix::F,
        "l" | "L" => FloatSuffix::L,
        "f16" | "F16" => FloatSuffix::F16,
        "f32" | "F32" => FloatSuffix::F32,
        "f64" | "F64" => FloatSuffix::F64,
        "f128" | "F128" | "q" | "Q" => FloatSuffix::F128,
        "f32x" | "F32x" => FloatSuffix::F32x,
        "f64x" | "F64x" | "w" | "W" => FloatSuffix::F64x,
        _ => return Err(format!("invalid suffix \"{suffix}\" on floating constant")),
    };
    let value = if hex {
        parse_hex_float(&num[2..])
            .ok_or_else(|| "hexadecimal floating constant requires an exponent".to_string())?
    } else {
        let last = num.as_bytes().last().copied().unwrap_or(b'0');
        if last == b'e' || last == b'E' || last == b'+' || last == b'-' {
            return Err("exponent has no digits".to_string());
        }
        num.parse::<f64>()
            .map_err(|_| format!("invalid floating constant \"{text}\""))?
    };
    Ok(FloatLit {
        value,
        suffix: suffix_kind,
        imaginary,
        spelling: None,
    })
}

/// `h.hhh p[+-]d` without the `0x`, correctly rounded to a double (round to nearest, ties to
/// even, subnormals included, as gcc converts it): `0x1p-1074` is the smallest subnormal, not
/// the `0.0` a scaling by `2.0.powi(-1074)` (which overflows to `1 / inf`) gave.
fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = s.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse::<i64>().ok().or_else(|| {
        // Saturate absurdly long exponents instead of failing.
        let neg = exp.starts_with('-');
        exp.trim_start_matches(['+', '-'])
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then_some(if neg { -100_000 } else { 100_000 })
    })?;
    // The value is m * 2^e exactly, with `sticky` set when nonzero digits beyond the 120 bits
    // `m` keeps were dropped (they only break rounding ties).
    let mut m: u128 = 0;
    let mut e: i64 = exp.clamp(-100_000, 100_000);
    let mut sticky = false;
    let mut seen_dot = false;
    let mut any = false;
    for c in mant.chars() {
        if c == '.' {
            if seen_dot {
                return None;
            }
            seen_dot = true;
            continue;
        }
        let d = c.to_digit(16)?;
        any = true;
        if m >> 120 == 0 {
            m = m * 16 + u128::from(d);
            if seen_dot {
                e -= 4;
            }
        } else {
            sticky |= d != 0;
            if !seen_dot {
                e += 4;
            }
        }
    }
    if !any {
        return None;
    }
    if m == 0 {
        return Some(0.0);
    }
    let bits = i64::from(128 - m.leading_zeros());
    // The exponent of the leading bit, and of the lowest bit a double keeps there: 52 below
    // it for a normal number, 2^-1074 at least (subnormals).
    let top = e + bits - 1;
    if top > 1023 {
        return Some(f64::INFINITY);
    }
    let low = (top - 52).max(-1074);
    let shift = low - e;
    let q: u128 = if shift <= 0 {
        // Exact: m has at most 53 significant bits from `low` up.
        m << (-shift) as u32
    } else if shift > bits {
        // Below half the smallest subnormal.
        0
    } else {
        // 0 < shift <= bits < 125: drop `shift` bits, rounding to nearest, ties to even.
        let kept = m >> shift as u32;
        let rest = m & ((1u128 << shift as u32) - 1);
        let half = 1u128 << (shift - 1) as u32;
        let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
        kept + u128::from(up)
    };
    // q < 2^54 and q * 2^low is the rounded value; both factors are exact doubles.
    Some(q as f64 * pow2(low))
}

/// 2^k as a double, for k in [-1074, 1023].
fn pow2(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (k + 1074))
    }
}

/// Decodes one escape sequence starting after the backslash at `chars`. Returns the value
/// (a code unit or code point) and whether it was a `\u`/`\U` (a code point to encode).
fn escape(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Result<(u32, bool), String> {
    let Some(c) = chars.next() else {
        return Err("incomplete escape sequence".to_string());
    };
    Ok(match c {
        'n' => (10, false),
        't' => (9, false),
        'r' => (13, false),
        'a' => (7, false),
        'b' => (8, false),
        'f' => (12, false),
        'v' => (11, false),
        'e' | 'E' => (27, false),
        '\\' | '\'' | '"' | '?' => (c as u32, false),
        '0'..='7' => {
            let mut v = c as u32 - '0' as u32;
            for _ in 0..2 {
                match chars.peek() {
                    Some(&d @ '0'..='7') => {
                        v = v * 8 + (d as u32 - '0' as u32);
                        chars.next();
                    }
                    _ => break,
                }
            }
            (v, false)
        }
        'x' => {
            let mut v: u32 = 0;
            let mut any = false;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                v = v.wrapping_mul(16).wrapping_add(d);
                any = true;
                chars.next();
            }
            if !any {
                return Err("\\x used with no following hex digits".to_string());
            }
            (v, false)
        }
        'u' | 'U' => {
            let n = if c == 'u' { 4 } else { 8 };
            let mut v: u32 = 0;
            for _ in 0..n {
                match chars.next().and_then(|c| c.to_digit(16)) {
                    Some(d) => v = v.wrapping_mul(16).wrapping_add(d),
                    None => return Err(format!("incomplete universal character name \\{c}")),
                }
            }
            (v, true)
        }
        other => (other as u32, false),
    })
}

/// Appends the code units of code point `cp` in `enc`.
fn push_code_point(out: &mut Vec<u32>, cp: u32, enc: Encoding) {
    match enc {
        Encoding::Plain | Encoding::Utf8 => {
            let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
            let mut buf = [0u8; 4];
            out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        }
        Encoding::Utf16 => {
            let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
            let mut buf = [0u16; 2];
            out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
        }
        Encoding::Wide | Encoding::Utf32 => out.push(cp),
    }
}

/// Decodes the body of a char/string literal (between the quotes) into code units.
fn decode_body(body: &str, enc: Encoding, out: &mut Vec<u32>) -> Result<(), String> {
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            let (v, is_ucn) = escape(&mut chars)?;
            if is_ucn {
                push_code_point(out, v, enc);
            } else {
                // A numeric escape is one code unit, truncated to the unit's width.
                let mask = match enc {
                    Encoding::Plain | Encoding::Utf8 => 0xff,
                    Encoding::Utf16 => 0xffff,
                    Encoding::Wide | Encoding::Utf32 => u32::MAX,
                };
                out.push(v & mask);
            }
        } else {
            push_code_point(out, c as u32, enc);
        }
    }
    Ok(())
}

/// Splits a literal token into its encoding and the text between the quotes.
fn split_literal(text: &str, quote: char) -> (Encoding, &str) {
    let (enc, rest) = if let Some(r) = text.strip_prefix("u8") {
        (Encoding::Utf8, r)
    } else if let Some(r) = text.strip_prefix('L') {
        (Encoding::Wide, r)
    } else if let Some(r) = text.strip_prefix('u') {
        (Encoding::Utf16, r)
    } else if let Some(r) = text.strip_prefix('U') {
        (Encoding::Utf32, r)
    } else {
        (Encoding::Plain, text)
    };
    let rest = rest.strip_prefix(quote).unwrap_or(rest);
    let rest = rest.strip_suffix(quote).unwrap_or(rest);
    (enc, rest)
}

/// Decodes a character constant token (`'a'`, `'\n'`, `L'x'`, `'ab'`).
pub fn parse_char(text: &str) -> Result<CharLit, String> {
    let (encoding, body) = split_literal(text, '\'');
    let mut units = Vec::new();
    decode_body(body, encoding, &mut units)?;
    if units.is_empty() {
        return Err("empty character constant".to_string());
    }
    let value = match encoding {
        // `char` is signed on the targets we support: one char sign-extends; several combine
        // big-endian into an int, like gcc.
        Encoding::Plain if units.len() == 1 => units[0] as u8 as i8 as i64,
        Encoding::Plain => units.iter().fold(0i32, |v, &u| (v << 8) | (u as u8 as i32)) as i64,
        Encoding::Utf8 => units[0] as u8 as i64,
        Encoding::Utf16 => units[0] as u16 as i64,
        // wchar_t is a signed 32-bit int on Linux.
        Encoding::Wide => units[units.len() - 1] as i32 as i64,
        Encoding::Utf32 => units[units.len() - 1] as i64,
    };
    Ok(CharLit { value, encoding })
}

/// Decodes one string literal token, appending its code units to `out` (encoded as `enc`,
/// which may differ from the token's own prefix when concatenating with a prefixed piece).
pub fn decode_string(text: &str, enc: Encoding, out: &mut Vec<u32>) -> Result<(), String> {
    let (_, body) = split_literal(text, '"');
    decode_body(body, enc, out)
}

/// The encoding prefix of a string literal token.
pub fn string_encoding(text: &str) -> Encoding {
    split_literal(text, '"').0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints() {
        let v = |s: &str| parse_int(s).map(|l| (l.value, l.unsigned, l.long));
        assert_eq!(v("0"), Ok((0, false, 0)));
        assert_eq!(v("0x1Fu"), Ok((31, true, 0)));
        assert_eq!(v("017"), Ok((15, false, 0)));
        assert_eq!(v("0b101"), Ok((5, false, 0)));
        assert_eq!(v("10ULL"), Ok((10, true, 2)));
        assert_eq!(v("10lu"), Ok((10, true, 1)));
        assert!(v("09").is_err());
        assert!(v("1lul").is_err());
        assert!(v("12abc").is_err());
        assert!(v("0x").is_err());
        assert!(
            parse_int("99999999999999999999999999999999999999999999")
                .unwrap()
                .overflow
        );
    }

    #[test]
    fn floats() {
        let v = |s: &str| parse_float(s).map(|l| (l.value, l.suffix));
        assert_eq!(v("1.5"), Ok((1.5, FloatSuffix::None)));
        assert_eq!(v("1e-3f"), Ok((1e-3, FloatSuffix::F)));
        assert_eq!(v("0x1.8p3L"), Ok((12.0, FloatSuffix::L)));
        assert_eq!(v("0x1.8p1f"), Ok((3.0, FloatSuffix::F)));
        // Hexadecimal constants are exact, subnormals included (hunt26 bug07: 0x1p-1074 was
        // 0.0), and correctly rounded (ties to even) beyond 53 bits or below 2^-1074.
        let bits = |t: &str| v(t).map(|(x, _)| x.to_bits());
        assert_eq!(bits("0x1p-1074"), Ok(1));
        assert_eq!(bits("0x1p-1060"), Ok(1 << 14));
        assert_eq!(bits("0x1.8p-1070"), Ok(3 << 3));
        assert_eq!(bits("0x0.0000000000001p-1022"), Ok(1));
        assert_eq!(bits("0x1p-1023"), Ok(1 << 51));
        assert_eq!(bits("0x1p-1022"), Ok(1 << 52));
        assert_eq!(bits("0x1.fffffffffffffp1023"), Ok(f64::MAX.to_bits()));
        assert_eq!(v("0x1p1024"), Ok((f64::INFINITY, FloatSuffix::None)));
        assert_eq!(
            v("0x1.fffffffffffff8p1023"),
            Ok((f64::INFINITY, FloatSuffix::None))
        );
        assert_eq!(bits("0x1p-1075"), Ok(0)); // a tie: to even, zero
        assert_eq!(bits("0x1.0000000000001p-1075"), Ok(1));
        assert_eq!(bits("0x3p-1076"), Ok(1)); // 0.75 ulp
        assert_eq!(bits("0x1p-1076"), Ok(0));
        assert_eq!(bits("0x1.00000000000008p0"), Ok(1.0f64.to_bits())); // tie, down to even
        assert_eq!(bits("0x1.00000000000018p0"), Ok(1.0f64.to_bits() + 2)); // tie, up to even
        assert_eq!(
            bits("0x1.000000000000080000000000000000000000001p0"),
            Ok(1.0f64.to_bits() + 1)
        );
        assert_eq!(
            bits("0x123456789abcdef0123456789p-4"),
            Ok(0x45b2_3456_789a_bcdf)
        ); // Python float.fromhex
        assert_eq!(bits("0x.8p1"), Ok(1.0f64.to_bits()));
        assert_eq!(bits("0x0p5"), Ok(0));
        assert_eq!(v("0xAp-1F"), Ok((5.0, FloatSuffix::F)));
        assert_eq!(v("1e5f"), Ok((1e5, FloatSuffix::F)));
        assert_eq!(v(".5"), Ok((0.5, FloatSuffix::None)));
        assert_eq!(v("5."), Ok((5.0, FloatSuffix::None)));
        assert_eq!(v("2.0f128"), Ok((2.0, FloatSuffix::F128)));
        assert!(parse_float("1.0i").unwrap().imaginary);
        assert!(v("1e").is_err());
        assert!(v("1.0x").is_err());
        assert!(v("0x1.0").is_err());
    }

    #[test]
    fn chars_and_strings() {
        assert_eq!(parse_char("'a'").unwrap().value, 97);
        assert_eq!(parse_char("'\\n'").unwrap().value, 10);
        assert_eq!(parse_char("'\\377'").unwrap().value, -1);
        assert_eq!(parse_char("'ab'").unwrap().value, 0x6162);
        assert_eq!(parse_char("L'\\x1234'").unwrap().value, 0x1234);
        assert!(parse_char("''").is_err());
        let mut out = Vec::new();
        decode_string("\"a\\tb\\0\"", Encoding::Plain, &mut out).unwrap();
        assert_eq!(out, vec![97, 9, 98, 0]);
        out.clear();
        decode_string("u\"\\u00e9x\"", Encoding::Utf16, &mut out).unwrap();
        assert_eq!(out, vec![0xe9, 120]);
        out.clear();
        decode_string("\"é\"", Encoding::Plain, &mut out).unwrap();
        assert_eq!(out, vec![0xc3, 0xa9]);
    }
}
